/**
 * The reports bench (ADR 073): on a database of N registrations, each report as the API makes it
 * (`reportFor`, the server's pool) and its parts, medians of several runs, beside a scan of the
 * records for the same figures (how the by-branch and by-month figures were computed before the
 * counters), which must agree with it; then what the counters cost: a rebuild from the records,
 * and a state change with the triggers against one without.
 *
 *   npm run bench:reports -- --records 1000000 [--reuse] [--runs 7]
 *
 * --reuse keeps a bench database of about N records (bench/generate.ts otherwise makes one);
 * --database names it (default forma_bench_reports).
 */
import { parseArgs } from 'node:util';
import os from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { ReportQuery } from '@form-a/domain/api/reports';
import { todayInTimeZone } from '@form-a/domain/dates';
import * as schema from '../apps/server/src/db/schema';
import type { Db } from '../apps/server/src/db/client';
import { findUserByLogin } from '../apps/server/src/modules/auth/repository';
import { toSessionUser } from '../apps/server/src/modules/auth/service';
import {
  countAllByBranch,
  countCreatedByBranch,
  countCreatedByMonth,
  countWaiting,
  ensureCountsZone,
} from '../apps/server/src/modules/reports/repository';
import { reportFor } from '../apps/server/src/modules/reports/service';
import { benchUid, LARGEST_BRANCH, parseCount, reuseOrGenerate } from './generate';
import { benchTarget, openTarget, parseEngine } from './lib/target';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    records: { type: 'string' },
    reuse: { type: 'boolean', default: false },
    runs: { type: 'string' },
    database: { type: 'string' },
    'data-dir': { type: 'string' },
    'pg-url': { type: 'string' },
  },
});
const records = parseCount(values.records, 1_000_000);
const runs = parseCount(values.runs, 7);
const TIME_ZONE = 'Asia/Kolkata';
const target = benchTarget({
  kind: parseEngine(values.db),
  records,
  dataDir: values['data-dir'],
  pgUrl: values['pg-url'] ?? process.env.BENCH_PG_URL,
  database: values.database ?? 'forma_bench_reports',
});
const out = (line = '') => process.stdout.write(`${line}\n`);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

/** The by-branch and by-month figures from every record, as the reports made them before. */
async function scanned(pool: pg.Pool, query: ReportQuery, to: string) {
  const conditions = [`created_at < (($1::date + 1)::timestamp AT TIME ZONE $2)`];
  const params: unknown[] = [to, TIME_ZONE];
  if (query.from) {
    params.push(query.from);
    conditions.push(`created_at >= ($${params.length}::date::timestamp AT TIME ZONE $2)`);
  }
  if (query.branch) {
    params.push(query.branch);
    conditions.push(`branch = $${params.length}`);
  }
  const where = conditions.join(' AND ');
  const live = `status IN (1, 2, 3, 6, 7)`;
  const [byMonth, byBranch] = await Promise.all([
    pool.query<{ key: string; n: number }>(
      `SELECT to_char(month, 'YYYY-MM') AS key, sum(count)::int AS n
         FROM (SELECT date_trunc('month', created_at AT TIME ZONE $2) AS month, status, count(*)
                 FROM registrations WHERE ${where} GROUP BY 1, 2) AS m
        WHERE ${live} GROUP BY 1`,
      params,
    ),
    pool.query<{ key: string; n: number }>(
      `SELECT branch AS key, count(*)::int AS n FROM registrations WHERE ${where} AND ${live}
        GROUP BY 1`,
      params,
    ),
  ]);
  const totals = (rows: Array<{ key: string; n: number }>) =>
    rows.map((row) => `${row.key}=${row.n}`).sort();
  return { byMonth: totals(byMonth.rows), byBranch: totals(byBranch.rows) };
}

