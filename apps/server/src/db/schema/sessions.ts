import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const sessions = pgTable(
  'sessions',
  {
    /** sha-256 of the bearer token: a leaked table does not leak usable tokens */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    remember: boolean('remember').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * the password was right but the second factor is still to come (ADR 046): such a session
     * may call only the second step's routes, and lives minutes, not SESSION_SECONDS
     */
    secondFactorPending: boolean('second_factor_pending').notNull().default(false),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);
