import { bigint, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { registrations } from './registrations';

/**
 * The header search's index (docs/decisions/026-header-search.md): one row per folded name
 * word and per phone number of every registration, whatever its state, written in the same
 * transaction as the registration. The primary key walks one term newest record first and
 * answers "does record x also have term t"; the branch index does the same within a branch.
 * A registration's branch never changes (a transfer moves the registry member, not the record).
 */
export const registrationSearchTerms = pgTable(
  'registration_search_terms',
  {
    term: text('term').notNull(),
    registrationId: bigint('registration_id', { mode: 'number' })
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    branch: text('branch').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'registration_search_terms_pk',
      columns: [table.term, table.registrationId],
    }),
    index('registration_search_terms_branch_idx').on(
      table.branch,
      table.term,
      table.registrationId,
    ),
    index('registration_search_terms_registration_idx').on(table.registrationId),
  ],
);

/** One row: the SEARCH_TERMS_VERSION every stored term was built with (rebuilt on start). */
export const registrationSearchTermsState = pgTable('registration_search_terms_state', {
  id: smallint('id').primaryKey().default(1),
  builtVersion: integer('built_version').notNull().default(0),
});
