import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { transferRequests } from './transfers';
import { users } from './users';

/** The bell's entries: one row per person told, written in the transaction of the event. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** one of NOTIFICATION_KINDS (packages/domain/src/api/notifications.ts) */
    kind: text('kind').notNull(),
    registrationId: bigint('registration_id', { mode: 'number' }),
    /** the transfer request it is about, when there is one (who may read it decides who sees it) */
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => transferRequests.id),
    /** what the web's wording of the kind fills in (a name, a reason, an ID) */
    params: jsonb('params').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    // The list, newest first; and the bell's count, which the partial index answers alone.
    index('notifications_user_id_idx').on(table.userId, table.id.desc()),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} IS NULL`),
    // An erasure (ADR 055) deletes the entries about the record it erases (they carry its name).
    index('notifications_registration_idx')
      .on(table.registrationId)
      .where(sql`${table.registrationId} IS NOT NULL`),
  ],
);

/** Which notification kinds a user also wants by email (no row: the defaults). */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  email: jsonb('email').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Conditions watched over time (a queue over its threshold, deliveries failing): raised once
 * when the condition starts, cleared when it ends, so people are told once per episode even
 * with several server processes watching.
 */
export const notificationAlerts = pgTable('notification_alerts', {
  key: text('key').primaryKey(),
  raised: boolean('raised').notNull().default(false),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Secrets the server makes for itself when none is configured, shared by every process. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
