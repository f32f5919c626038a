import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInTimeZone } from '@form-a/domain/dates';
import { LIVE_STATUS_IDS, STATUS } from '@form-a/domain/status';
import type { Db } from '../src/db/client';
import { compactCounts, moveCount } from '../src/modules/registrations/counters';
import {
  countCreatedByBranch,
  countCreatedByMonth,
  ensureCountsZone,
  type ReportFilter,
} from '../src/modules/reports/repository';
import { act, seedRegistry, submitApplication, uploadPhoto } from './fixtures';
import { bearer, createTestContext, type TestContext } from './helper';

// ADR 073: the reports count from (month, branch, status) counters that triggers keep. Whatever
// the records went through, every figure for every period and branch must be the one a scan of
// the records gives, as the reports computed them before the counters.

let ctx: TestContext;
const tokens: Record<string, string> = {};
const BRANCHES = ['Agra', 'Gurgaon', 'Delhi', 'Bhopal', 'Jaipur'];
const KOLKATA = 'Asia/Kolkata';
/** Half an hour off the hour, on the other side of UTC: its months start at other instants. */
const ST_JOHNS = 'America/St_Johns';

/** A small seeded generator (mulberry32), so that a failure can be run again as it was. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: <T>(items: readonly T[]) => items[int(items.length)]! };
}
const random = generator(73);

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const DAY_MS = 86_400_000;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** A creation time: any moment of the last three years or the next month, often near a month's turn. */
function createdAt(): Date {
  const now = Date.now();
  const at = new Date(now - 3 * 365 * DAY_MS + random.next() * (3 * 365 + 30) * DAY_MS);
  if (random.next() < 0.3) {
    // within six hours of midnight UTC on the first of a month: another month in India
    const turn = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1);
    return new Date(turn + (random.next() - 0.5) * 12 * 3600_000);
  }
  return at;
}

interface Row {
  id: number;
  branch: string;
  status: number;
}
let createdBy = 0;

async function insertRecords(db: Db, count: number): Promise<Row[]> {
  const values = Array.from({ length: count }, () => ({
    branch: random.pick(BRANCHES),
    status: random.pick([STATUS.DRAFT, STATUS.SUBMITTED, STATUS.SUBMITTED, STATUS.APPROVED]),
    createdAt: createdAt(),
  }));
  // one statement for many rows: the insert trigger counts them as groups
  const result = await db.execute(sql`
    INSERT INTO registrations (branch, status, created_by, created_at)
    VALUES ${sql.join(
      values.map(
        (v) => sql`(${v.branch}, ${v.status}, ${createdBy}, ${v.createdAt.toISOString()})`,
      ),
      sql`, `,
    )}
    RETURNING id, branch, status`);
  const rows = rowsOf<Row>(result).map((row) => ({ ...row, id: Number(row.id) }));
  // the dashboards' counters, as the write paths keep them (the all-time by-branch figure)
  for (const row of rows) await moveCount(db, row.branch, null, row.status);
  return rows;
}

/** The next state a record may take, as the workflow would move it, or undefined. */
function step(status: number): { to: number; extra?: SQL } | undefined {
  const erase = {
    to: STATUS.ERASED,
    extra: sql`, erased_at = now(), erased_by_name = 'Retention', erasure_reason = 'asked'`,
  };
  const options: Record<number, Array<{ to: number; extra?: SQL }>> = {
    [STATUS.DRAFT]: [{ to: STATUS.SUBMITTED }, { to: STATUS.DISCARDED }, erase],
    [STATUS.SUBMITTED]: [{ to: STATUS.VALIDATED }, { to: STATUS.RETURNED }, erase],
    [STATUS.VALIDATED]: [{ to: STATUS.APPROVED }, { to: STATUS.RETURNED }],
    [STATUS.RETURNED]: [{ to: STATUS.SUBMITTED }, erase],
  };
  const choices = options[status];
  return choices ? random.pick(choices) : undefined;
}

/** Moves random records on, one UPDATE or DELETE at a time as the write paths do. */
async function moveOn(db: Db, rows: Row[], steps: number) {
  for (let n = 0; n < steps; n += 1) {
    const row = random.pick(rows);
    if (random.next() < 0.03) {
      await db.execute(sql`DELETE FROM registrations WHERE id = ${row.id}`);
      await moveCount(db, row.branch, row.status, null);
      rows.splice(rows.indexOf(row), 1);
      continue;
    }
    const next = step(row.status);
    if (!next) continue;
    await db.execute(sql`UPDATE registrations
      SET status = ${next.to}, updated_at = now() ${next.extra ?? sql``} WHERE id = ${row.id}`);
    await moveCount(db, row.branch, row.status, next.to);
    row.status = next.to;
  }
}

