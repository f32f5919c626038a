import { asc, eq, sql } from 'drizzle-orm';
import type { CollectionRequestPayload } from '@form-a/domain/api/collection-requests';
import type { Db } from '../../db/client';
import { collectionRecords, collectionRequests } from '../../db/schema';

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

/**
 * Keeps a request the built-in collection service received; a repeated delivery (same
 * Idempotency-Key) changes nothing, as the contract asks of any receiver.
 */
export async function storeCollectionRequest(
  db: Db,
  request: CollectionRequestPayload,
  idempotencyKey: string,
): Promise<'stored' | 'repeated'> {
  const rows = await db
    .insert(collectionRequests)
    .values({ idempotencyKey, kind: request.kind, jigUid: request.jig_uid, request })
    .onConflictDoNothing()
    .returning({ key: collectionRequests.idempotencyKey });
  return rows.length > 0 ? 'stored' : 'repeated';
}

/** The requests the built-in service received about an ID, oldest first. */
export async function listCollectionRequests(db: Db, jigUid: string) {
  return db
    .select()
    .from(collectionRequests)
    .where(eq(sql`upper(${collectionRequests.jigUid})`, jigUid.toUpperCase()))
    .orderBy(asc(collectionRequests.receivedAt));
}
