import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collectionRecords } from '../../db/schema';

/** Stores the first delivery of an ID; a repeated delivery changes nothing. */
export async function storeCollectionRecord(
  db: Db,
  jigUid: string,
  record: unknown,
  idempotencyKey: string,
) {
  const rows = await db
    .insert(collectionRecords)
    .values({ jigUid, record, idempotencyKey })
    .onConflictDoNothing()
    .returning({ jigUid: collectionRecords.jigUid });
  return rows.length > 0;
}

export async function findCollectionRecord(db: Db, jigUid: string) {
  const rows = await db
    .select()
    .from(collectionRecords)
    .where(eq(sql`upper(${collectionRecords.jigUid})`, jigUid.toUpperCase()))
    .limit(1);
  return rows[0];
}
