import { and, asc, eq, gt, notInArray, sql } from 'drizzle-orm';
import { splitFullName } from '@form-a/domain/approved-record';
import {
  COMMON_NAME,
  MATCH_KEYS_VERSION,
  matchKeys,
  type PersonNames,
} from '@form-a/domain/person-match';
import { STATUS } from '@form-a/domain/status';
import type { Db } from '../../db/client';
import { members, personMatchKeys, personMatchKeysState, registrations } from '../../db/schema';
import type { RegistrationRow } from '../registrations/repository';
import { CANDIDATE_QUERY, candidateParameters, type CandidateProbe } from './candidate-statement';

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
  if (probe.lookups.length === 0) return { rows: [], givenIsCommon: false };
  // Named, so each connection parses and plans it once (ADR 078); drizzle's raw execute has no
  // name, hence its session's prepareQuery.
  const statement = db._.session.prepareQuery<{
    execute: { rows: CandidateSqlRow[] };
    all: unknown;
    values: unknown;
  }>(CANDIDATE_QUERY, undefined, 'duplicate_candidates', false);
  const found = (await statement.execute({ ...candidateParameters(probe) })).rows;
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
