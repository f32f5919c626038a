import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collectionRecords } from '../../db/schema';

/**
 * Stores the first delivery of an ID. A repeated delivery (same Idempotency-Key) changes
 * nothing; a different record under an ID that is taken is a conflict and changes nothing.
 */
export async function storeCollectionRecord(
  db: Db,
  jigUid: string,
  record: unknown,
  idempotencyKey: string,
): Promise<'stored' | 'repeated' | 'conflict'> {
  const rows = await db
    .insert(collectionRecords)
    .values({ jigUid, record, idempotencyKey })
    .onConflictDoNothing()
    .returning({ jigUid: collectionRecords.jigUid });
  if (rows.length > 0) return 'stored';
  const existing = await db
    .select({ idempotencyKey: collectionRecords.idempotencyKey })
    .from(collectionRecords)
    .where(eq(collectionRecords.jigUid, jigUid))
    .limit(1);
  return existing[0]?.idempotencyKey === idempotencyKey ? 'repeated' : 'conflict';
}

export async function findCollectionRecord(db: Db, jigUid: string) {
  const rows = await db
    .select()
    .from(collectionRecords)
    .where(eq(sql`upper(${collectionRecords.jigUid})`, jigUid.toUpperCase()))
    .limit(1);
  return rows[0];
}
