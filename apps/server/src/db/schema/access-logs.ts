import { sql } from 'drizzle-orm';
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
import { registrations } from './registrations';
import { users } from './users';

/**
 * Who read a person's full details, when and how (ADR 054, migration 0025): append-only like the
 * history. An entry that read one record names it; one that read several (an export, a day's
 * cards) has its records in access_log_batches.
 */
export const accessLogs = pgTable(
  'access_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** when the read happened (the recorder writes a little later, in a batch) */
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** the reader's role at the time */
    role: text('role').notNull(),
    /** ACCESS_ACTIONS */
    action: text('action').notNull(),
    /**
     * the one record read; null when the entry read several (access_log_batches), or for a
     * transfer request of a member with no record here (`detail` names the request, ADR 081)
     */
    registrationId: bigint('registration_id', { mode: 'number' }).references(
      () => registrations.id,
    ),
    recordCount: integer('record_count').notNull(),
    /** what an export or a batch asked for: never a person's data */
    detail: jsonb('detail'),
  },
  (table) => [
    index('access_logs_registration_idx')
      .on(table.registrationId, table.at.desc(), table.id.desc())
      .where(sql`${table.registrationId} IS NOT NULL`),
    index('access_logs_at_idx').on(table.at, table.id),
  ],
);

/** The records of an entry that read several: sorted ids in chunks of at most 1,000. */
export const accessLogBatches = pgTable(
  'access_log_batches',
  {
    accessLogId: bigint('access_log_id', { mode: 'number' })
      .notNull()
      .references(() => accessLogs.id),
    firstId: bigint('first_id', { mode: 'number' }).notNull(),
    lastId: bigint('last_id', { mode: 'number' }).notNull(),
    registrationIds: bigint('registration_ids', { mode: 'number' }).array().notNull(),
  },
  (table) => [index('access_log_batches_entry_idx').on(table.accessLogId)],
);
