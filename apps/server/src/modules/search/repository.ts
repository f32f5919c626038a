import {
  and,
  asc,
  desc,
  eq,
  exists,
  gt,
  inArray,
  lt,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MATCH_KEYS_VERSION } from '@form-a/domain/person-match';
import { GONE_STATUS_IDS, isGoneStatus } from '@form-a/domain/status';
import {
  registrationSearchTerms as termsSource,
  SEARCH_TERMS_VERSION,
  type SearchKind,
} from '@form-a/domain/search';
import type { Db } from '../../db/client';
import {
  registrations,
  registrationSearchTerms,
  registrationSearchTermsState,
} from '../../db/schema';
import type { RegistrationRow } from '../registrations/repository';

type TermSource = Pick<
  RegistrationRow,
  'id' | 'branch' | 'firstName' | 'middleName' | 'lastName' | 'phone'
>;

/** Terms fold names with the duplicate check's rules, so a change of either rebuilds them. */
const BUILT_VERSION = SEARCH_TERMS_VERSION * 1000 + MATCH_KEYS_VERSION;

function termRows(rows: readonly TermSource[]) {
  return rows.flatMap((row) =>
    termsSource(row).map((term) => ({ term, registrationId: row.id, branch: row.branch })),
  );
}

/** Replaces a registration's terms, in the caller's transaction (create and update call it). */
export async function syncSearchTerms(db: Db, row: TermSource): Promise<void> {
  await db
    .delete(registrationSearchTerms)
    .where(eq(registrationSearchTerms.registrationId, row.id));
  const values = termRows([row]);
  if (values.length > 0) await db.insert(registrationSearchTerms).values(values);
}

/** Drops a registration's terms (a discarded draft, ADR 051), in the caller's transaction. */
export async function removeSearchTerms(db: Db, registrationId: number): Promise<void> {
  await db
    .delete(registrationSearchTerms)
    .where(eq(registrationSearchTerms.registrationId, registrationId));
}

/**
 * Builds every registration's terms when the rules changed or the rows predate the table (or
 * were loaded around the service, as the benchmark does); a no-op otherwise. Runs at start.
 */
export async function ensureSearchTerms(db: Db, batchSize = 2000): Promise<number> {
  const [state] = await db.select().from(registrationSearchTermsState).limit(1);
  if (state?.builtVersion === BUILT_VERSION) return 0;
  let rebuilt = 0;
  let afterId = 0;
  for (;;) {
    const batch = await db
      .select({
        id: registrations.id,
        branch: registrations.branch,
        firstName: registrations.firstName,
        middleName: registrations.middleName,
        lastName: registrations.lastName,
        phone: registrations.phone,
        status: registrations.status,
      })
      .from(registrations)
      .where(gt(registrations.id, afterId))
      .orderBy(asc(registrations.id))
      .limit(batchSize);
    if (batch.length === 0) break;
    const first = batch[0]!.id;
    const last = batch[batch.length - 1]!.id;
    await db.transaction(async (tx) => {
      await tx
        .delete(registrationSearchTerms)
        .where(sql`${registrationSearchTerms.registrationId} BETWEEN ${first} AND ${last}`);
      // a discarded draft or an erased record is searched by nobody (ADR 051, 055)
      const values = termRows(batch.filter((row) => !isGoneStatus(row.status)));
      // stay under the bind-parameter limit (3 per row)
      for (let start = 0; start < values.length; start += 10_000) {
        await tx.insert(registrationSearchTerms).values(values.slice(start, start + 10_000));
      }
    });
    rebuilt += batch.length;
    afterId = last;
  }
  await db
    .insert(registrationSearchTermsState)
    .values({ id: 1, builtVersion: BUILT_VERSION })
    .onConflictDoUpdate({
      target: registrationSearchTermsState.id,
      set: { builtVersion: BUILT_VERSION },
    });
  return rebuilt;
}

export interface SearchScope {
  /** a secretary's branch; null: every branch */
  branch: string | null;
  /** only records older than this id (the cursor) */
  beforeId: number | null;
  /** rows to read per look-up */
  limit: number;
}

export interface SearchIdHit {
  id: number;
  matchedBy: SearchKind;
}

function scopeConditions(scope: SearchScope): SQL[] {
  const conditions: SQL[] = [];
  if (scope.branch !== null) conditions.push(eq(registrations.branch, scope.branch));
  if (scope.beforeId !== null) conditions.push(lt(registrations.id, scope.beforeId));
  return conditions;
}

/** A record by application id or Jigyasu ID (the primary key, the unique ID index). */
export async function findByKey(
  db: Db,
  key: { id: number } | { uid: string },
  scope: SearchScope,
): Promise<SearchIdHit[]> {
  const condition =
    'id' in key ? eq(registrations.id, key.id) : eq(registrations.jigyasuUid, key.uid);
  const rows = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        condition,
        notInArray(registrations.status, [...GONE_STATUS_IDS]),
        ...scopeConditions(scope),
      ),
    )
    .limit(1);
  return rows.map((row) => ({ id: row.id, matchedBy: 'id' in key ? 'id' : 'uid' }));
}

/**
 * Records holding every one of `terms`, newest first: the first term's index entries are walked
 * backwards by id (within the branch for a secretary) and each is checked for the other terms
 * by primary key, so the database stops after `limit` hits and never reads the registrations.
 */
export async function findByTerms(
  db: Db,
  terms: readonly string[],
  matchedBy: SearchKind,
  scope: SearchScope,
): Promise<SearchIdHit[]> {
  const [first, ...others] = terms;
  if (first === undefined) return [];
  const t = registrationSearchTerms;
  const conditions: SQL[] = [eq(t.term, first)];
  if (scope.branch !== null) conditions.push(eq(t.branch, scope.branch));
  if (scope.beforeId !== null) conditions.push(lt(t.registrationId, scope.beforeId));
  others.forEach((term, index) => {
    const other = alias(registrationSearchTerms, `also_${index}`);
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(other)
          .where(and(eq(other.term, term), eq(other.registrationId, t.registrationId))),
      ),
    );
  });
  const rows = await db
    .select({ id: t.registrationId })
    .from(t)
    .where(and(...conditions))
    .orderBy(desc(t.registrationId))
    .limit(scope.limit);
  return rows.map((row) => ({ id: row.id, matchedBy }));
}

/** The columns a hit may show; the service drops what the reader may not see. */
export async function readHitRows(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: registrations.id,
      jigyasuUid: registrations.jigyasuUid,
      status: registrations.status,
      branch: registrations.branch,
      title: registrations.title,
      firstName: registrations.firstName,
      middleName: registrations.middleName,
      lastName: registrations.lastName,
      dob: registrations.dob,
      phone: registrations.phone,
      createdAt: registrations.createdAt,
      updatedAt: registrations.updatedAt,
    })
    .from(registrations)
    .where(
      and(
        inArray(registrations.id, [...ids]),
        notInArray(registrations.status, [...GONE_STATUS_IDS]),
      ),
    );
}
export type HitRow = Awaited<ReturnType<typeof readHitRows>>[number];
