import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Calls to external services that must happen after a commit and must not be lost: written in
 * the same transaction as the change that needs them, delivered and retried by the worker.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** what to deliver, e.g. 'collection.jigyasu_data' */
    kind: text('kind').notNull(),
    registrationId: bigint('registration_id', { mode: 'number' }),
    /** sent as the Idempotency-Key header on every attempt */
    idempotencyKey: text('idempotency_key').notNull(),
    payload: jsonb('payload').notNull(),
    /** 'pending' | 'in_flight' | 'delivered' | 'refused' (the receiver said 409; not retried) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** a claim older than this is taken over: its worker died mid-call */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} <> 'delivered'`),
    index('outbox_registration_idx').on(table.registrationId),
    // ADR 056: a record's hand-off apart from the requests about it, and its waiting requests
    index('outbox_registration_kind_idx').on(table.registrationId, table.kind, table.id.desc()),
    index('outbox_status_idx').on(table.status, table.id),
  ],
);

/** Every delivery attempt, for the operator's view. */
export const outboxAttempts = pgTable(
  'outbox_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    outboxId: bigint('outbox_id', { mode: 'number' })
      .notNull()
      .references(() => outbox.id),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    statusCode: smallint('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (table) => [index('outbox_attempts_outbox_idx').on(table.outboxId, table.id)],
);

/** The built-in collection service's store: one approved record per Jigyasu ID. */
export const collectionRecords = pgTable('collection_records', {
  jigUid: text('jig_uid').primaryKey(),
  record: jsonb('record').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
