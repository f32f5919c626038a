import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  ListCursor,
  RegistrationFilterField,
  RegistrationFilterOperator,
  RegistrationSortField,
} from '@form-a/domain/registration-views';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import {
  registrationCounts,
  registrationLogs,
  registrations,
  registrationStatusTotals,
  users,
} from '../../db/schema';
import { registrationRecordJson, registrationSummaryJson } from './record-json';

export type RegistrationRow = typeof registrations.$inferSelect;
export type NewRegistration = typeof registrations.$inferInsert;
export type RegistrationLogRow = typeof registrationLogs.$inferSelect;
export type RegistrationWithCreator = RegistrationRow & { createdByName: string };

// A flat selection: drizzle maps it column by column into one object, about twice as fast as
// a nested { registration, createdByName } row that is then spread into a new object.
const selection = { ...getTableColumns(registrations), createdByName: users.name };

export async function insertRegistration(
  db: Db,
  values: NewRegistration,
): Promise<RegistrationRow> {
  const rows = await db.insert(registrations).values(values).returning();
  return rows[0]!;
}

export async function findRegistration(
  db: Db,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<RegistrationWithCreator | undefined> {
  const query = options.forUpdate
    ? prepared(db, 'registration_by_id_for_update', (d) =>
        findRegistrationQuery(d)
          .for('update', { of: registrations })
          .prepare('registration_by_id_for_update'),
      )
    : prepared(db, 'registration_by_id', (d) =>
        findRegistrationQuery(d).prepare('registration_by_id'),
      );
  const rows = await query.execute({ id });
  return rows[0];
}

function findRegistrationQuery(db: Db) {
  return db
    .select(selection)
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.createdBy))
    .where(eq(registrations.id, sql.placeholder('id')))
    .limit(1);
}

/** Writes only when nobody wrote since `revision` was read; undefined means stale. */
export async function updateRegistrationAtRevision(
  db: Db,
  id: number,
  revision: number,
  changes: Partial<NewRegistration>,
): Promise<RegistrationRow | undefined> {
  const rows = await db
    .update(registrations)
    .set({ ...changes, revision: sql`${registrations.revision} + 1`, updatedAt: new Date() })
    .where(and(eq(registrations.id, id), eq(registrations.revision, revision)))
    .returning();
  return rows[0];
}

export async function insertLog(
  db: Db,
  values: typeof registrationLogs.$inferInsert,
): Promise<RegistrationLogRow> {
  const rows = await db.insert(registrationLogs).values(values).returning();
  return rows[0]!;
}

export async function listLogs(db: Db, registrationId: number): Promise<RegistrationLogRow[]> {
  // A record's history is short (a handful of steps); the cap guards against a runaway loop.
  const query = prepared(db, 'registration_logs_by_record', (d) =>
    d
      .select()
      .from(registrationLogs)
      .where(eq(registrationLogs.registrationId, sql.placeholder('registrationId')))
      .orderBy(asc(registrationLogs.id))
      .limit(500)
      .prepare('registration_logs_by_record'),
  );
  return query.execute({ registrationId });
}

/**
 * Counter rows per (branch, status). A write adds its +1 and -1 to one of them chosen at random,
 * so that concurrent writes in one branch seldom wait on the same row lock; a shard may go
 * negative, the sum over the shards is the count.
 */
export const COUNT_SHARDS = 16;

/** Moves one record between (branch, status) counters in the caller's transaction. */
export async function moveCount(db: Db, branch: string, from: number | null, to: number | null) {
  if (from === to) return;
  // Shards 1 … COUNT_SHARDS; shard 0 belongs to compactCounts alone.
  const shard = 1 + Math.floor(Math.random() * COUNT_SHARDS);
  const deltas = [
    ...(from !== null ? [{ status: from, delta: -1 }] : []),
    ...(to !== null ? [{ status: to, delta: 1 }] : []),
  ].sort((a, b) => a.status - b.status);
  // One statement for both tables (a round trip each was most of a review's time). Within each
  // table the rows are locked in status order, and PostgreSQL runs the two inserts in the same
  // order in every transaction, so two moves, say 1→2 and 2→1 in one branch, cannot deadlock.
  const branchRows = sql.join(
    deltas.map(({ status, delta }) => sql`(${branch}, ${status}, ${shard}, ${delta})`),
    sql`, `,
  );
  const totalRows = sql.join(
    deltas.map(({ status, delta }) => sql`(${status}, ${shard}, ${delta})`),
    sql`, `,
  );
  await db.execute(sql`
    WITH by_branch AS (
      INSERT INTO registration_counts (branch, status, shard, count) VALUES ${branchRows}
      ON CONFLICT (branch, status, shard)
        DO UPDATE SET count = registration_counts.count + excluded.count
    )
    INSERT INTO registration_status_totals (status, shard, count) VALUES ${totalRows}
    ON CONFLICT (status, shard)
      DO UPDATE SET count = registration_status_totals.count + excluded.count`);
}

