import { and, asc, count, desc, eq, gt, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type {
  ListCursor,
  RegistrationFilterField,
  RegistrationFilterOperator,
  RegistrationSortField,
} from '@form-a/domain/registration-views';
import { GONE_STATUS_IDS } from '@form-a/domain/status';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { registrations, users } from '../../db/schema';
import {
  registrationMaskedRecordJson,
  registrationRecordJson,
  registrationSummaryJson,
} from './record-json';

export const SORT_COLUMNS = {
  id: registrations.id,
  first_name: registrations.firstName,
  last_name: registrations.lastName,
  branch: registrations.branch,
  status: registrations.status,
  dob: registrations.dob,
  city: registrations.city,
  last_updated: registrations.updatedAt,
  created_at: registrations.createdAt,
} satisfies Record<RegistrationSortField, unknown>;

const FILTER_COLUMNS = {
  id: sql`${registrations.id}::text`,
  uid: sql`coalesce(${registrations.jigyasuUid}, '')`,
  first_name: registrations.firstName,
  last_name: registrations.lastName,
  email: registrations.email,
  father_name: registrations.fatherName,
  mother_name: registrations.motherName,
  city: registrations.city,
  region: registrations.region,
  country: registrations.country,
  zipcode: registrations.zipcode,
  branch: registrations.branch,
} satisfies Record<RegistrationFilterField, unknown>;

export type ListProjection = 'record' | 'masked' | 'summary';

export interface ListQuery {
  statuses: readonly number[] | null;
  branch: string | null;
  sort: RegistrationSortField;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
  filter?: { field: RegistrationFilterField; operator: RegistrationFilterOperator; value: string };
  /** only with sort 'id'; replaces `page` as the position */
  cursor?: ListCursor;
  /** read one row past the page (by page number only), to learn whether another page follows */
  probeNext?: boolean;
  /**
   * 'summary': the rows of a reader without registration:read (registration-summary.ts);
   * 'masked': records with the phone and email masked, for a reader without
   * registration:list-contact (ADR 057)
   */
  projection?: ListProjection;
  /**
   * The list's total when the caller already has it: a page in the second half of the list is
   * then read from the other end (page 19,999 of 20,000 costs what page 1 costs).
   */
  total?: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterCondition(filter: NonNullable<ListQuery['filter']>): SQL {
  const column = sql`lower(${FILTER_COLUMNS[filter.field]})`;
  const value = filter.value.trim().toLowerCase();
  switch (filter.operator) {
    case 'equals':
      return sql`${column} = ${value}`;
    case 'startsWith':
      return sql`${column} like ${`${escapeLike(value)}%`}`;
    case 'contains':
      return sql`${column} like ${`%${escapeLike(value)}%`}`;
  }
}

/** A filter with a value to look for; an empty one lists everything. */
export const isFiltered = (query: Pick<ListQuery, 'filter'>) =>
  !!query.filter && query.filter.value.trim() !== '';

/** `branch` is the branch to compare with: the query's own, or a placeholder in a prepared one. */
export function listConditions(
  query: Pick<ListQuery, 'statuses' | 'branch' | 'filter'>,
  branch: unknown = query.branch,
) {
  const conditions: SQL[] = [];
  if (query.branch !== null) conditions.push(eq(registrations.branch, branch as string));
  // null: every status but a discarded draft's or an erased record's (ADR 051, 055)
  conditions.push(
    query.statuses === null
      ? notInArray(registrations.status, [...GONE_STATUS_IDS])
      : inArray(registrations.status, [...query.statuses]),
  );
  if (query.filter && isFiltered(query)) conditions.push(filterCondition(query.filter));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A listed record as the database wrote it: `json` is the API's record, ready to send. */
export interface RegistrationJsonRow {
  id: number;
  json: string;
}

const pageSelections = {
  record: { id: registrations.id, json: registrationRecordJson },
  masked: { id: registrations.id, json: registrationMaskedRecordJson },
  summary: { id: registrations.id, json: registrationSummaryJson },
} satisfies Record<ListProjection, unknown>;

/**
 * One page of a list. Three ways to get there, none of which makes the database fetch and
 * throw away the rows before the page (ADR 017, "Deep pages without an offset scan"):
 * - a cursor: seek to the id and read pageSize rows (any depth costs what page 1 costs);
 * - a page in the second half of a list of known total: read from the other end;
 * - any other page: find the page's ids first with a narrow query that an index alone can
 *   answer, then read only those rows (a deferred join).
 */
export async function listRegistrations(db: Db, query: ListQuery): Promise<RegistrationJsonRow[]> {
  let descending = query.order === 'desc';
  let offset = query.page * query.pageSize;
  let limit = query.pageSize + (query.probeNext && !query.cursor ? 1 : 0);
  let reversed = false;

  if (query.cursor) {
    // 'before' reads backwards from the cursor and turns the rows round afterwards.
    reversed = query.cursor.direction === 'before';
    descending = descending !== reversed;
    offset = 0;
  } else if (query.total !== undefined && offset > 0 && offset * 2 > query.total) {
    const end = Math.min(query.total, offset + query.pageSize);
    if (end <= offset) return [];
    limit = end - offset;
    offset = query.total - end;
    descending = !descending;
    reversed = true;
  }

  const params = { branch: query.branch, cursorId: query.cursor?.id ?? 0, limit, offset };
  type Param = keyof typeof params;
  const cursorOp = query.cursor ? (descending ? lt : gt) : undefined;
  const build = (d: Db, value: (name: Param) => unknown) => {
    const direction = descending ? desc : asc;
    const orderBy = [direction(SORT_COLUMNS[query.sort]), direction(registrations.id)];
    const where = and(
      listConditions(query, value('branch')),
      cursorOp ? cursorOp(registrations.id, value('cursorId') as number) : undefined,
    );
    const pageIds =
      offset === 0
        ? undefined
        : d
            .select({ id: registrations.id })
            .from(registrations)
            .where(where)
            .orderBy(...orderBy)
            .limit(value('limit') as number)
            .offset(value('offset') as number);
    return d
      .select(pageSelections[query.projection ?? 'record'])
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.createdBy))
      .where(pageIds ? inArray(registrations.id, pageIds) : where)
      .orderBy(...orderBy)
      .limit(value('limit') as number);
  };

  let rows: RegistrationJsonRow[];
  if (query.sort === 'id' && !isFiltered(query) && offset === 0) {
    // The lists everyone opens all day, page 1 and pages by cursor: the SQL is built and planned
    // once per connection, since planning was half of what a queue page costs PostgreSQL. Not a
    // page by number: a generic plan, blind to the offset, reads deep pages many times slower
    // (figures: bench/RESULTS.md, "Figures behind code comments"). Other sorts and filters are
    // built each time as well, so that the statements a connection keeps stay few.
    const name = [
      'registrations_page',
      query.projection ?? 'record',
      query.statuses?.join('_') ?? 'any',
      query.branch === null ? 'all' : 'branch',
      descending ? 'desc' : 'asc',
      query.cursor ? 'seek' : 'first',
    ].join('_');
    rows = await prepared(db, name, (d) =>
      build(d, (param) => sql.placeholder(param)).prepare(name),
    ).execute(params);
  } else {
    rows = await build(db, (param) => params[param]);
  }
  return reversed ? rows.reverse() : rows;
}

/**
 * Counts the rows of a filtered list, stopping at `cap` + 1: a name that matches tens of
 * thousands of records would otherwise cost a heap visit for every match on every request.
 */
export async function countRegistrations(
  db: Db,
  query: Pick<ListQuery, 'statuses' | 'branch' | 'filter'>,
  cap: number,
): Promise<{ total: number; exact: boolean }> {
  if (!Number.isInteger(cap) || cap < 1) throw new RangeError(`count cap must be ≥ 1, got ${cap}`);
  const matching = db
    .select({ one: sql`1` })
    .from(registrations)
    .where(listConditions(query))
    .limit(cap + 1)
    .as('matching');
  const rows = await db.select({ total: count() }).from(matching);
  const total = rows[0]?.total ?? 0;
  return total > cap ? { total: cap, exact: false } : { total, exact: true };
}
