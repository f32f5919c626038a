import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** The first answer to a request that carried an Idempotency-Key, replayed on every retry. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    /** method, route and body digest: the same key with another request is refused */
    requestHash: text('request_hash').notNull(),
    statusCode: smallint('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    // the retention job deletes keys past IDEMPOTENCY_KEY_DAYS (ADR 089)
    index('idempotency_keys_created_idx').on(table.createdAt),
    // An erasure (ADR 055) deletes the stored answers that carry the record it erases.
    index('idempotency_keys_registration_idx').using(
      'btree',
      sql`(${table.response} -> 'registration' ->> 'id')`,
    ),
  ],
);
