import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { CollectionRequestInfo } from '@form-a/domain/api/collection-requests';
import type { CollectionRequestKind } from '@form-a/domain/api/collection-requests';
import type { Db } from '../../db/client';
import { outbox, registrations, subjectRequests } from '../../db/schema';

export type SubjectRequestRow = typeof subjectRequests.$inferSelect;

/**
 * Locks the record's row for the rest of the transaction, so that two requests about it made at
 * once are decided one after the other (the second sees the first waiting). Its status, branch
 * and Jigyasu ID as locked; undefined when there is no such record.
 */
export async function lockRecord(db: Db, registrationId: number) {
  const rows = await db
    .select({
      status: registrations.status,
      branch: registrations.branch,
      jigyasuUid: registrations.jigyasuUid,
    })
    .from(registrations)
    .where(eq(registrations.id, registrationId))
    .for('update');
  return rows[0];
}

/** The newest request of `kind` about the record whose delivery has not been made yet. */
export async function findWaitingRequest(
  db: Db,
  registrationId: number,
  kind: CollectionRequestKind,
): Promise<SubjectRequestRow | undefined> {
  const rows = await db
    .select({ request: subjectRequests })
    .from(subjectRequests)
    .innerJoin(outbox, eq(outbox.id, subjectRequests.outboxId))
    .where(
      and(
        eq(subjectRequests.registrationId, registrationId),
        eq(subjectRequests.kind, kind),
        ne(outbox.status, 'delivered'),
      ),
    )
    .orderBy(desc(subjectRequests.id))
    .limit(1);
  return rows[0]?.request;
}

/** A request's number before it is written: its outbox row's key and payload carry it. */
export async function nextRequestId(db: Db): Promise<number> {
  const result = await db.execute<{ id: string }>(
    sql`SELECT nextval(pg_get_serial_sequence('subject_requests', 'id'))::bigint AS id`,
  );
  return Number(result.rows[0]!.id);
}

export async function insertSubjectRequest(db: Db, values: typeof subjectRequests.$inferInsert) {
  const rows = await db.insert(subjectRequests).values(values).returning();
  return rows[0]!;
}

/** Every request about a record, oldest first (a handful at most). */
export async function listSubjectRequests(db: Db, registrationId: number) {
  return db
    .select()
    .from(subjectRequests)
    .where(eq(subjectRequests.registrationId, registrationId))
    .orderBy(subjectRequests.id)
    .limit(500);
}

export function toCollectionRequestInfo(row: SubjectRequestRow): CollectionRequestInfo {
  return {
    id: row.id,
    kind: row.kind as CollectionRequestKind,
    registrationId: row.registrationId,
    jigyasuId: row.jigUid,
    reason: row.reason,
    requestedByName: row.requestedByName,
    requestedByRole: row.requestedByRole,
    requestedAt: row.requestedAt.toISOString(),
    outboxId: row.outboxId,
  };
}
