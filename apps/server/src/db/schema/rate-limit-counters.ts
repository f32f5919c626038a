import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Per-account request counts of the current window, one row per (account, route class), shared
 * by every server process (ADR 045). UNLOGGED in the migration: the counts live a minute or an
 * hour and are not worth a WAL record.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    accountId: integer('account_id').notNull(),
    /** the route class (plugins/rate-limit.ts): read, write, search, precheck, export */
    class: text('class').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'rate_limit_counters_pk', columns: [table.accountId, table.class] }),
  ],
);
