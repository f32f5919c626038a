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
    /** sound keys of the given name, the surname and the father's given name */
    firstKey: text('first_key').notNull(),
    lastKey: text('last_key').notNull(),
    fatherKey: text('father_key').notNull().default(''),
    /** the given and surname keys sorted: first and last name swapped still meet */
    namesKey: text('names_key').notNull().default(''),
    /** the given key's first letter: initials and pet names share it (ADR 074) */
    initialKey: text('initial_key').notNull().default(''),
    /** 'first middle last' folded, for reading why two rows matched */
    nameFolded: text('name_folded').notNull(),
    fatherFolded: text('father_folded').notNull(),
    /** MATCH_KEYS_VERSION of the rules that computed this row */
    keysVersion: smallint('keys_version').notNull(),
  },
  (table) => {
    const source = [table.memberUid, table.registrationId] as const;
    return [
      uniqueIndex('person_match_keys_member_uid_key').on(table.memberUid),
      uniqueIndex('person_match_keys_registration_id_key').on(table.registrationId),
      // Candidate look-ups (ADR 027): by date of birth (and its day/month swap); by each pair of
      // name keys with a near date; by the father with a date one digit away. Each index also
      // carries the other keys and the row's source after the columns it is searched by, so the
      // look-ups and the pre-score that keeps the best of their rows read no table row (an
      // index-only scan); only the rows kept are then read in full.
      index('person_match_keys_dob_idx').on(
        table.dob,
        table.firstKey,
        table.lastKey,
        table.fatherKey,
        ...source,
      ),
      index('person_match_keys_names_idx').on(
        table.namesKey,
        table.dob,
        table.firstKey,
        table.lastKey,
        table.fatherKey,
        ...source,
      ),
      index('person_match_keys_given_father_idx').on(
        table.firstKey,
        table.fatherKey,
        table.dob,
        table.lastKey,
        ...source,
      ),
      index('person_match_keys_surname_father_idx').on(
        table.lastKey,
        table.fatherKey,
        table.dob,
        table.firstKey,
        ...source,
      ),
      // ADR 074: the given name alone, and the surname with the given name's first sound, each
      // with a near date: found when two fields changed at once.
      index('person_match_keys_given_dob_idx').on(
        table.firstKey,
        table.dob,
        table.lastKey,
        table.fatherKey,
        ...source,
      ),
      index('person_match_keys_surname_initial_idx').on(
        table.lastKey,
        table.initialKey,
        table.dob,
        table.firstKey,
        table.fatherKey,
        ...source,
      ),
      index('person_match_keys_father_dob_idx').on(
        table.fatherKey,
        table.dob,
        table.firstKey,
        table.lastKey,
        ...source,
      ),
      check(
        'person_match_keys_one_source',
        sql`(${table.memberUid} IS NULL) <> (${table.registrationId} IS NULL)`,
      ),
    ];
  },
);

/**
 * One row: the MATCH_KEYS_VERSION every stored key was built with. The server rebuilds the
 * keys on start when the rules have changed (or when rows predate the table).
 */
export const personMatchKeysState = pgTable('person_match_keys_state', {
  id: smallint('id').primaryKey().default(1),
  builtVersion: integer('built_version').notNull().default(0),
});
