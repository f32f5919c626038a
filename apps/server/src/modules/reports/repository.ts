import { sql, type SQL } from 'drizzle-orm';
import { STAGE_AGE_BUCKETS } from '@form-a/domain/api/reports';
import { STATUS } from '@form-a/domain/status';
import type { Db } from '../../db/client';
import { countPlan, type CountPlan } from './count-plan';

export interface ReportFilter {
  /** first and last day (YYYY-MM-DD) in `timeZone`, both included; from null = no lower bound */
  from: string | null;
  to: string;
  branch: string | null;
  timeZone: string;
}

interface GroupRow extends Record<string, unknown> {
  branch?: string;
  month?: string;
  status: number;
  count: string | number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The day's start in the time zone, as an expression the planner can compare an index with. */
const dayStart = (day: SQL, timeZone: string) =>
  sql`((${day})::timestamp AT TIME ZONE ${timeZone})`;

/** Records created on the days [from, to) of the plan's scan, for the branch if one is named. */
function scanConditions(scan: CountPlan['scans'][number], filter: ReportFilter): SQL {
  const conditions: SQL[] = [
    sql`created_at >= ${dayStart(sql`${scan.from}::date`, filter.timeZone)}`,
    sql`created_at < ${dayStart(sql`${scan.to}::date`, filter.timeZone)}`,
  ];
  if (filter.branch !== null) conditions.push(sql`branch = ${filter.branch}`);
  return sql.join(conditions, sql` AND `);
}

/**
 * The statement counting the period's records per (`key`, status): the whole months from
 * report_counts (a few rows per month, branch and status: ADR 073) and the months the period
 * cuts into from an index-only scan of registrations_created_branch_status_idx over the days
 * countPlan chose. A group whose parts sum to nothing is left out, as a scan would never show it.
 */
function countedSql(filter: ReportFilter, plan: CountPlan, key: 'branch' | 'month'): SQL {
  const parts: SQL[] = [];
  if (plan.counters !== null) {
    const conditions: SQL[] = [sql`month <= ${plan.counters.to}::date`];
    if (plan.counters.from !== null) conditions.push(sql`month >= ${plan.counters.from}::date`);
    if (filter.branch !== null) conditions.push(sql`branch = ${filter.branch}`);
    parts.push(sql`SELECT ${sql.raw(key)} AS key, status, count
      FROM report_counts WHERE ${sql.join(conditions, sql` AND `)}`);
  }
  for (const scan of plan.scans) {
    const counted = scan.sign === 1 ? sql`count(*)` : sql`-count(*)`;
    parts.push(
      key === 'branch'
        ? sql`SELECT branch AS key, status, ${counted} AS count
            FROM registrations WHERE ${scanConditions(scan, filter)} GROUP BY branch, status`
        : sql`SELECT ${scan.month}::date AS key, status, ${counted} AS count
            FROM registrations WHERE ${scanConditions(scan, filter)} GROUP BY status`,
    );
  }
  const keyText = key === 'branch' ? sql`key` : sql`to_char(key, 'YYYY-MM')`;
  return sql`SELECT ${keyText} AS key, status, sum(count) AS count
    FROM (${sql.join(parts, sql` UNION ALL `)}) AS parts
   GROUP BY key, status
  HAVING sum(count) <> 0`;
}

async function countCreated(db: Db, filter: ReportFilter, today: string, key: 'branch' | 'month') {
  const plan = countPlan(filter.from, filter.to, today);
  if (plan.counters === null && plan.scans.length === 0) return [];
  const result = await db.execute(countedSql(filter, plan, key));
  return rowsOf<{ key: string; status: number; count: string | number }>(result).map((row) => ({
    key: String(row.key),
    status: Number(row.status),
    count: Number(row.count),
  }));
}

/** Records created in the period per (branch, status); `today` in the organisation's zone. */
export async function countCreatedByBranch(db: Db, filter: ReportFilter, today: string) {
  const rows = await countCreated(db, filter, today, 'branch');
  return rows.map(({ key, status, count }) => ({ branch: key, status, count }));
}

/** The same records per (calendar month in the organisation's zone, status). */
export async function countCreatedByMonth(db: Db, filter: ReportFilter, today: string) {
  const rows = await countCreated(db, filter, today, 'month');
  return rows.map(({ key, status, count }) => ({ month: key, status, count }));
}

/**
 * Makes report_counts count months in `timeZone`: when the zone it holds is another (the
 * migration's backfill used the default; TIME_ZONE was changed since), it is rebuilt from the
 * records. The rebuild holds registrations in SHARE mode: it waits for the writes under way and
 * holds new ones back until it commits (seconds at a million records), so that every write's
 * trigger counts under the new zone. Returns whether it rebuilt.
 */
export async function ensureCountsZone(db: Db, timeZone: string): Promise<boolean> {
  const current = async (d: Db) =>
    rowsOf<{ time_zone: string }>(await d.execute(sql`SELECT time_zone FROM report_counts_zone`))[0]
      ?.time_zone;
  if ((await current(db)) === timeZone) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE registrations IN SHARE MODE`);
    if ((await current(tx)) === timeZone) return false;
    await tx.execute(sql`DELETE FROM report_counts`);
    await tx.execute(sql`
      INSERT INTO report_counts (month, branch, status, shard, count)
      SELECT date_trunc('month', created_at AT TIME ZONE ${timeZone})::date, branch, status, 0,
             count(*)
        FROM registrations
       GROUP BY 1, 2, 3`);
    await tx.execute(sql`
      INSERT INTO report_counts_zone (id, time_zone) VALUES (1, ${timeZone})
      ON CONFLICT (id) DO UPDATE SET time_zone = excluded.time_zone`);
    return true;
  });
}

/**
 * Every record ever created, per (branch, status), from the dashboards' counters (kept in the
 * transaction of every state change, ADR 017): the all-time figures without reading records.
 */
export async function countAllByBranch(db: Db, branch: string | null) {
  const result = await db.execute(sql`
    SELECT branch, status, sum(count) AS count
      FROM registration_counts
     ${branch === null ? sql`` : sql`WHERE branch = ${branch}`}
     GROUP BY branch, status
    HAVING sum(count) <> 0`);
  return rowsOf<GroupRow>(result).map((row) => ({
    branch: String(row.branch),
    status: Number(row.status),
    count: Number(row.count),
  }));
}

/**
 * Records waiting now, by state and by how long since they entered it (updated_at: every write
 * sets it, and outside drafts every write is a state change). Reads the partial index
 * registrations_waiting_since_idx only; approved records are not in it and do not wait.
 */
export async function countWaiting(db: Db, branch: string | null, now: Date) {
  const bucket = sql.join(
    STAGE_AGE_BUCKETS.map((b, index) =>
      b.upToDays === null
        ? sql`ELSE ${index}`
        : sql`WHEN updated_at > ${now.toISOString()}::timestamptz - make_interval(days => ${b.upToDays}) THEN ${index}`,
    ),
    sql` `,
  );
  const result = await db.execute(sql`
    SELECT status, CASE ${bucket} END AS bucket, count(*) AS count
      FROM registrations
     WHERE status <> ${sql.raw(String(STATUS.APPROVED))}
       ${branch === null ? sql`` : sql`AND branch = ${branch}`}
     GROUP BY 1, 2`);
  return rowsOf<{ status: number; bucket: number; count: string | number }>(result).map((row) => ({
    status: Number(row.status),
    bucket: Number(row.bucket),
    count: Number(row.count),
  }));
}