/**
 * Folds the write shards into shard 0, so that readers sum a few rows per (branch, status)
 * rather than up to COUNT_SHARDS + 1. Rows a writer holds are skipped (SKIP LOCKED) and folded
 * next time; writers never touch shard 0, so neither side can wait on the other in a cycle.
 * The all-branch totals are folded the same way.
 */
export async function compactCounts(db: Db): Promise<number> {
  const branches = await db.execute(sql`
    WITH moved AS (
      DELETE FROM registration_counts
       WHERE ctid IN (SELECT ctid FROM registration_counts WHERE shard <> 0 FOR UPDATE SKIP LOCKED)
      RETURNING branch, status, count
    ), summed AS (
      SELECT branch, status, sum(count)::bigint AS count FROM moved GROUP BY branch, status
    )
    INSERT INTO registration_counts (branch, status, shard, count)
    SELECT branch, status, 0, count FROM summed
    ON CONFLICT (branch, status, shard)
      DO UPDATE SET count = registration_counts.count + excluded.count`);
  const totals = await db.execute(sql`
    WITH moved AS (
      DELETE FROM registration_status_totals
       WHERE ctid IN (
         SELECT ctid FROM registration_status_totals WHERE shard <> 0 FOR UPDATE SKIP LOCKED)
      RETURNING status, count
    ), summed AS (
      SELECT status, sum(count)::bigint AS count FROM moved GROUP BY status
    )
    INSERT INTO registration_status_totals (status, shard, count)
    SELECT status, 0, count FROM summed
    ON CONFLICT (status, shard)
      DO UPDATE SET count = registration_status_totals.count + excluded.count`);
  return rowCount(branches) + rowCount(totals);
}

const rowCount = (result: unknown) => (result as { rowCount?: number }).rowCount ?? 0;

/** status → count, for one branch or all. */
export async function readCounts(db: Db, branch: string | null): Promise<Map<number, number>> {
  const totals = {
    status: registrationCounts.status,
    total: sql<string>`sum(${registrationCounts.count})`,
  };
  const rows =
    branch === null
      ? await prepared(db, 'registration_status_totals', (d) =>
          d
            .select({
              status: registrationStatusTotals.status,
              total: sql<string>`sum(${registrationStatusTotals.count})`,
            })
            .from(registrationStatusTotals)
            .groupBy(registrationStatusTotals.status)
            .prepare('registration_status_totals'),
        ).execute()
      : await prepared(db, 'registration_counts_branch', (d) =>
          d
            .select(totals)
            .from(registrationCounts)
            .where(eq(registrationCounts.branch, sql.placeholder('branch')))
            .groupBy(registrationCounts.status)
            .prepare('registration_counts_branch'),
        ).execute({ branch });
  return new Map(rows.map((row) => [row.status, Number(row.total)]));
}

const SORT_COLUMNS = {
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
  /** 'summary': the rows of a reader without registration:read (registration-summary.ts) */
  projection?: 'record' | 'summary';
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
  if (query.statuses !== null) conditions.push(inArray(registrations.status, [...query.statuses]));
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
  summary: { id: registrations.id, json: registrationSummaryJson },
};

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
    // once per connection (planning alone took 0.23 ms of the 0.4 ms a queue page costs
    // PostgreSQL). Not a page by number: a generic plan, blind to the offset, read page 10,000
    // in 120 ms to 1 s instead of 43 ms. Other sorts and filters are built each time as well,
    // so that the statements a connection keeps stay few.
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
