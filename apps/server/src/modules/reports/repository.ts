import { sql, type SQL } from 'drizzle-orm';
import { STAGE_AGE_BUCKETS } from '@form-a/domain/api/reports';
import { STATUS } from '@form-a/domain/status';
import type { Db } from '../../db/client';

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

function periodConditions(filter: ReportFilter): SQL {
  const conditions: SQL[] = [
    sql`created_at < ${dayStart(sql`${filter.to}::date + 1`, filter.timeZone)}`,
  ];
  if (filter.from !== null)
    conditions.push(sql`created_at >= ${dayStart(sql`${filter.from}::date`, filter.timeZone)}`);
  if (filter.branch !== null) conditions.push(sql`branch = ${filter.branch}`);
  return sql.join(conditions, sql` AND `);
}

/**
 * Records created in the period per (branch, status): an index-only scan of
 * registrations_created_branch_status_idx (it holds every column read) and a hash aggregate.
 * bench/RESULTS.md has its cost at a million records.
 */
export async function countCreatedByBranch(db: Db, filter: ReportFilter) {
  const result = await db.execute(sql`
    SELECT branch, status, count(*) AS count
      FROM registrations
     WHERE ${periodConditions(filter)}
     GROUP BY branch, status`);
  return rowsOf<GroupRow>(result).map((row) => ({
    branch: String(row.branch),
    status: Number(row.status),
    count: Number(row.count),
  }));
}

/**
 * The same records per (calendar month in the organisation's zone, status). date_trunc, not
 * to_char: formatting a million timestamps took longer than reading them.
 */
export async function countCreatedByMonth(db: Db, filter: ReportFilter) {
  const result = await db.execute(sql`
    SELECT to_char(month, 'YYYY-MM') AS month, status, count
      FROM (SELECT date_trunc('month', created_at AT TIME ZONE ${filter.timeZone}) AS month,
                   status, count(*) AS count
              FROM registrations
             WHERE ${periodConditions(filter)}
             GROUP BY 1, 2) AS months`);
  return rowsOf<GroupRow>(result).map((row) => ({
    month: String(row.month),
    status: Number(row.status),
    count: Number(row.count),
  }));
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
