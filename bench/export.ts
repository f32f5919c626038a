/**
 * The export and reports bench (ADR 033): on a database of N registrations,
 * 1. EXPLAIN (ANALYZE, BUFFERS) of the reports' queries, as the API runs them;
 * 2. the server as its own process streams a whole list as CSV (or XLSX) to this process, which
 *    counts the records as they arrive (csv-parse, never holding the file), compares them with
 *    the list's total, and samples the server's RSS every 100 ms.
 *
 *   npm run bench:export -- --db postgres --records 1000000 [--reuse] [--format xlsx]
 *
 * --reuse keeps a bench database of about N records (bench/generate.ts otherwise makes one);
 * --database names it (default forma_bench_export, so other benches' databases are left alone).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { parseArgs } from 'node:util';
import os from 'node:os';
import { parse } from 'csv-parse';
import type { Logger } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { ReportQuery } from '@form-a/domain/api/reports';
import * as schema from '../apps/server/src/db/schema';
import { findUserByLogin } from '../apps/server/src/modules/auth/repository';
import { toSessionUser } from '../apps/server/src/modules/auth/service';
import { reportFor } from '../apps/server/src/modules/reports/service';
import { benchUid, reuseOrGenerate, LARGEST_BRANCH, parseCount } from './generate';
import { sampleRss, signIn, startBenchServer } from './lib/server';
import { benchTarget, openTarget, OUT_DIR, parseEngine, type OpenTarget } from './lib/target';

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    records: { type: 'string' },
    reuse: { type: 'boolean', default: false },
    database: { type: 'string' },
    'data-dir': { type: 'string' },
    'pg-url': { type: 'string' },
    format: { type: 'string', default: 'csv' },
    view: { type: 'string', default: 'all' },
    'no-explain': { type: 'boolean', default: false },
  },
});
const kind = parseEngine(values.db);
const records = parseCount(values.records, 100_000);
const format = values.format === 'xlsx' ? 'xlsx' : 'csv';
const target = benchTarget({
  kind,
  records,
  dataDir: values['data-dir'],
  pgUrl: values['pg-url'] ?? process.env.BENCH_PG_URL,
  database: values.database ?? 'forma_bench_export',
});
const out = (line = '') => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
await mkdir(OUT_DIR, { recursive: true });

/** The reports' statements as the API runs them, each with its plan and timing. */
async function explainReports(db: OpenTarget) {
  await db.query('VACUUM ANALYZE registrations').catch(() => undefined);
  const captured: Array<{ query: string; params: unknown[] }> = [];
  const logger: Logger = { logQuery: (query, params) => captured.push({ query, params }) };
  // the reports run their statements side by side, as the server's pool lets them
  const pool = new pg.Pool({ connectionString: db.url, max: 3 });
  const recording = drizzle({ client: pool, schema, logger });
  const viewer = toSessionUser((await findUserByLogin(db.database.db, benchUid.viewer(1)))!);
  const year = new Date().getFullYear();
  const cases: Array<[string, ReportQuery]> = [
    ['every branch, all time', {}],
    [`every branch, ${year - 1}`, { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` }],
    [`${LARGEST_BRANCH}, all time`, { branch: LARGEST_BRANCH }],
    [`${LARGEST_BRANCH}, last 90 days`, { branch: LARGEST_BRANCH, from: isoDaysAgo(90) }],
  ];
  for (const [label, query] of cases) {
    captured.length = 0;
    const started = performance.now();
    await reportFor(recording, viewer, query, { timeZone: 'Asia/Kolkata' });
    out(
      `\n=== report: ${label} — ${(performance.now() - started).toFixed(0)} ms through the service`,
    );
    for (const { query: text, params } of captured) {
      const rows = await db.query<Record<string, string>>(
        `EXPLAIN (ANALYZE, BUFFERS) ${text}`,
        params,
      );
      out(`-- params: ${JSON.stringify(params)}`);
      out(rows.map((row) => Object.values(row)[0]).join('\n'));
    }
  }
  await pool.end();
}

function isoDaysAgo(days: number) {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

await reuseOrGenerate(target, records, values.reuse ?? false, (line) => out(line));
if (!values['no-explain']) {
  const db = await openTarget(target);
  try {
    await explainReports(db);
  } finally {
    await db.close();
  }
}

const server = await startBenchServer(target, {
  logFile: path.join(OUT_DIR, `export-server-${Date.now()}.log`),
});
try {
  const token = await signIn(server.baseUrl, benchUid.approver(1));
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (
    await fetch(`${server.baseUrl}/api/registrations?view=${values.view}&pageSize=1`, { headers })
  ).json()) as { total: number; totalExact: boolean };
  // a settled server: a page and a report first, as a running portal would have served
  await fetch(`${server.baseUrl}/api/reports`, { headers });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = await server.rss();
  const sampler = sampleRss(() => server.rss(), 100);
  const started = performance.now();
  const response = await fetch(
    `${server.baseUrl}/api/registrations/export?view=${values.view}&format=${format}`,
    { headers },
  );
  if (!response.ok || !response.body) throw new Error(`export failed: ${response.status}`);
  let bytes = 0;
  let rows = 0;
  const body = Readable.fromWeb(response.body as WebReadableStream);
  body.on('data', (chunk: Buffer) => (bytes += chunk.length));
  if (format === 'csv') {
    const parser = body.pipe(parse({ bom: true, from_line: 2 }));
    for await (const _record of parser) rows += 1;
  } else {
    for await (const _chunk of body) {
      // XLSX is a zip: the bench counts bytes; the row count is the server's (its log)
    }
    rows = Number.NaN;
  }
  const seconds = (performance.now() - started) / 1000;
  const peak = await sampler.stop();
  const after = await server.rss();

  out(
    `\n=== export: view=${values.view}, format=${format}, as ${benchUid.approver(1)} (every column)`,
  );
  out(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, ${mb(os.totalmem())} RAM, ${target.label}`,
  );
  out(`list total: ${list.total.toLocaleString('en')}${list.totalExact ? '' : ' (inexact)'}`);
  if (format === 'csv')
    out(
      `rows received: ${rows.toLocaleString('en')} — ${rows === list.total ? 'match' : 'MISMATCH'}`,
    );
  out(
    `bytes: ${mb(bytes)} in ${seconds.toFixed(1)} s (${format === 'csv' ? Math.round(rows / seconds).toLocaleString('en') + ' rows/s, ' : ''}${mb(bytes / seconds)}/s)`,
  );
  out(
    `server RSS: ${mb(before)} before, peak ${mb(peak)}, ${mb(after)} after; peak growth ${mb(peak - before)}`,
  );
  if (format === 'csv' && rows !== list.total) process.exitCode = 1;
} finally {
  await server.stop();
}
