import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { outbox } from './outbox';
import { registrations } from './registrations';
import { users } from './users';

/**
 * The person's requests about an approved record, sent to the collection service (ADR 056): one
 * row per request, with the outbox row that carries it. Append-only, like the other logs.
 */
export const subjectRequests = pgTable(
  'subject_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    registrationId: bigint('registration_id', { mode: 'number' })
      .notNull()
      .references(() => registrations.id),
    jigUid: text('jig_uid').notNull(),
    /** 'erasure' | 'correction' */
    kind: text('kind').notNull(),
    /** the person's words: what is to be corrected, or why the data is to be erased */
    reason: text('reason').notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    requestedByName: text('requested_by_name').notNull(),
    requestedByRole: text('requested_by_role').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    outboxId: bigint('outbox_id', { mode: 'number' })
      .notNull()
      .references(() => outbox.id),
  },
  (table) => [
    index('subject_requests_registration_idx').on(
      table.registrationId,
      table.kind,
      table.id.desc(),
    ),
  ],
);

/** The built-in collection service's received requests, once per Idempotency-Key. */
export const collectionRequests = pgTable('collection_requests', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  kind: text('kind').notNull(),
  jigUid: text('jig_uid').notNull(),
  request: jsonb('request').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
