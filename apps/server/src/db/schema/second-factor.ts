import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * An account's TOTP secret (ADR 046): AES-256-GCM ciphertext under SECOND_FACTOR_KEY, so a copy
 * of the database alone gives no one the codes. Unconfirmed (`confirmed_at` null) while the user
 * enrols; `last_used_step` is the time step of the last code accepted, so a code is good once.
 */
export const secondFactors = pgTable('second_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Ten one-time codes per enrolment, stored as SHA-256 of 80 random bits each. */
export const secondFactorRecoveryCodes = pgTable(
  'second_factor_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('second_factor_recovery_codes_user_hash_key').on(table.userId, table.codeHash),
  ],
);

/** A browser that may skip the second step for its user until `expires_at` (the cookie's hash). */
export const secondFactorBrowsers = pgTable(
  'second_factor_browsers',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('second_factor_browsers_user_idx').on(table.userId)],
);

/** Append-only (migration 0021): enrolments, recovery codes used, resets and who made them. */
export const secondFactorLogs = pgTable(
  'second_factor_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** the administrator who reset the factor; null for the user's own acts and the command line */
    actorId: integer('actor_id').references(() => users.id),
    /** one of SECOND_FACTOR_EVENTS (modules/second-factor/repository.ts) */
    event: text('event').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('second_factor_logs_user_idx').on(table.userId, table.id.desc())],
);
