import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationAlerts, notifications, notificationSettings, users } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotifications(
  db: Db,
  rows: Array<typeof notifications.$inferInsert>,
): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db.insert(notifications).values(rows).returning();
}

export async function listForUser(
  db: Db,
  userId: number,
  query: { before?: number | undefined; limit: number },
) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        query.before === undefined ? undefined : lt(notifications.id, query.before),
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(query.limit);
}

/** The bell's figure: answered from notifications_unread_idx alone. */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.unread ?? 0);
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

export async function findNotification(db: Db, id: number) {
  const rows = await db
    .select({
      notification: notifications,
      email: users.email,
      name: users.name,
      language: users.language,
      active: users.active,
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
  return ((result as unknown as { rows: unknown[] }).rows ?? []).length > 0;
}