const dayStart = (value: SQL, timeZone: string) =>
  sql`((${value})::timestamp AT TIME ZONE ${timeZone})`;

/** The reports' figures as they were computed before the counters: a scan of the records. */
async function scanned(db: Db, filter: ReportFilter, key: 'branch' | 'month') {
  const conditions = [sql`created_at < ${dayStart(sql`${filter.to}::date + 1`, filter.timeZone)}`];
  if (filter.from !== null)
    conditions.push(sql`created_at >= ${dayStart(sql`${filter.from}::date`, filter.timeZone)}`);
  if (filter.branch !== null) conditions.push(sql`branch = ${filter.branch}`);
  const keyed =
    key === 'branch'
      ? sql`branch`
      : sql`to_char(date_trunc('month', created_at AT TIME ZONE ${filter.timeZone}), 'YYYY-MM')`;
  const result = await db.execute(sql`
    SELECT ${keyed} AS key, status, count(*)::int AS count FROM registrations
     WHERE ${sql.join(conditions, sql` AND `)} GROUP BY 1, 2`);
  return rowsOf<{ key: string; status: number; count: number }>(result);
}

const sorted = <T extends { status: number; count: number }>(rows: T[], key: (row: T) => string) =>
  rows
    .map((row) => ({ key: key(row), status: Number(row.status), count: Number(row.count) }))
    .sort((a, b) => a.key.localeCompare(b.key) || a.status - b.status);

/** Periods of every shape: open, one day, one month, months, across years, into the future. */
function periods(count: number, timeZone: string) {
  const today = todayInTimeZone(new Date(), timeZone);
  const anyDay = () =>
    day(new Date(Date.now() - (3 * 365 + 20) * DAY_MS + random.int(3 * 365 + 60) * DAY_MS));
  const list: Array<{ from: string | null; to: string }> = [
    { from: null, to: today },
    { from: `${today.slice(0, 7)}-01`, to: today },
    { from: today, to: today },
  ];
  while (list.length < count) {
    const a = anyDay();
    const b = random.next() < 0.2 ? today : anyDay();
    const [from, to] = a <= b ? [a, b] : [b, a];
    const shape = random.int(4);
    if (shape === 0) list.push({ from: null, to });
    else if (shape === 1) {
      const first = `${from.slice(0, 7)}-01`;
      const last = day(new Date(Date.UTC(Number(from.slice(0, 4)), Number(from.slice(5, 7)), 0)));
      list.push({ from: first, to: last });
    } else if (shape === 2)
      list.push({ from, to: day(new Date(Date.parse(from) + random.int(28) * DAY_MS)) });
    else list.push({ from, to });
  }
  return { today, list };
}

/** Every period and branch: the counters' figures against the scan's, both ways of grouping. */
async function expectCountersToMatchTheScan(db: Db, timeZone: string, count: number) {
  await ensureCountsZone(db, timeZone);
  const { today, list } = periods(count, timeZone);
  let compared = 0;
  for (const period of list) {
    for (const branch of [null, random.pick(BRANCHES)]) {
      const filter = { ...period, branch, timeZone };
      const label = JSON.stringify(filter);
      expect(
        sorted(await countCreatedByBranch(db, filter, today), (r) => r.branch),
        label,
      ).toEqual(sorted(await scanned(db, filter, 'branch'), (r) => r.key));
      expect(
        sorted(await countCreatedByMonth(db, filter, today), (r) => r.month),
        label,
      ).toEqual(sorted(await scanned(db, filter, 'month'), (r) => r.key));
      compared += 1;
    }
  }
  return compared;
}

beforeAll(async () => {
  ctx = await createTestContext();
  await seedRegistry(ctx.database.db);
  for (const [who, role, branch] of [
    ['secretary', 'BBRANCHSEC', 'Agra'],
    ['validator', 'UVVOLUNTER', null],
    ['approver', 'DBAPPROVER', null],
    ['viewer', 'DATAVIEWER', null],
  ] as const) {
    const user = await ctx.createUser({ role, branch });
    tokens[who] = (await ctx.login(user.uid)).token;
    if (who === 'secretary') createdBy = user.id;
  }
});
afterAll(async () => ctx?.close());

