import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Failed sign-in counters, in the database so that every server process sees the same count. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  /** an account's sign-in is refused until then (the back-off after repeated failures, ADR 047) */
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});
