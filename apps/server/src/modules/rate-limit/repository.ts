import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';

/** An account's count of one class in one window: a delta going in, or a total coming back. */
export interface Counter {
  accountId: number;
  rateClass: string;
  windowStart: Date;
  count: number;
}

/**
 * What an upsert does with a row that already exists: add to it while it counts the same window,
 * start it again for a newer window, and keep it (dropping the delta) when the delta belongs to
 * a window that has already ended (a process whose flush arrives late, or whose clock is behind).
 */
const MERGE = sql`
  count = CASE
    WHEN c.window_start = excluded.window_start THEN c.count + excluded.count
    WHEN c.window_start < excluded.window_start THEN excluded.count
    ELSE c.count END,
  window_start = GREATEST(c.window_start, excluded.window_start)`;

interface TotalRow extends Record<string, unknown> {
  account_id: number;
  class: string;
  window_start: Date | string;
  count: number;
}

function toTotal(row: TotalRow): Counter {
  return {
    accountId: Number(row.account_id),
    rateClass: row.class,
    windowStart: new Date(row.window_start),
    count: Number(row.count),
  };
}

function rowsOf(result: unknown): TotalRow[] {
  return (result as { rows: TotalRow[] }).rows;
}

/**
 * Adds a process's counts to the shared ones in one statement and answers the totals of every
 * row it touched. The rows go in (account, class) order, so that two processes flushing the same
 * accounts lock them in the same order and cannot deadlock; each (account, class) at most once
 * (ON CONFLICT may touch a row only once per statement).
 */
export async function addCounts(db: Db, deltas: readonly Counter[]): Promise<Counter[]> {
  if (deltas.length === 0) return [];
  const result = await db.execute(sql`
    INSERT INTO ${rateLimitCounters} AS c (account_id, class, window_start, count)
    SELECT * FROM unnest(
      ${sql.param(deltas.map((delta) => delta.accountId))}::int[],
      ${sql.param(deltas.map((delta) => delta.rateClass))}::text[],
      ${sql.param(deltas.map((delta) => delta.windowStart.toISOString()))}::timestamptz[],
      ${sql.param(deltas.map((delta) => delta.count))}::int[])
    ON CONFLICT (account_id, class) DO UPDATE SET ${MERGE}
    RETURNING account_id, class, window_start, count`);
  return rowsOf(result).map(toTotal);
}

/** One request counted at once (the low-volume classes): the new total of its window. */
export async function addOne(
  db: Db,
  accountId: number,
  rateClass: string,
  windowStart: Date,
): Promise<Counter> {
  const [total] = await addCounts(db, [{ accountId, rateClass, windowStart, count: 1 }]);
  return total!;
}

/** The shared count of one account's class in the window that starts at `windowStart` (0 if none). */
export async function readOne(
  db: Db,
  accountId: number,
  rateClass: string,
  windowStart: Date,
): Promise<number> {
  const result = await db.execute(sql`
    SELECT count FROM ${rateLimitCounters}
     WHERE account_id = ${accountId} AND class = ${rateClass}
       AND window_start = ${windowStart.toISOString()}::timestamptz`);
  const [row] = rowsOf(result);
  return row ? Number(row.count) : 0;
}
