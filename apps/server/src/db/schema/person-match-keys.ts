import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members';
import { registrations } from './registrations';

/**
 * The duplicate check's index: one row per registry member and per registration in the
 * pipeline (not a draft, not yet approved), with the phonetic keys and folded names computed
 * in TypeScript (@form-a/domain/person-match) when the row is written. Names and branch are
 * read from the source row at search time, so a transfer or an edit never leaves them stale.
 */
export const personMatchKeys = pgTable(
  'person_match_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberUid: text('member_uid').references(() => members.uid, { onDelete: 'cascade' }),
    registrationId: bigint('registration_id', { mode: 'number' }).references(
      () => registrations.id,
      { onDelete: 'cascade' },
    ),
    dob: date('dob', { mode: 'string' }),
    firstKey: text('first_key').notNull(),
    lastKey: text('last_key').notNull(),
    /** 'first middle last' folded, for reading why two rows matched */
    nameFolded: text('name_folded').notNull(),
    fatherFolded: text('father_folded').notNull(),
    /** MATCH_KEYS_VERSION of the rules that computed this row */
    keysVersion: smallint('keys_version').notNull(),
  },
  (table) => [
    uniqueIndex('person_match_keys_member_uid_key').on(table.memberUid),
    uniqueIndex('person_match_keys_registration_id_key').on(table.registrationId),
    // Candidate look-ups: by date of birth (and its day/month swap), and by the key pair
    // within a window of dates.
    index('person_match_keys_dob_idx').on(table.dob),
    index('person_match_keys_names_dob_idx').on(table.firstKey, table.lastKey, table.dob),
    check(
      'person_match_keys_one_source',
      sql`(${table.memberUid} IS NULL) <> (${table.registrationId} IS NULL)`,
    ),
  ],
);

/**
 * One row: the MATCH_KEYS_VERSION every stored key was built with. The server rebuilds the
 * keys on start when the rules have changed (or when rows predate the table).
 */
export const personMatchKeysState = pgTable('person_match_keys_state', {
  id: smallint('id').primaryKey().default(1),
  builtVersion: integer('built_version').notNull().default(0),
});
