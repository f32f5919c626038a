import { CONFLICT_MESSAGES, RECORD_MESSAGES } from '@form-a/domain/messages';
import { messageRef } from '@form-a/domain/message-ref';
import { conflictMessage, conflictMessageKey, type WorkflowAction } from '@form-a/domain/workflow';
import { AppError, notFound } from './app-error';

/**
 * The errors every registration write answers with, in one place: the intake, the review
 * desk and the duplicate check raise them, and none of them imports another's service for it.
 */

/** Also the answer for a record outside the reader's scope, so that ids reveal nothing. */
export const recordNotFound = () => notFound(messageRef('record.notFound'));

export function staleRevision() {
  return new AppError(
    409,
    'STALE_REVISION',
    CONFLICT_MESSAGES.staleRevision,
    undefined,
    undefined,
    {
      messageKey: 'conflict.staleRevision',
    },
  );
}

export function invalidTransition(status: number, action: WorkflowAction) {
  return new AppError(
    409,
    'INVALID_TRANSITION',
    conflictMessage(status, action),
    undefined,
    undefined,
    { messageKey: `conflict.${conflictMessageKey(status, action)}` },
  );
}

/**
 * A record whose personal data was erased (ADR 055), to a reader who could read it: 410, with
 * when, by whom and why, so that a screen can say what became of it.
 */
export function recordErased(tombstone: { erasedAt: Date; erasedBy: string; reason: string }) {
  return new AppError(410, 'GONE', RECORD_MESSAGES.erased, undefined, undefined, {
    messageKey: 'record.erased',
    params: {
      erasedAt: tombstone.erasedAt.toISOString(),
      erasedBy: tombstone.erasedBy,
      reason: tombstone.reason,
    },
  });
}
