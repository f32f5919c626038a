import type { ErasureRequest, ErasureResult, ErasureTombstone } from '@form-a/domain/api/erasure';
import { ERASURE_MESSAGES, WORKFLOW_ALERTS } from '@form-a/domain/messages';
import { can } from '@form-a/domain/permissions';
import type { SessionUser } from '@form-a/domain/schemas/auth';
import { STATUS } from '@form-a/domain/status';
import type { Db } from '../../db/client';
import { invalidTransition, recordNotFound, staleRevision } from '../../lib/registration-errors';
import { queueCollectionRequest } from '../collection/requests';
import { eraseRegistration } from '../registrations/erasure';
import { findRegistration, type RegistrationRow } from '../registrations/repository';

export interface ErasureAnswer {
  statusCode: 200 | 202;
  body: ErasureResult;
}

export function toTombstone(row: RegistrationRow): ErasureTombstone {
  return {
    id: row.id,
    status: row.status,
    branch: row.branch,
    createdAt: row.createdAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    erasedAt: (row.erasedAt ?? row.updatedAt).toISOString(),
    erasedBy: row.erasedByName ?? '',
    reason: row.erasureReason ?? '',
  };
}

/**
 * An approver's or administrator's erasure of a person's data (ADR 055). A record not yet
 * approved is erased here, now (200, with its tombstone). An approved one is the collection
 * service's: the request is queued to it through the outbox, once (202), and nothing is erased
 * here.
 */
export async function requestErasure(
  db: Db,
  user: SessionUser,
  id: number,
  request: ErasureRequest,
): Promise<ErasureAnswer> {
  const row = await findRegistration(db, id);
  if (!row || !can(user, 'registration:erase', row)) throw recordNotFound();
  if (row.status === STATUS.APPROVED) return queueForCollection(db, user, id, request);

  const applied = await db.transaction((tx) =>
    eraseRegistration(tx, { user, id, revision: request.revision, reason: request.reason }),
  );
  // never repeated: the table has no 'erase' row out of 9, so a second one is a 409
  const saved = applied.repeated ? applied.record : applied.effect.saved;
  return {
    statusCode: 200,
    body: {
      outcome: 'erased',
      message: WORKFLOW_ALERTS.erased,
      messageKey: 'workflow.erased',
      tombstone: toTombstone(saved),
    },
  };
}

/**
 * The request for an approved record, under its row lock so that it is checked against the
 * state and revision it is queued for. A request already waiting is not queued again.
 */
async function queueForCollection(
  db: Db,
  user: SessionUser,
  id: number,
  request: ErasureRequest,
): Promise<ErasureAnswer> {
  return db.transaction(async (tx) => {
    const locked = await findRegistration(tx, id, { forUpdate: true });
    if (!locked) throw recordNotFound();
    if (locked.status !== STATUS.APPROVED || !locked.jigyasuUid)
      throw invalidTransition(locked.status, 'erase');
    if (locked.revision !== request.revision) throw staleRevision();
    const queued = await queueCollectionRequest(tx, {
      kind: 'erasure',
      registrationId: id,
      jigUid: locked.jigyasuUid,
      requestedBy: user,
      reason: request.reason,
    });
    const key = queued.alreadyQueued ? 'alreadyRequested' : 'requested';
    return {
      statusCode: 202,
      body: {
        outcome: 'requested',
        message: ERASURE_MESSAGES[key],
        messageKey: `erasure.${key}`,
        id,
        alreadyQueued: queued.alreadyQueued,
      },
    };
  });
}
