import { and, asc, eq, gt, notInArray, sql } from 'drizzle-orm';
import { splitFullName } from '@form-a/domain/approved-record';
import {
  CANDIDATE_LIMIT,
  CANDIDATE_PRESCORE,
  COMMON_NAME,
  MATCH_KEYS_VERSION,
  matchKeys,
  type CandidateLookup,
  type CandidateRanking,
  type LookupIndex,
  type PersonNames,
} from '@form-a/domain/person-match';
import { STATUS } from '@form-a/domain/status';
import type { Db } from '../../db/client';
import { members, personMatchKeys, personMatchKeysState, registrations } from '../../db/schema';
import type { RegistrationRow } from '../registrations/repository';

type NewMatchKeys = typeof personMatchKeys.$inferInsert;
/** a registry member as written (members/repository.ts), typed from the table: no import back */
type NewMember = typeof members.$inferInsert;

/** Registrations in these states are not searched: a draft is not submitted yet, an approved
 *  one is in the registry as a member, and a discarded draft or an erased record is gone (ADR
 *  051, 055). */
const NOT_IN_PIPELINE: number[] = [STATUS.DRAFT, STATUS.APPROVED, STATUS.DISCARDED, STATUS.ERASED];

export function memberPersonNames(member: NewMember): PersonNames {
  return {
    firstName: member.firstName,
    middleName: member.middleName ?? '',
    lastName: member.lastName ?? '',
    dob: member.dob ?? null,
    fatherFirstName: member.fatherFirstName ?? '',
    fatherMiddleName: member.fatherMiddleName ?? '',
    fatherLastName: member.fatherLastName ?? '',
  };
}

export function registrationPersonNames(
  row: Pick<RegistrationRow, 'firstName' | 'middleName' | 'lastName' | 'dob' | 'fatherName'>,
): PersonNames {
  const father = splitFullName(row.fatherName);
  return {
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    dob: row.dob,
    fatherFirstName: father.first,
    fatherMiddleName: father.middle,
    fatherLastName: father.last,
  };
}

function keyColumns(person: PersonNames) {
  const keys = matchKeys(person);
  return {
    dob: person.dob,
    firstKey: keys.firstKey,
    lastKey: keys.lastKey,
    fatherKey: keys.fatherKey,
    namesKey: keys.namesKey,
    initialKey: keys.initialKey,
    nameFolded: keys.nameFolded,
    fatherFolded: keys.fatherFolded,
    keysVersion: MATCH_KEYS_VERSION,
  };
}

/** The row stored for a registry member (exported for bulk loaders such as the benchmark). */
export function memberMatchKeysRow(member: NewMember): NewMatchKeys {
  return { memberUid: member.uid, registrationId: null, ...keyColumns(memberPersonNames(member)) };
}

const refreshed = {
  dob: sql`excluded.dob`,
  firstKey: sql`excluded.first_key`,
  lastKey: sql`excluded.last_key`,
  fatherKey: sql`excluded.father_key`,
  namesKey: sql`excluded.names_key`,
  initialKey: sql`excluded.initial_key`,
  nameFolded: sql`excluded.name_folded`,
  fatherFolded: sql`excluded.father_folded`,
  keysVersion: sql`excluded.keys_version`,
};

/**
 * Writes the keys of members in the caller's transaction (upsertMembers calls this), each
 * column as one array: one statement for thousands of rows. At most one row per UID.
 */
