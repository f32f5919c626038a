import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { registrationCounts, registrationStatusTotals } from '../../db/schema';

/**
 * Counter rows per (branch, status). A write adds its +1 and -1 to one of them chosen at random,
 * so that concurrent writes in one branch seldom wait on the same row lock; a shard may go
 * negative, the sum over the shards is the count.
 */
export const COUNT_SHARDS = 16;

/**
 * The two counter upserts of moving one record between (branch, status) counters, as the
 * parts of one statement: `byBranch` goes in a WITH clause, `totals` is the statement's last
 * part. Null when nothing moves.
 */
export function countMoveSql(
  branch: string,
  from: number | null,
  to: number | null,
): { byBranch: SQL; totals: SQL } | null {
  if (from === to) return null;
  // Shards 1 … COUNT_SHARDS; shard 0 belongs to compactCounts alone.
  const shard = 1 + Math.floor(Math.random() * COUNT_SHARDS);
  const deltas = [
    ...(from !== null ? [{ status: from, delta: -1 }] : []),
    ...(to !== null ? [{ status: to, delta: 1 }] : []),
  ].sort((a, b) => a.status - b.status);
  // Within each table the rows are locked in status order, and PostgreSQL runs the two inserts
  // in the same order in every transaction, so two moves, say 1→2 and 2→1 in one branch,
  // cannot deadlock.
  const branchRows = sql.join(
    deltas.map(({ status, delta }) => sql`(${branch}, ${status}, ${shard}, ${delta})`),
    sql`, `,
  );
  const totalRows = sql.join(
    deltas.map(({ status, delta }) => sql`(${status}, ${shard}, ${delta})`),
    sql`, `,
  );
  return {
    byBranch: sql`INSERT INTO registration_counts (branch, status, shard, count) VALUES ${branchRows}
      ON CONFLICT (branch, status, shard)
        DO UPDATE SET count = registration_counts.count + excluded.count`,
    totals: sql`INSERT INTO registration_status_totals (status, shard, count) VALUES ${totalRows}
    ON CONFLICT (status, shard)
      DO UPDATE SET count = registration_status_totals.count + excluded.count`,
  };
}

/** Moves one record between (branch, status) counters in the caller's transaction. */
export async function moveCount(db: Db, branch: string, from: number | null, to: number | null) {
  const move = countMoveSql(branch, from, to);
  if (!move) return;
  // One statement for both tables: a round trip each was most of a review's time.
  await db.execute(sql`WITH by_branch AS (${move.byBranch}) ${move.totals}`);
}

/**
 * Folds the write shards into shard 0, so that readers sum a few rows per (branch, status)
 * rather than up to COUNT_SHARDS + 1. Rows a writer holds are skipped (SKIP LOCKED) and folded
 * next time; writers never touch shard 0, so neither side can wait on the other in a cycle.
 * The all-branch totals and the reports' month counters are folded the same way.
 */
export async function compactCounts(db: Db): Promise<number> {
  const branches = await db.execute(sql`
    WITH moved AS (
      DELETE FROM registration_counts
       WHERE ctid IN (SELECT ctid FROM registration_counts WHERE shard <> 0 FOR UPDATE SKIP LOCKED)
      RETURNING branch, status, count
    ), summed AS (
      SELECT branch, status, sum(count)::bigint AS count FROM moved GROUP BY branch, status
    )
    INSERT INTO registration_counts (branch, status, shard, count)
    SELECT branch, status, 0, count FROM summed
    ON CONFLICT (branch, status, shard)
      DO UPDATE SET count = registration_counts.count + excluded.count`);
  const totals = await db.execute(sql`
    WITH moved AS (
      DELETE FROM registration_status_totals
       WHERE ctid IN (
         SELECT ctid FROM registration_status_totals WHERE shard <> 0 FOR UPDATE SKIP LOCKED)
      RETURNING status, count
    ), summed AS (
      SELECT status, sum(count)::bigint AS count FROM moved GROUP BY status
    )
    INSERT INTO registration_status_totals (status, shard, count)
    SELECT status, 0, count FROM summed
    ON CONFLICT (status, shard)
      DO UPDATE SET count = registration_status_totals.count + excluded.count`);
  // The reports' month counters (ADR 073), written by triggers on the same shards' terms.
  const months = await db.execute(sql`
    WITH moved AS (
      DELETE FROM report_counts
       WHERE ctid IN (SELECT ctid FROM report_counts WHERE shard <> 0 FOR UPDATE SKIP LOCKED)
      RETURNING month, branch, status, count
    ), summed AS (
      SELECT month, branch, status, sum(count)::bigint AS count
        FROM moved GROUP BY month, branch, status
    )
    INSERT INTO report_counts (month, branch, status, shard, count)
    SELECT month, branch, status, 0, count FROM summed
    ON CONFLICT (month, branch, status, shard)
      DO UPDATE SET count = report_counts.count + excluded.count`);
  return rowCount(branches) + rowCount(totals) + rowCount(months);
}

const rowCount = (result: unknown) => (result as { rowCount?: number }).rowCount ?? 0;

/** status → count, for one branch or all. */
export async function readCounts(db: Db, branch: string | null): Promise<Map<number, number>> {
  const totals = {
    status: registrationCounts.status,
    total: sql<string>`sum(${registrationCounts.count})`,
  };
  const rows =
    branch === null
      ? await prepared(db, 'registration_status_totals', (d) =>
          d
            .select({
              status: registrationStatusTotals.status,
              total: sql<string>`sum(${registrationStatusTotals.count})`,
            })
            .from(registrationStatusTotals)
            .groupBy(registrationStatusTotals.status)
            .prepare('registration_status_totals'),
        ).execute()
      : await prepared(db, 'registration_counts_branch', (d) =>
          d
            .select(totals)
            .from(registrationCounts)
            .where(eq(registrationCounts.branch, sql.placeholder('branch')))
            .groupBy(registrationCounts.status)
            .prepare('registration_counts_branch'),
        ).execute({ branch });
  return new Map(rows.map((row) => [row.status, Number(row.total)]));
}
