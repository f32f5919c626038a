import { and, asc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import { splitFullName } from '@form-a/domain/approved-record';
import { MATCH_KEYS_VERSION, matchKeys, type PersonNames } from '@form-a/domain/person-match';
import { STATUS } from '@form-a/domain/status';
import type { Db } from '../../db/client';
import { members, personMatchKeys, personMatchKeysState, registrations } from '../../db/schema';
import type { NewMember } from '../members/repository';
import type { RegistrationRow } from '../registrations/repository';

type NewMatchKeys = typeof personMatchKeys.$inferInsert;

/** Registrations in these states are not searched: a draft is not submitted yet, and an
 *  approved one is in the registry as a member. */
const NOT_IN_PIPELINE: number[] = [STATUS.DRAFT, STATUS.APPROVED];

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
  nameFolded: sql`excluded.name_folded`,
  fatherFolded: sql`excluded.father_folded`,
  keysVersion: sql`excluded.keys_version`,
};

/** Writes the keys of members in the caller's transaction (upsertMembers calls this). */
export async function upsertMemberMatchKeys(db: Db, rows: readonly NewMember[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(personMatchKeys)
    .values(rows.map(memberMatchKeysRow))
    .onConflictDoUpdate({ target: personMatchKeys.memberUid, set: refreshed });
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
  /** the date of birth and its day/month swap */
  dobs: string[];
  firstKey: string;
  lastKey: string;
  /** the key pair is looked up within these dates; null: any date */
  window: { from: string; to: string } | null;
}

export interface CandidateRow {
  memberUid: string | null;
  registrationId: number | null;
  branch: string;
  firstName: string;
  middleName: string;
  lastName: string;
  dob: string | null;
  fatherFirstName: string;
  fatherMiddleName: string;
  fatherLastName: string;
}

/** Bounds for one look-up; a date shared by more people than this is a data problem. */
const MAX_BY_DOB = 1000;
const MAX_BY_KEYS = 300;

/**
 * Candidates by index look-ups only: the date of birth and its swap (person_match_keys_dob_idx),
 * and the first/last key pair within the window (person_match_keys_names_dob_idx). Names and
 * branch come from the member or registration row itself. Null when there is nothing to ask.
 */
export function candidateQuery(db: Db, probe: CandidateProbe) {
  const lookups = [];
  if (probe.dobs.length > 0) {
    lookups.push(sql`(SELECT id FROM person_match_keys
      WHERE dob IN (${sql.join(
        probe.dobs.map((dob) => sql`${dob}`),
        sql`, `,
      )}) LIMIT ${MAX_BY_DOB})`);
  }
  if (probe.firstKey !== '') {
    const window = probe.window
      ? sql` AND dob BETWEEN ${probe.window.from} AND ${probe.window.to}`
      : sql``;
    lookups.push(sql`(SELECT id FROM person_match_keys
      WHERE first_key = ${probe.firstKey} AND last_key = ${probe.lastKey}${window}
      LIMIT ${MAX_BY_KEYS})`);
  }
  if (lookups.length === 0) return null;

  return db
    .select({
      memberUid: personMatchKeys.memberUid,
      registrationId: personMatchKeys.registrationId,
      branch: sql<string>`coalesce(${members.branch}, ${registrations.branch}, '')`,
      firstName: sql<string>`coalesce(${members.firstName}, ${registrations.firstName}, '')`,
      middleName: sql<string>`coalesce(${members.middleName}, ${registrations.middleName}, '')`,
      lastName: sql<string>`coalesce(${members.lastName}, ${registrations.lastName}, '')`,
      dob: sql<string | null>`coalesce(${members.dob}, ${registrations.dob})::text`,
      memberFather: {
        first: members.fatherFirstName,
        middle: members.fatherMiddleName,
        last: members.fatherLastName,
      },
      registrationFather: registrations.fatherName,
    })
    .from(personMatchKeys)
    .leftJoin(members, eq(members.uid, personMatchKeys.memberUid))
    .leftJoin(registrations, eq(registrations.id, personMatchKeys.registrationId))
    .where(inArray(personMatchKeys.id, sql`(${sql.join(lookups, sql` UNION `)})`));
}

export async function findMatchCandidates(db: Db, probe: CandidateProbe): Promise<CandidateRow[]> {
  const query = candidateQuery(db, probe);
  if (!query) return [];
  const rows = await query;
  return rows.map((row) => {
    const father =
      row.memberUid !== null && row.memberFather
        ? row.memberFather
        : splitFullName(row.registrationFather ?? '');
    return {
      memberUid: row.memberUid,
      registrationId: row.registrationId,
      branch: row.branch,
      firstName: row.firstName,
      middleName: row.middleName,
      lastName: row.lastName,
      dob: row.dob,
      fatherFirstName: father.first,
      fatherMiddleName: father.middle,
      fatherLastName: father.last,
    };
  });
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
