import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Failed sign-in counters, in the database so that every server process sees the same count. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});
