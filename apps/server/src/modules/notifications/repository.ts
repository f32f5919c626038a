import { and, count, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { notificationKindsFor } from '@form-a/domain/api/notifications';
import { scopeOf, type PermissionSubject } from '@form-a/domain/permissions';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  notificationAlerts,
  notifications,
  notificationSettings,
  registrations,
  transferRequests,
  users,
} from '../../db/schema';
import { transfersReadableBy } from '../transfers/repository';

export type NotificationRow = typeof notifications.$inferSelect;

/** Who reads a notification: the account, with its role and branch as they are now. */
export interface Reader extends PermissionSubject {
  id: number;
}

/**
 * The notifications `reader` may see now (ADR 047): the reader's own, of a kind the reader's
 * current role takes, about a record the reader may read now (registration:read, so an
 * own-branch grant covers the record's branch only) and about a transfer request the reader may
 * read now. A secretary moved to another branch, or whose role was taken away, no longer sees
 * what she was told before; the same test decides whether an email is still sent.
 */
function visibleTo(reader: Reader): SQL {
  const kinds = notificationKindsFor(reader.role);
  const recordScope = scopeOf(reader, 'registration:read');
  const readableRecord =
    recordScope === 'any'
      ? sql`true`
      : recordScope === 'own-branch' && reader.branch
        ? sql`EXISTS (SELECT 1 FROM ${registrations} WHERE ${registrations.id} = ${notifications.registrationId} AND ${registrations.branch} = ${reader.branch})`
        : sql`false`;
  const transferScope = scopeOf(reader, 'transfer:read');
  const readableTransfer =
    transferScope === 'any'
      ? sql`true`
      : transferScope === 'own-branch' && reader.branch
        ? sql`EXISTS (SELECT 1 FROM ${transferRequests} WHERE ${transferRequests.id} = ${notifications.transferId} AND ${transfersReadableBy(reader.branch)})`
        : sql`false`;
  return and(
    eq(notifications.userId, reader.id),
    kinds.length > 0 ? inArray(notifications.kind, kinds) : sql`false`,
    or(isNull(notifications.registrationId), readableRecord),
    or(isNull(notifications.transferId), readableTransfer),
  )!;
}

export async function insertNotifications(
  db: Db,
  rows: Array<typeof notifications.$inferInsert>,
): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db.insert(notifications).values(rows).returning();
}

export async function listForUser(
  db: Db,
  reader: Reader,
  query: { before?: number | undefined; limit: number },
) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        visibleTo(reader),
        query.before === undefined ? undefined : lt(notifications.id, query.before),
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(query.limit);
}

/**
 * The bell's figure: notifications_unread_idx finds the reader's unread rows, and the few of
 * them are checked against the reader's rights now.
 */
export async function unreadCount(db: Db, reader: Reader): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(visibleTo(reader), isNull(notifications.readAt)));
  return Number(row?.unread ?? 0);
}

/** Whether the notification's own reader may still see it (the email is sent only then). */
export async function visibleToItsReader(db: Db, id: number, reader: Reader): Promise<boolean> {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), visibleTo(reader)))
    .limit(1);
  return rows.length > 0;
}

/** Marks the user's own notifications read: `ids`, or all of them; others' ids change nothing. */
export async function markRead(db: Db, userId: number, ids: number[] | 'all') {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    );
}

/** Deletes every bell entry about a record (its erasure, ADR 055), in the caller's transaction. */
export async function deleteRecordNotifications(db: Db, registrationId: number) {
  await db.delete(notifications).where(eq(notifications.registrationId, registrationId));
}

export async function findNotification(db: Db, id: number) {
  const rows = await db
    .select({
      notification: notifications,
      email: users.email,
      name: users.name,
      language: users.language,
      active: users.active,
      role: users.role,
      branch: users.branch,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, id))
    .limit(1);
  return rows[0];
}

/** Stored email choices by user; a user without a row has not chosen (the defaults apply). */
export async function readEmailChoices(db: Db, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, string[]>();
  const rows = await db
    .select({ userId: notificationSettings.userId, email: notificationSettings.email })
    .from(notificationSettings)
    .where(inArray(notificationSettings.userId, userIds));
  return new Map(rows.map((row) => [row.userId, row.email]));
}

export async function writeEmailChoices(db: Db, userId: number, email: string[]) {
  await db
    .insert(notificationSettings)
    .values({ userId, email })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { email, updatedAt: new Date() },
    });
}

/**
 * The bell entries about a record of `branch`, written in one statement with their readers:
 * its author while she is still an active secretary of that branch (the one role that hears
 * about records, and reads only its own branch's: notificationKindsFor and the permission
 * table), else every active secretary of the branch, who now look after it (ADR 047).
 */
export async function insertRecordNotifications(
  db: Db,
  input: {
    author: number;
    branch: string;
    kind: string;
    params: Record<string, string | number>;
    registrationId: number;
  },
): Promise<NotificationRow[]> {
  const author = alias(users, 'author');
  const secretaryOfBranch = (account: typeof users | typeof author) =>
    and(eq(account.role, 'BBRANCHSEC'), eq(account.branch, input.branch), eq(account.active, true));
  return db
    .insert(notifications)
    .select(
      db
        .select({
          id: sql`nextval(pg_get_serial_sequence('notifications', 'id'))`.as('id'),
          userId: users.id,
          kind: sql`${input.kind}`.as('kind'),
          registrationId: sql`${input.registrationId}::bigint`.as('registration_id'),
          transferId: sql`null::bigint`.as('transfer_id'),
          params: sql`${JSON.stringify(input.params)}::jsonb`.as('params'),
          createdAt: sql`now()`.as('created_at'),
          readAt: sql`null::timestamptz`.as('read_at'),
        })
        .from(users)
        .where(
          and(
            secretaryOfBranch(users),
            or(
              eq(users.id, input.author),
              sql`not exists (${db
                .select({ one: sql`1` })
                .from(author)
                .where(and(eq(author.id, input.author), secretaryOfBranch(author)))})`,
            ),
          ),
        ),
    )
    .returning();
}

/** The active branch secretaries of `branches` (who hear about their branch's records). */
export async function activeSecretariesOf(db: Db, branches: string[]) {
  if (branches.length === 0) return [];
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.role, 'BBRANCHSEC'), inArray(users.branch, branches), eq(users.active, true)),
    );
}

/** Active accounts holding any of `roles` (the people a queue or delivery alert goes to). */
export async function activeUsersWithRoles(db: Db, roles: string[]) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, roles), eq(users.active, true)));
}

/**
 * Raises (or clears) a watched condition; true only for the call that changed it, so that one
 * process among several tells people once per episode.
 */
export async function setAlert(db: Db, key: string, raised: boolean): Promise<boolean> {
  const result = await db.execute(sql`
    INSERT INTO ${notificationAlerts} (key, raised, changed_at) VALUES (${key}, ${raised}, now())
    ON CONFLICT (key) DO UPDATE SET raised = excluded.raised, changed_at = now()
      WHERE ${notificationAlerts.raised} IS DISTINCT FROM excluded.raised
    RETURNING key`);
  return result.rows.length > 0;
}