await reuseOrGenerate(target, records, values.reuse ?? false, (line) => out(line));
const db = await openTarget(target);
const pool = new pg.Pool({ connectionString: db.url, max: 3 });
const app = drizzle({ client: pool, schema }) as unknown as Db;
let failed = false;
try {
  await db.query('VACUUM ANALYZE report_counts').catch(() => undefined);
  const [stats] = await db.query<{ records: string; rows: string; branches: string }>(
    `SELECT (SELECT count(*) FROM registrations) AS records,
            (SELECT count(*) FROM report_counts) AS rows,
            (SELECT count(DISTINCT branch) FROM report_counts) AS branches`,
  );
  out(
    `${target.label}: ${Number(stats!.records).toLocaleString('en')} records, ` +
      `${stats!.rows} counter rows, ${stats!.branches} branches; ` +
      `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load ${os.loadavg()[0]!.toFixed(1)}`,
  );

  const viewer = toSessionUser((await findUserByLogin(db.database.db, benchUid.viewer(1)))!);
  const now = new Date();
  const today = todayInTimeZone(now, TIME_ZONE);
  const year = now.getFullYear();
  const daysAgo = (days: number) =>
    todayInTimeZone(new Date(now.getTime() - days * 86_400_000), TIME_ZONE);
  const cases: Array<[string, ReportQuery]> = [
    ['every branch, all time', {}],
    [`every branch, ${year - 1}`, { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` }],
    [
      `every branch, ${year - 3}-03-10 … ${year - 1}-08-20`,
      { from: `${year - 3}-03-10`, to: `${year - 1}-08-20` },
    ],
    ['every branch, last 90 days', { from: daysAgo(90) }],
    ['every branch, this month', { from: `${today.slice(0, 7)}-01` }],
    ['every branch, one week 30 days ago', { from: daysAgo(36), to: daysAgo(30) }],
    [
      'every branch, the 5th … 25th of last month',
      { from: `${daysAgo(31).slice(0, 7)}-05`, to: `${daysAgo(31).slice(0, 7)}-25` },
    ],
    [`${LARGEST_BRANCH}, all time`, { branch: LARGEST_BRANCH }],
    [`${LARGEST_BRANCH}, last 90 days`, { branch: LARGEST_BRANCH, from: daysAgo(90) }],
  ];
  out(
    '\n| report | by branch and by month, from the counters | the same, scanning the records (before) | stage age (unchanged) | the whole report | agree |',
  );
  out('|---|---|---|---|---|---|');
  const median3 = async (work: () => Promise<unknown>) => {
    await work(); // warm
    const times: number[] = [];
    for (let n = 0; n < runs; n += 1) times.push((await timed(work))[1]);
    return median(times);
  };
  for (const [label, query] of cases) {
    const filter = {
      from: query.from ?? null,
      to: query.to ?? today,
      branch: query.branch ?? null,
      timeZone: TIME_ZONE,
    };
    const counted = await median3(() =>
      Promise.all([
        filter.from === null
          ? countAllByBranch(app, filter.branch)
          : countCreatedByBranch(app, filter, today),
        countCreatedByMonth(app, filter, today),
      ]),
    );
    const scanTook = await median3(() => scanned(pool, query, filter.to));
    const waiting = await median3(() => countWaiting(app, filter.branch, now));
    const whole = await median3(() => reportFor(app, viewer, query, { timeZone: TIME_ZONE, now }));
    const report = await reportFor(app, viewer, query, { timeZone: TIME_ZONE, now });
    const scan = await scanned(pool, query, filter.to);
    const byMonth = report.byMonth.map((m) => `${m.month}=${m.total}`).sort();
    const byBranch = report.byBranch.map((b) => `${b.branch}=${b.total}`).sort();
    // With no first day the by-branch figures are every record's (the dashboards' counters).
    const agree =
      JSON.stringify(byMonth) === JSON.stringify(scan.byMonth) &&
      (query.from === undefined || JSON.stringify(byBranch) === JSON.stringify(scan.byBranch));
    if (!agree) failed = true;
    out(
      `| ${label} | **${ms(counted)}** | ${ms(scanTook)} | ${ms(waiting)} | ${ms(whole)} | ${agree ? 'yes' : 'NO'} |`,
    );
  }

  // A rebuild from the records (what the migration's backfill and a change of TIME_ZONE cost).
  const [, rebuild] = await timed(() => ensureCountsZone(app, 'UTC'));
  await ensureCountsZone(app, TIME_ZONE);
  out(
    `\nrebuilding the counters from ${Number(stats!.records).toLocaleString('en')} records: ${ms(rebuild)}`,
  );

  // A state change with the triggers and without (session_replication_role turns them off).
  const ids = (
    await db.query<{ id: string }>(
      `SELECT id FROM registrations WHERE status = 1 ORDER BY id DESC LIMIT 400`,
    )
  ).map((row) => Number(row.id));
  const flips = async () => {
    const started = performance.now();
    for (const id of ids) {
      await db.query('BEGIN');
      await db.query('UPDATE registrations SET status = 2 WHERE id = $1', [id]);
      await db.query('UPDATE registrations SET status = 1 WHERE id = $1', [id]);
      await db.query('COMMIT');
    }
    return (performance.now() - started) / (ids.length * 2);
  };
  const on: number[] = [];
  const off: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    on.push(await flips());
    await db.query(`SET session_replication_role = replica`);
    off.push(await flips());
    await db.query(`SET session_replication_role = origin`);
  }
  out(
    `a state change (one UPDATE of status, ${ids.length * 2} × 3 rounds): ${ms(median(on))} with the ` +
      `triggers, ${ms(median(off))} without (median of the rounds' means)`,
  );
} finally {
  await pool.end();
  await db.close();
}
if (failed) {
  out('\nThe counters and the scan disagree.');
  process.exitCode = 1;
}
