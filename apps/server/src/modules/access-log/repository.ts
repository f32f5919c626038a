import { sql, type SQL } from 'drizzle-orm';
import type { AccessAction } from '@form-a/domain/access-log';
import type { AccessLogPage } from '@form-a/domain/api/access-log';
import type { Db } from '../../db/client';
import { accessLogBatches, accessLogs } from '../../db/schema';

/**
 * The ids of one row of access_log_batches: those of a range of this many consecutive ids
 * (id / BATCH_CHUNK). At most 8 kB of ids a row, which PostgreSQL keeps compressed out of line
 * (TOAST) and reads only for the rows whose range holds the id asked about; and at most one row
 * per range however many records an export held, so an export of the whole list is a thousand
 * rows at a million records, and a branch's list no more.
 */
export const BATCH_CHUNK = 1000;

/** One entry as it is written: the moment of the read, not of the write. */
export interface AccessRow {
  at: Date;
  userId: number;
  role: string;
  action: AccessAction;
  /**
   * sorted, distinct; none only for a transfer request or a transfer search of a member with no
   * record here
   */
  registrationIds: readonly number[];
  detail?: Record<string, unknown> | undefined;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A batch entry's records as rows of access_log_batches: one per range of BATCH_CHUNK ids. */
function chunks(entryId: number, ids: readonly number[]) {
  const rows: Array<typeof accessLogBatches.$inferInsert> = [];
  let part: number[] = [];
  const flush = () => {
    if (part.length === 0) return;
    rows.push({
      accessLogId: entryId,
      firstId: part[0]!,
      lastId: part[part.length - 1]!,
      registrationIds: part,
    });
    part = [];
  };
  for (const id of ids) {
    if (part.length > 0 && Math.floor(id / BATCH_CHUNK) !== Math.floor(part[0]! / BATCH_CHUNK))
      flush();
    part.push(id);
  }
  flush();
  return rows;
}

/**
 * Writes entries as the recorder buffered them: every entry of one person (a record, or a
 * transfer request's member with no record here) in one multi-row INSERT, and each entry of
 * several records (a day's cards) with its chunks, all or nothing.
 */
export async function insertAccessEntries(db: Db, rows: readonly AccessRow[]): Promise<void> {
  const singles = rows.filter((row) => row.registrationIds.length <= 1);
  const several = rows.filter((row) => row.registrationIds.length > 1);
  const write = async (tx: Db) => {
    if (singles.length > 0) {
      // the rows as one JSON parameter: a VALUES list of 1,000 rows is 7,000 parameters to bind,
      // and a larger batch would meet PostgreSQL's limit of 65,535 per statement
      const rowsJson = JSON.stringify(
        singles.map((row) => ({
          at: row.at.toISOString(),
          user_id: row.userId,
          role: row.role,
          action: row.action,
          registration_id: row.registrationIds[0] ?? null,
          detail: row.detail ?? null,
        })),
      );
      await tx.execute(sql`
        INSERT INTO access_logs (at, user_id, role, action, registration_id, record_count, detail)
        SELECT at, user_id, role, action, registration_id, 1, detail
          FROM jsonb_to_recordset(${rowsJson}::jsonb)
            AS entry(at timestamptz, user_id integer, role text, action text,
                     registration_id bigint, detail jsonb)`);
    }
    for (const row of several) {
      const [entry] = await tx
        .insert(accessLogs)
        .values({
          at: row.at,
          userId: row.userId,
          role: row.role,
          action: row.action,
          registrationId: null,
          recordCount: row.registrationIds.length,
          detail: row.detail ?? null,
        })
        .returning({ id: accessLogs.id });
      await tx.insert(accessLogBatches).values(chunks(entry!.id, row.registrationIds));
    }
  };
  if (several.length === 0) return write(db);
  await db.transaction(write);
}

/**
 * An export's entry: every record the export's own conditions select, written by one
 * INSERT … SELECT (no id passes through the server), in chunks. Returns how many records.
 */
export async function insertExportEntry(
  db: Db,
  entry: { at: Date; userId: number; role: string; detail: Record<string, unknown> },
  /** the export's WHERE over registrations (list-repository's listConditions) */
  where: SQL | undefined,
): Promise<number> {
  // grouped by range of ids, not numbered: a hash aggregate, no sort of the whole list
  const result = await db.execute(sql`
    WITH chunked AS MATERIALIZED (
      SELECT min(id) AS first_id, max(id) AS last_id, array_agg(id ORDER BY id) AS ids,
             count(*) AS records
        FROM registrations
       ${where ? sql`WHERE ${where}` : sql``}
       GROUP BY id / ${sql.raw(String(BATCH_CHUNK))}
    ),
    entry AS (
      INSERT INTO access_logs (at, user_id, role, action, registration_id, record_count, detail)
      SELECT ${entry.at.toISOString()}::timestamptz, ${entry.userId}, ${entry.role}, 'export',
             NULL, (SELECT coalesce(sum(records), 0) FROM chunked),
             ${JSON.stringify(entry.detail)}::jsonb
      RETURNING id, record_count
    ),
    written AS (
      INSERT INTO access_log_batches (access_log_id, first_id, last_id, registration_ids)
      SELECT entry.id, chunked.first_id, chunked.last_id, chunked.ids
        FROM chunked CROSS JOIN entry
      RETURNING 1
    )
    SELECT record_count, (SELECT count(*) FROM written) AS chunks FROM entry`);
  return Number(rowsOf<{ record_count: number }>(result)[0]?.record_count ?? 0);
}

interface LogRow {
  id: string;
  at_us: string;
  at: string;
  role: string;
  action: AccessAction;
  uid: string;
  name: string;
}

/**
 * A record's access log, newest first: its own entries and the batches that hold it, `limit`
 * at a time, from `before` (a previous page's nextCursor: microseconds since the epoch and id).
 * Whoever calls it checks that the reader may see the record and flushes the recorder first.
 */
export async function readAccessLog(
  db: Db,
  registrationId: number,
  page: { limit: number; before?: string | undefined },
): Promise<AccessLogPage> {
  const [beforeUs, beforeId] = page.before ? page.before.split('.') : [];
  const older = (at: SQL, id: SQL) =>
    beforeUs && beforeId
      ? sql`AND (${at}, ${id}) < (timestamptz 'epoch' + ${beforeUs}::bigint * interval '1 microsecond', ${beforeId}::bigint)`
      : sql``;
  const take = page.limit + 1;
  const result = await db.execute(sql`
    SELECT l.id::text AS id, (extract(epoch FROM l.at) * 1000000)::bigint::text AS at_us,
           to_char(l.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
           l.role, l.action, u.uid, u.name
      FROM (
        (SELECT id FROM access_logs
          WHERE registration_id = ${registrationId} ${older(sql`at`, sql`id`)}
          ORDER BY at DESC, id DESC
          LIMIT ${take})
        UNION ALL
        (SELECT e.id FROM access_log_batches b JOIN access_logs e ON e.id = b.access_log_id
          WHERE int8range(b.first_id, b.last_id, '[]') @> ${registrationId}::bigint
            AND ${registrationId}::bigint = ANY (b.registration_ids)
            ${older(sql`e.at`, sql`e.id`)}
          ORDER BY e.at DESC, e.id DESC
          LIMIT ${take})
      ) AS hit
      JOIN access_logs l ON l.id = hit.id
      JOIN users u ON u.id = l.user_id
     ORDER BY l.at DESC, l.id DESC
     LIMIT ${take}`);
  const rows = rowsOf<LogRow>(result);
  const items = rows.slice(0, page.limit);
  const last = items[items.length - 1];
  return {
    items: items.map((row) => ({
      at: row.at,
      userUid: row.uid,
      userName: row.name,
      role: row.role,
      action: row.action,
    })),
    nextCursor: rows.length > page.limit && last ? `${last.at_us}.${last.id}` : null,
  };
}

/** The moments a period of whole days in `timeZone` starts and ends (the end excluded). */
function periodBounds(range: { from: string; to: string; timeZone: string }) {
  return {
    start: sql`(${range.from}::date)::timestamp AT TIME ZONE ${range.timeZone}`,
    end: sql`(${range.to}::date + 1)::timestamp AT TIME ZONE ${range.timeZone}`,
  };
}

/** How many lines the period's CSV would hold: one per record read, one per empty export. */
export async function countPeriodLines(
  db: Db,
  range: { from: string; to: string; timeZone: string },
): Promise<number> {
  const { start, end } = periodBounds(range);
  const result = await db.execute(sql`
    SELECT coalesce(sum(greatest(record_count, 1)), 0)::bigint::text AS lines
      FROM access_logs WHERE at >= ${start} AND at < ${end}`);
  return Number(rowsOf<{ lines: string }>(result)[0]?.lines ?? 0);
}

/**
 * Every entry of the period, oldest first, one line per record it read: the statement of the
 * administrator's CSV, each cell text (`guard` is the exports' formula guard). The action is
 * written in the file's language; the role as its code; `detail` as JSON (an export's view,
 * sort and filter field, and the id of its export_logs row, where the filter's value stays; a
 * transfer request's id; the member a transfer search showed). The Jigyasu ID is the record's,
 * the transfer request's member's, or the member's the search showed.
 */
export function periodSelect(
  range: { from: string; to: string; timeZone: string },
  actionLabels: Readonly<Record<AccessAction, string>>,
  guard: (value: SQL) => SQL,
): SQL {
  const { start, end } = periodBounds(range);
  const actions = JSON.stringify(actionLabels);
  return sql`
    SELECT ${guard(sql`to_char(l.at AT TIME ZONE ${range.timeZone}, 'YYYY-MM-DD HH24:MI:SS')`)} AS c0,
           ${guard(sql`u.uid`)} AS c1,
           ${guard(sql`u.name`)} AS c2,
           ${guard(sql`l.role`)} AS c3,
           ${guard(sql`coalesce(${actions}::jsonb ->> l.action, l.action)`)} AS c4,
           coalesce(rec.id::text, '') AS c5,
           ${guard(sql`coalesce(r.jigyasu_uid, t.uid, l.detail ->> 'memberUid', '')`)} AS c6,
           ${guard(sql`coalesce(l.detail::text, '')`)} AS c7
      FROM access_logs l
      JOIN users u ON u.id = l.user_id
      LEFT JOIN LATERAL (
        SELECT l.registration_id AS id WHERE l.registration_id IS NOT NULL
        UNION ALL
        SELECT unnest(b.registration_ids) FROM access_log_batches b WHERE b.access_log_id = l.id
      ) AS rec ON true
      LEFT JOIN registrations r ON r.id = rec.id
      -- a transfer request's member, who may have no record here (ADR 081)
      LEFT JOIN transfer_requests t
        ON l.action = 'transfer' AND t.id = (l.detail ->> 'transferId')::bigint
     WHERE l.at >= ${start} AND l.at < ${end}
     ORDER BY l.at, l.id, rec.id`;
}

/** Whether a registration of that id exists (in any state: an erased record keeps its log). */
export async function registrationExists(db: Db, id: number): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM registrations WHERE id = ${id}`);
  return rowsOf(result).length > 0;
}

/** The registrations (their ids) of a Jigyasu ID: the records behind a 'View Data' read. */
export async function registrationIdsOfJigyasuId(db: Db, jigyasuUid: string): Promise<number[]> {
  const result = await db.execute(
    sql`SELECT id FROM registrations WHERE jigyasu_uid = ${jigyasuUid}`,
  );
  return rowsOf<{ id: number | string }>(result).map((row) => Number(row.id));
}