export async function upsertMemberMatchKeys(db: Db, rows: readonly NewMember[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(memberMatchKeysUpsertSql(rows));
}

/**
 * The upsert of members' keys as one statement, each column as one array, for a caller that
 * runs it inside its own statement (upsertMembers writes members and keys in one).
 */
export function memberMatchKeysUpsertSql(rows: readonly NewMember[]) {
  const keys = rows.map(memberMatchKeysRow);
  const column = <K extends keyof NewMatchKeys>(key: K, type: 'text' | 'date' | 'smallint') =>
    sql`${sql.param(keys.map((row) => row[key] ?? null))}::${sql.raw(type)}[]`;
  return sql`
    INSERT INTO ${personMatchKeys} (member_uid, dob, first_key, last_key, father_key, names_key,
      initial_key, name_folded, father_folded, keys_version)
    SELECT * FROM unnest(${column('memberUid', 'text')}, ${column('dob', 'date')},
      ${column('firstKey', 'text')}, ${column('lastKey', 'text')}, ${column('fatherKey', 'text')},
      ${column('namesKey', 'text')}, ${column('initialKey', 'text')},
      ${column('nameFolded', 'text')}, ${column('fatherFolded', 'text')},
      ${column('keysVersion', 'smallint')})
    ON CONFLICT (member_uid) DO UPDATE SET
      dob = excluded.dob,
      first_key = excluded.first_key,
      last_key = excluded.last_key,
      father_key = excluded.father_key,
      names_key = excluded.names_key,
      initial_key = excluded.initial_key,
      name_folded = excluded.name_folded,
      father_folded = excluded.father_folded,
      keys_version = excluded.keys_version`;
}

/**
 * Keeps a registration's keys in step with its state, in the caller's transaction: stored
 * while it is in the pipeline, removed as a draft or once approved.
 */
export async function syncRegistrationMatchKeys(
  db: Db,
  row: Pick<
    RegistrationRow,
    'id' | 'status' | 'firstName' | 'middleName' | 'lastName' | 'dob' | 'fatherName'
  >,
): Promise<void> {
  if (NOT_IN_PIPELINE.includes(row.status)) {
    await db.delete(personMatchKeys).where(eq(personMatchKeys.registrationId, row.id));
    return;
  }
  await upsertRegistrationMatchKeys(db, [row]);
}

type KeyedRegistration = Pick<
  RegistrationRow,
  'id' | 'firstName' | 'middleName' | 'lastName' | 'dob' | 'fatherName'
>;

async function upsertRegistrationMatchKeys(db: Db, rows: readonly KeyedRegistration[]) {
  if (rows.length === 0) return;
  await db
    .insert(personMatchKeys)
    .values(
      rows.map((row) => ({
        memberUid: null,
        registrationId: row.id,
        ...keyColumns(registrationPersonNames(row)),
      })),
    )
    .onConflictDoUpdate({ target: personMatchKeys.registrationId, set: refreshed });
}

export interface CandidateProbe {
  /** the independent index look-ups (@form-a/domain/person-match candidateLookups) */
  lookups: CandidateLookup[];
  /** the query's keys and dates, for the pre-score that keeps the best rows */
  ranking: CandidateRanking;
}

export interface CandidateRow extends PersonNames {
  memberUid: string | null;
  registrationId: number | null;
  branch: string;
}

export interface Candidates {
  rows: CandidateRow[];
  /** whether at least COMMON_NAME stored people carry the query's given-name key */
  givenIsCommon: boolean;
}

/**
 * Bounds for one look-up. A date of birth shared by more people than MAX_BY_DOB is a data
 * problem (or a 1 January placeholder); a pair of common names near a date rarely fills its cap.
 */
const MAX_ROWS: Record<LookupIndex, number> = {
  dob: 1000,
  names: 300,
  given_father: 300,
  surname_father: 300,
  father_dob: 300,
  given_dob: 300,
  surname_initial: 300,
};

/** The key columns of each look-up, in the order of its index. */
const KEY_COLUMNS: Record<LookupIndex, string[]> = {
  dob: [],
  names: ['names_key'],
  given_father: ['first_key', 'father_key'],
  surname_father: ['last_key', 'father_key'],
  father_dob: ['father_key'],
  given_dob: ['first_key'],
  surname_initial: ['last_key', 'initial_key'],
};

/** Dates as one array parameter: a statement of ten parameters rather than two hundred. */
const anyDate = (dates: readonly string[]) => sql`dob = ANY(${sql.param([...dates])}::date[])`;

function dateCondition(dates: readonly string[], ranges: CandidateLookup['ranges']) {
  const parts = [
    ...(dates.length > 0 ? [anyDate(dates)] : []),
    ...ranges.map((range) => sql`dob BETWEEN ${range.from} AND ${range.to}`),
  ];
  return parts.length > 0 ? sql`(${sql.join(parts, sql` OR `)})` : null;
}

/** One look-up: only columns its index holds, so PostgreSQL reads the index alone. */
function lookupSql(lookup: CandidateLookup) {
  const conditions = KEY_COLUMNS[lookup.index].map(
    (column, i) => sql`${sql.identifier(column)} = ${lookup.keys[i]!}`,
  );
  const dates = dateCondition(lookup.dates, lookup.ranges);
  if (dates) conditions.push(dates);
  else if (!lookup.anyDate) return null;
  if (conditions.length === 0) return null;
  return sql`(SELECT member_uid, registration_id, dob, first_key, last_key, father_key
    FROM person_match_keys WHERE ${sql.join(conditions, sql` AND `)}
    LIMIT ${sql.raw(String(MAX_ROWS[lookup.index]))})`;
}

/** candidatePreScore (@form-a/domain/person-match) as SQL over the look-ups' columns. */
function preScoreSql({ keys, givenKeys, exactDates, nearDates, ranges }: CandidateRanking) {
  const points = (value: number) => sql.raw(String(value));
  const p = CANDIDATE_PRESCORE;
  const terms = [];
  const swapped =
    keys.given !== '' && keys.surname !== ''
      ? sql`(first_key = ${keys.surname} AND last_key = ${keys.given})`
      : sql`false`;
  if (givenKeys.length > 0) {
    const initial =
      keys.initial !== ''
        ? sql`WHEN left(first_key, 1) = ${keys.initial} THEN ${points(p.initial)}`
        : sql``;
    terms.push(
      sql`CASE WHEN first_key = ANY(${sql.param(givenKeys)}::text[]) OR ${swapped}
        THEN ${points(p.given)} ${initial} ELSE 0 END`,
    );
  }
  if (keys.surname !== '') {
    terms.push(
      sql`CASE WHEN last_key = ${keys.surname} OR ${swapped} THEN ${points(p.surname)} ELSE 0 END`,
    );
  }
  if (keys.father !== '') {
    terms.push(sql`CASE WHEN father_key = ${keys.father} THEN ${points(p.father)} ELSE 0 END`);
  }
  const near = dateCondition(nearDates, ranges);
  if (exactDates.length > 0) {
    terms.push(
      near
        ? sql`CASE WHEN ${anyDate(exactDates)} THEN ${points(p.dobExact)}
            WHEN ${near} THEN ${points(p.dobNear)} ELSE 0 END`
        : sql`CASE WHEN ${anyDate(exactDates)} THEN ${points(p.dobExact)} ELSE 0 END`,
    );
  }
  return terms.length > 0 ? sql.join(terms, sql` + `) : sql`0`;
}

/** The look-ups' rows, unioned, before the pre-score keeps the best (the bench counts them). */
export function lookupsSql(probe: CandidateProbe) {
  const lookups = probe.lookups.map(lookupSql).filter((part) => part !== null);
  return lookups.length > 0 ? sql.join(lookups, sql` UNION `) : null;
}

/**
 * The candidate step in one statement. The look-ups (ADR 027: the date of birth and its swap,
 * each pair of name keys near the date, the father near the date; ADR 074: the given name, and
 * the surname with the given name's first sound, near the date) read their indexes only;
 * their rows are ranked by the pre-score of the stored keys and the best CANDIDATE_LIMIT are
 * joined to the member or registration row for their names and branch. The same statement
 * asks whether others carry the query's given-name key (a two-row index probe). Null when
 * there is nothing to ask.
 */
export function candidateSql(probe: CandidateProbe) {
  const found = lookupsSql(probe);
  if (!found) return null;
  const given = probe.ranking.keys.given;
  return sql`
    WITH found AS (${found}),
    kept AS (
      SELECT member_uid, registration_id, ${preScoreSql(probe.ranking)} AS pre
      FROM found
      ORDER BY pre DESC, member_uid, registration_id
      LIMIT ${sql.raw(String(CANDIDATE_LIMIT))})
    SELECT kept.member_uid AS "memberUid",
      kept.registration_id AS "registrationId",
      coalesce(m.branch, r.branch, '') AS branch,
      coalesce(m.first_name, r.first_name, '') AS "firstName",
      coalesce(m.middle_name, r.middle_name, '') AS "middleName",
      coalesce(m.last_name, r.last_name, '') AS "lastName",
      coalesce(m.dob, r.dob)::text AS dob,
      m.father_first_name AS "fatherFirstName",
      m.father_middle_name AS "fatherMiddleName",
      m.father_last_name AS "fatherLastName",
      r.father_name AS "fatherName",
      (SELECT count(*) FROM (SELECT 1 FROM person_match_keys
        WHERE first_key = ${given} LIMIT ${sql.raw(String(COMMON_NAME))}) named)::int AS "givenCount"
    FROM kept
    LEFT JOIN members m ON m.uid = kept.member_uid
    LEFT JOIN registrations r ON r.id = kept.registration_id
    ORDER BY kept.pre DESC, kept.member_uid, kept.registration_id`;
}

type CandidateSqlRow = {
  memberUid: string | null;
  registrationId: string | number | null;
  branch: string;
  firstName: string;
  middleName: string | null;
  lastName: string | null;
  dob: string | null;
  fatherFirstName: string | null;
  fatherMiddleName: string | null;
  fatherLastName: string | null;
  fatherName: string | null;
  givenCount: number;
};

export async function findMatchCandidates(db: Db, probe: CandidateProbe): Promise<Candidates> {
  const statement = candidateSql(probe);
  if (!statement) return { rows: [], givenIsCommon: false };
  const found = (await db.execute<CandidateSqlRow>(statement)).rows;
  const rows = found.map((row): CandidateRow => {
    const father =
      row.memberUid !== null
        ? {
            first: row.fatherFirstName ?? '',
            middle: row.fatherMiddleName ?? '',
            last: row.fatherLastName ?? '',
          }
        : splitFullName(row.fatherName ?? '');
    return {
      memberUid: row.memberUid,
      registrationId: row.registrationId === null ? null : Number(row.registrationId),
      branch: row.branch,
      firstName: row.firstName,
      middleName: row.middleName ?? '',
      lastName: row.lastName ?? '',
      dob: row.dob,
      fatherFirstName: father.first,
      fatherMiddleName: father.middle,
      fatherLastName: father.last,
    };
  });
  return { rows, givenIsCommon: (found[0]?.givenCount ?? 0) >= COMMON_NAME };
}

/**
 * Rebuilds every stored key when the folding rules changed (MATCH_KEYS_VERSION) or the rows
 * predate the table; a no-op otherwise. Runs once at start, in batches.
 */
export async function ensureMatchKeys(db: Db, batchSize = 2000): Promise<number> {
  const [state] = await db.select().from(personMatchKeysState).limit(1);
  if (state?.builtVersion === MATCH_KEYS_VERSION) return 0;
  let rebuilt = 0;
  let afterUid: string | null = null;
  for (;;) {
    const batch: NewMember[] = await db
      .select()
      .from(members)
      .where(afterUid === null ? undefined : gt(members.uid, afterUid))
      .orderBy(asc(members.uid))
      .limit(batchSize);
    if (batch.length === 0) break;
    await upsertMemberMatchKeys(db, batch);
    rebuilt += batch.length;
    afterUid = batch[batch.length - 1]!.uid;
  }
  let afterId = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(registrations)
      .where(and(gt(registrations.id, afterId), notInArray(registrations.status, NOT_IN_PIPELINE)))
      .orderBy(asc(registrations.id))
      .limit(batchSize);
    if (batch.length === 0) break;
    await upsertRegistrationMatchKeys(db, batch);
    rebuilt += batch.length;
    afterId = batch[batch.length - 1]!.id;
  }
  await db
    .insert(personMatchKeysState)
    .values({ id: 1, builtVersion: MATCH_KEYS_VERSION })
    .onConflictDoUpdate({
      target: personMatchKeysState.id,
      set: { builtVersion: MATCH_KEYS_VERSION },
    });
  return rebuilt;
}
