import {
  COLLECTION_REQUEST_HISTORY_ACTIONS,
  type CollectionRequestKind,
  type CollectionRequestPayload,
} from '@form-a/domain/api/collection-requests';
import { OUTBOX_KINDS } from '@form-a/domain/outbox-kinds';
import type { SessionUser } from '@form-a/domain/schemas/auth';
import type { Db } from '../../db/client';
import { recordNotFound } from '../../lib/registration-errors';
import { enqueue, type OutboxRow } from '../outbox/repository';
import { recordTransition } from '../registrations/history';
import {
  findWaitingRequest,
  insertSubjectRequest,
  lockRecord,
  nextRequestId,
  type SubjectRequestRow,
} from './requests-repository';

/** What the portal asks the collection service to do with an approved record (ADR 056). */
export type { CollectionRequestKind } from '@form-a/domain/api/collection-requests';

export interface CollectionRequest {
  kind: CollectionRequestKind;
  registrationId: number;
  jigUid: string;
  requestedBy: SessionUser;
  /** the person's words: why, or what is to be corrected */
  reason: string;
}

export interface QueuedCollectionRequest {
  outboxId: number;
  /** true: a request of this kind was waiting already; nothing new was recorded or queued */
  alreadyQueued: boolean;
  /** the request queued now, or the one that was waiting */
  request: SubjectRequestRow;
}

export const OUTBOX_KIND_OF_REQUEST = {
  erasure: OUTBOX_KINDS.erasureRequest,
  correction: OUTBOX_KINDS.correctionRequest,
} as const satisfies Record<CollectionRequestKind, string>;

/**
 * The Idempotency-Key of a request's delivery: the Jigyasu ID first, so that the Outbox screen's
 * key column still names the record, then what and which request.
 */
export const requestIdempotencyKey = (jigUid: string, kind: CollectionRequestKind, id: number) =>
  `${jigUid}:${kind}:${id}`;

/**
 * Records a request to the collection service and queues its delivery through the outbox, in
 * the caller's transaction, with a history step on the record (no change of state) that says
 * who asked and, in its note, the person's words. A second request of the same kind about the
 * same record while the first is not yet delivered records and queues nothing
 * (`alreadyQueued`): the collection service hears of it once. The caller checks that the record
 * is approved; this only needs it to exist.
 */
export async function queueCollectionRequest(
  tx: Db,
  request: CollectionRequest,
): Promise<QueuedCollectionRequest> {
  const record = await lockRecord(tx, request.registrationId);
  if (!record) throw recordNotFound();
  const waiting = await findWaitingRequest(tx, request.registrationId, request.kind);
  if (waiting) return { outboxId: waiting.outboxId, alreadyQueued: true, request: waiting };

  const user = request.requestedBy;
  const id = await nextRequestId(tx);
  const requestedAt = new Date();
  const payload: CollectionRequestPayload = {
    request_id: id,
    kind: request.kind,
    jig_uid: request.jigUid,
    reason: request.reason,
    requested_by: user.uid,
    requested_by_name: user.name,
    requested_by_role: user.role ?? '',
    requested_at: requestedAt.toISOString(),
  };
  const queued: OutboxRow = await enqueue(tx, {
    kind: OUTBOX_KIND_OF_REQUEST[request.kind],
    registrationId: request.registrationId,
    idempotencyKey: requestIdempotencyKey(request.jigUid, request.kind, id),
    payload,
  });
  const row = await insertSubjectRequest(tx, {
    id,
    registrationId: request.registrationId,
    jigUid: request.jigUid,
    kind: request.kind,
    reason: request.reason,
    requestedBy: user.id,
    requestedByName: user.name,
    requestedByRole: user.role ?? '',
    requestedAt,
    outboxId: queued.id,
  });
  await recordTransition(
    tx,
    {
      registrationId: request.registrationId,
      action: COLLECTION_REQUEST_HISTORY_ACTIONS[request.kind],
      fromStatus: record.status,
      toStatus: record.status,
      actorId: user.id,
      actorName: user.name,
      role: user.role ?? '',
      note: request.reason,
    },
    record.branch,
  );
  return { outboxId: queued.id, alreadyQueued: false, request: row };
}
