import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

export async function findIdempotencyKey(db: Db, userId: number, key: string) {
  const rows = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return rows[0];
}

/** Claims the key; false when another request holds it already. */
export async function claimIdempotencyKey(
  db: Db,
  values: { userId: number; key: string; requestHash: string },
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values(values)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function deleteIdempotencyKey(db: Db, userId: number, key: string) {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Keys created before `cutoff`: what the sweep would delete (the retention job's dry run). */
export async function countKeysCreatedBefore(db: Db, cutoff: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff));
  return row?.count ?? 0;
}

export async function storeIdempotentResponse(
  db: Db,
  userId: number,
  key: string,
  statusCode: number,
  response: unknown,
) {
  await db
    .update(idempotencyKeys)
    .set({ statusCode, response })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/**
 * Deletes up to `limit` keys created before `cutoff` (idempotency_keys_created_idx finds them);
 * rows another server's sweep holds are skipped, not waited for. Returns how many went.
 */
export async function deleteKeysCreatedBefore(db: Db, cutoff: Date, limit: number) {
  const rows = await db
    .delete(idempotencyKeys)
    .where(
      sql`ctid IN (SELECT ctid FROM ${idempotencyKeys} WHERE ${idempotencyKeys.createdAt} < ${cutoff.toISOString()}::timestamptz LIMIT ${limit} FOR UPDATE SKIP LOCKED)`,
    )
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
