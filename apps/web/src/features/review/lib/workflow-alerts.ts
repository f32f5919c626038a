import type { TFunction } from 'i18next';
import type { RoleCode } from '@form-a/domain/roles';
import type { StatusId } from '@form-a/domain/status';
import { alertKeyFor, type WorkflowAction } from '@form-a/domain/workflow';
import { isApiError } from '../../../lib/api-client';

/**
 * The alert after a review action, in the reader's language: chosen by the action the person
 * took (the domain's table, as the server chooses it) and, for an approval, the ID the answer
 * carries; the answer's English `message` is shown only for an action the table does not know.
 */
export function workflowAlert(
  t: TFunction,
  taken: { action: WorkflowAction; role: RoleCode | null; from: StatusId },
  answer: { message: string; jigyasuId: string | null },
): string {
  if (taken.action === 'approve' && answer.jigyasuId) {
    return `${t('review.alerts.approvedPrefix')} ${answer.jigyasuId}`;
  }
  const key = alertKeyFor(taken.action, taken.role, taken.from);
  return key ? t(`review.alerts.${key}`) : answer.message;
}

/**
 * True when the approval call failed on the server's side (5xx, or something that is not an
 * API error): the spec's 'Please Contact to server Admin…' case. A 4xx is an answer to show as
 * it is; so is a request that never reached the server (offline), which says so in the reader's
 * language and keeps the screen, since only the connection needs fixing (a second Approve of a
 * record the lost request did approve answers with its ID).
 */
export function isServerFailure(error: unknown): boolean {
  // a network failure is an ApiError with status 0 (lib/api-client): not this case
  return !isApiError(error) || error.status >= 500;
}

/**
 * The reference an administrator can look up in the server's log: a 500 answers with its
 * request id in `reference`; other failures have only their code.
 */
export function errorReference(error: unknown): string {
  if (!isApiError(error)) return 'UNKNOWN';
  if (error.reference) return error.reference;
  return error.status > 0 ? `${error.code} (HTTP ${error.status})` : error.code;
}
