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
    })),
  );
  if (!emailEnabled(config) || rows.length === 0) return rows;
  const choices = await repo.readEmailChoices(
    tx,
    rows.map((row) => row.userId),
  );
  for (const row of rows) {
    const wanted = choices.get(row.userId) ?? DEFAULT_EMAIL_KINDS;
    if (!wanted.includes(input.kind)) continue;
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

/** The review outcomes a secretary hears about: the record's author is told in the same transaction. */
export async function notifyReviewOutcome(
  tx: Db,
  config: Pick<Config, 'SMTP_HOST'>,
  input: {
    action: string;
    record: {
      id: number;
      status: number;
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
  // An approver's return goes back to the validators, not to the secretary.
  if (input.action === 'return' && record.status === STATUS.RETURNED) {
    await notify(tx, config, {
      userIds: [record.createdBy],
      kind: 'registration.returned',
      params: { registrationId: record.id, name, reason: input.note },
      registrationId: record.id,
    });
  } else if (input.action === 'approve' && record.jigyasuUid) {
    await notify(tx, config, {
      userIds: [record.createdBy],
      kind: 'registration.approved',
      params: { registrationId: record.id, name, jigyasuId: record.jigyasuUid },
      registrationId: record.id,
    });
  }
}
