import { NOTIFICATION_KINDS, type NotificationKind } from '@form-a/domain/api/notifications';
import { emailEnabled, type Config } from '../../config';
import { STATUS } from '@form-a/domain/status';
import type { Db } from '../../db/client';
import { enqueue } from '../outbox/repository';
import { EMAIL_NOTIFICATION } from '../outbox/worker';
import * as repo from './repository';

/** Without a stored choice a user gets every kind by email (when the server can send email). */
export const DEFAULT_EMAIL_KINDS: readonly NotificationKind[] = NOTIFICATION_KINDS;

export interface NotifyInput {
  userIds: number[];
  kind: NotificationKind;
  params: Record<string, string | number>;
  registrationId?: number | null;
  transferId?: number | null;
}

/**
 * Writes the bell entries and, for those who want it by email, the email's outbox row: both in
 * the caller's transaction, so an event that commits is told exactly as it committed and one
 * that rolls back is told to nobody. The outbox row names the notification only; the worker
 * reads the address and words the email when it sends it.
 */
export async function notify(tx: Db, config: Pick<Config, 'SMTP_HOST'>, input: NotifyInput) {
  const rows = await repo.insertNotifications(
    tx,
    [...new Set(input.userIds)].map((userId) => ({
      userId,
      kind: input.kind,
      params: input.params,
      registrationId: input.registrationId ?? null,
      transferId: input.transferId ?? null,
    })),
  );
  return queueEmails(tx, config, input.kind, rows);
}

/** The email outbox rows of bell entries just written, for those who want them by email. */
async function queueEmails(
  tx: Db,
  config: Pick<Config, 'SMTP_HOST'>,
  kind: NotificationKind,
  rows: repo.NotificationRow[],
) {
  if (!emailEnabled(config) || rows.length === 0) return rows;
  const choices = await repo.readEmailChoices(
    tx,
    rows.map((row) => row.userId),
  );
  for (const row of rows) {
    const wanted = choices.get(row.userId) ?? DEFAULT_EMAIL_KINDS;
    if (!wanted.includes(kind)) continue;
    await enqueue(tx, {
      kind: EMAIL_NOTIFICATION,
      // Not the record's: the record's outbox row is its hand-off (findByRegistration).
      registrationId: null,
      idempotencyKey: `notification-${row.id}`,
      payload: { notificationId: row.id },
    });
  }
  return rows;
}

/** The review outcomes a secretary hears about, told in the review's own transaction. */
export async function notifyReviewOutcome(
  tx: Db,
  config: Pick<Config, 'SMTP_HOST'>,
  input: {
    action: string;
    record: {
      id: number;
      status: number;
      branch: string;
      createdBy: number;
      firstName: string;
      lastName: string;
      jigyasuUid: string | null;
    };
    note: string;
  },
) {
  const { record } = input;
  const name = [record.firstName, record.lastName].filter(Boolean).join(' ');
  // A return tells the secretary only when it reached her (status 6): the approver's 'return'
  // goes back to the validators, 'returnToSecretary' comes to her (ADR 048).
  const told:
    | { kind: 'registration.returned' | 'registration.approved'; params: Record<string, string> }
    | undefined =
    (input.action === 'return' || input.action === 'returnToSecretary') &&
    record.status === STATUS.RETURNED
      ? { kind: 'registration.returned' as const, params: { reason: input.note } }
      : input.action === 'approve' && record.jigyasuUid
        ? { kind: 'registration.approved' as const, params: { jigyasuId: record.jigyasuUid } }
        : undefined;
  if (!told) return;
  const rows = await repo.insertRecordNotifications(tx, {
    author: record.createdBy,
    branch: record.branch,
    kind: told.kind,
    params: { registrationId: record.id, name, ...told.params },
    registrationId: record.id,
  });
  await queueEmails(tx, config, told.kind, rows);
}

/**
 * A transfer request, or its decision, told to the secretaries of the member's branch and of
 * the branch that asked (ADR 047), in the request's or the decision's own transaction; `except`
 * is whoever did it (nobody is told of their own request).
 */
export async function notifyTransfer(
  tx: Db,
  config: Pick<Config, 'SMTP_HOST'>,
  input: {
    kind: 'transfer.requested' | 'transfer.decided';
    transfer: {
      id: number;
      uid: string;
      status: string;
      currentBranch: string;
      movingToBranch: string;
      requestedByBranch: string;
      title: string;
      firstName: string;
      lastName: string;
    };
    except?: number;
  },
) {
  const { transfer } = input;
  const people = await repo.activeSecretariesOf(tx, [
    ...new Set([transfer.currentBranch, transfer.requestedByBranch]),
  ]);
  const userIds = people.map((person) => person.id).filter((id) => id !== input.except);
  if (userIds.length === 0) return [];
  const params: Record<string, string | number> = {
    transferId: transfer.id,
    uid: transfer.uid,
    name: [transfer.firstName, transfer.lastName].filter(Boolean).join(' '),
    fromBranch: transfer.currentBranch,
    toBranch: transfer.movingToBranch,
  };
  if (input.kind === 'transfer.decided')
    params.decision = transfer.status === 'Approved' ? 'approved' : 'rejected';
  return notify(tx, config, { userIds, kind: input.kind, params, transferId: transfer.id });
}

/**
 * Tells an account's owner that sign-in failed `failures` times on it (ADR 047): in the bell,
 * and by email when the server sends email and the owner has not turned it off.
 */
export async function notifySignInFailures(
  db: Db,
  config: Pick<Config, 'SMTP_HOST'>,
  userId: number,
  failures: number,
) {
  await db.transaction((tx) =>
    notify(tx, config, {
      userIds: [userId],
      kind: 'account.sign-in-failures',
      params: { failures },
    }),
  );
}