describe('the report counters', () => {
  it('give the scan’s figures for every period and branch, through every kind of write', async () => {
    const db = ctx.database.db;
    // The application's own paths: creates, a validation, a return, an approval, a discard and
    // an erasure through the API.
    const photo = await uploadPhoto(ctx.app, tokens.secretary!);
    const records = [];
    for (let n = 0; n < 5; n += 1)
      records.push(
        await submitApplication(ctx.app, tokens.secretary!, photo, {
          firstName: ['Asha', 'Bela', 'Chitra', 'Divya', 'Esha'][n],
        }),
      );
    const [approved, returned, erased] = records;
    expect(
      (await act(ctx.app, tokens.validator!, approved!.id, 'validate', approved!.revision))
        .statusCode,
    ).toBe(200);
    expect(
      (await act(ctx.app, tokens.approver!, approved!.id, 'approve', approved!.revision + 1))
        .statusCode,
    ).toBe(200);
    expect(
      (await act(ctx.app, tokens.validator!, returned!.id, 'return', returned!.revision, 'photo'))
        .statusCode,
    ).toBe(200);
    const draft = await ctx.app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: bearer(tokens.secretary!),
      payload: { action: 'draft', branch: 'Agra', title: 'MS' },
    });
    const discarded = await ctx.app.inject({
      method: 'POST',
      url: `/api/registrations/${draft.json().registration.id}/discard`,
      headers: bearer(tokens.secretary!),
      payload: { revision: draft.json().registration.revision },
    });
    expect(discarded.statusCode, discarded.body).toBe(200);
    const erasure = await ctx.app.inject({
      method: 'POST',
      url: `/api/registrations/${erased!.id}/erasure`,
      headers: bearer(tokens.approver!),
      payload: { reason: 'asked by the seeker', revision: erased!.revision },
    });
    expect(erasure.statusCode, erasure.body).toBe(200);

    // Many records in random branches, months and states, moved on at random.
    const rows = await insertRecords(db, 400);
    rows.push(...(await insertRecords(db, 1)));
    await moveOn(db, rows, 600);
    expect(await expectCountersToMatchTheScan(db, KOLKATA, 40)).toBe(80);

    // Folding the shards changes no figure.
    await compactCounts(db);
    await expectCountersToMatchTheScan(db, KOLKATA, 15);

    // Another zone: the counters are rebuilt for it, and the writes that follow count in it.
    await expectCountersToMatchTheScan(db, ST_JOHNS, 15);
    rows.push(...(await insertRecords(db, 100)));
    await moveOn(db, rows, 300);
    await expectCountersToMatchTheScan(db, ST_JOHNS, 15);
    await expectCountersToMatchTheScan(db, KOLKATA, 15);
  });

  it('make the reports show, for every period, what the records say', async () => {
    const db = ctx.database.db;
    const { list } = periods(25, KOLKATA);
    const live = (status: number) => (LIVE_STATUS_IDS as readonly number[]).includes(status);
    for (const period of list) {
      for (const branch of [null, random.pick(BRANCHES)]) {
        const query = new URLSearchParams({
          to: period.to,
          ...(period.from ? { from: period.from } : {}),
          ...(branch ? { branch } : {}),
        });
        const response = await ctx.app.inject({
          url: `/api/reports?${query}`,
          headers: bearer(tokens.viewer!),
        });
        expect(response.statusCode, response.body).toBe(200);
        const report = response.json();
        const filter = { ...period, branch, timeZone: KOLKATA };
        // With no first day, the by-branch figures are every record's (the dashboards' counters).
        const byBranch = await scanned(
          db,
          period.from === null ? { ...filter, to: '9999-12-31' } : filter,
          'branch',
        );
        const byMonth = await scanned(db, filter, 'month');
        const totals = (rows: Array<{ key: string; status: number; count: number }>) => {
          const map = new Map<string, number>();
          for (const row of rows)
            if (live(row.status)) map.set(row.key, (map.get(row.key) ?? 0) + row.count);
          return [...map].sort(([a], [b]) => a.localeCompare(b));
        };
        const label = JSON.stringify(filter);
        expect(
          (report.byBranch as Array<{ branch: string; total: number }>)
            .map((b) => [b.branch, b.total])
            .sort(([a], [b]) => String(a).localeCompare(String(b))),
          label,
        ).toEqual(totals(byBranch));
        expect(
          (report.byMonth as Array<{ month: string; total: number }>).map((m) => [
            m.month,
            m.total,
          ]),
          label,
        ).toEqual(totals(byMonth));
        for (const { status, count } of report.byStatus as Array<{ status: number; count: number }>)
          expect(count, `${label} status ${status}`).toBe(
            byBranch.filter((r) => r.status === status).reduce((n, r) => n + r.count, 0),
          );
      }
    }
  });
});
