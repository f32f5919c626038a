import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { registrations } from './registrations';
import { users } from './users';

/**
 * Every duplicate pre-check that matched someone (ADR 045): who asked and whom it matched, a
 * registration in process or a registry member. Append-only, like the other logs: the approvers'
 * 'Pre-check matches' screen reads it, so that probing for a birth date is visible.
 */
export const duplicatePrecheckMatches = pgTable(
  'duplicate_precheck_matches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    proberId: integer('prober_id')
      .notNull()
      .references(() => users.id),
    proberName: text('prober_name').notNull(),
    proberRole: text('prober_role').notNull(),
    proberBranch: text('prober_branch'),
    /** 'likely' or 'possible' */
    level: text('level').notNull(),
    /** the registration matched (in process), or null for a registry member */
    registrationId: bigint('registration_id', { mode: 'number' }).references(
      () => registrations.id,
    ),
    /** the registry member matched, or null for a registration */
    memberUid: text('member_uid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('duplicate_precheck_matches_prober_idx').on(table.proberId, table.id.desc())],
);
