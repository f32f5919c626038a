import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Raises the Jigyasu ID sequence to `start` when it is behind, so an installation that
 * continues an existing numbering never issues a number twice. Never lowers it.
 */
export async function ensureJigyasuSequenceStart(db: Db, start: number) {
  const result = await db.execute<{ last_value: string; is_called: boolean }>(
    sql`SELECT last_value, is_called FROM jigyasu_id_seq`,
  );
  const row = result.rows[0]!;
  const nextValue = row.is_called ? Number(row.last_value) + 1 : Number(row.last_value);
  if (start > nextValue) await db.execute(sql`SELECT setval('jigyasu_id_seq', ${start}, false)`);
}
