import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ExportColumn } from '@form-a/domain/api/exports';
import { STATUS_NAMES, UNKNOWN_STATUS } from '@form-a/domain/status';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { exportLogs, registrations as r, users } from '../../db/schema';
import { listConditions, SORT_COLUMNS, type ListQuery } from '../registrations/list-repository';

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const statusName = sql.raw(
  `CASE registrations.status ${Object.entries(STATUS_NAMES)
    .map(([id, name]) => `WHEN ${Number(id)} THEN ${quote(name)}`)
    .join(' ')} ELSE ${quote(UNKNOWN_STATUS)} END`,
);

const text = (column: AnyPgColumn) => sql`${column}`;
const localTime = (column: AnyPgColumn) => (timeZone: string) =>
  sql`to_char(${column} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`;

/** Every cell as text, the same on both engines: the file writers need no types of their own. */
const COLUMNS: Record<ExportColumn, SQL | ((timeZone: string) => SQL)> = {
  id: sql`${r.id}::text`,
  uid: sql`coalesce(${r.jigyasuUid}, '')`,
  status: statusName,
  branch: text(r.branch),
  title: text(r.title),
  first_name: text(r.firstName),
  middle_name: text(r.middleName),
  last_name: text(r.lastName),
  dob: sql`coalesce(to_char(${r.dob}, 'YYYY-MM-DD'), '')`,
  email: text(r.email),
  phone: text(r.phone),
  father_name: text(r.fatherName),
  mother_name: text(r.motherName),
  spouse_name: text(r.spouseName),
  address1: text(r.address1),
  address2: text(r.address2),
  city: text(r.city),
  region: text(r.region),
  country: text(r.country),
  zipcode: text(r.zipcode),
  organization: text(r.organization),
  occupation: text(r.occupation),
  qualification: text(r.qualification),
  designation: text(r.designation),
  nationality: text(r.nationality),
  caste: text(r.caste),
  bloodgroup: text(r.bloodGroup),
  note: text(r.note),
  created_by_name: text(users.name),
  created_at: localTime(r.createdAt),
  last_updated: localTime(r.updatedAt),
};

function columnSql(column: ExportColumn, timeZone: string): SQL {
  const value = COLUMNS[column];
  return typeof value === 'function' ? value(timeZone) : value;
}

/**
 * OWASP's rule against CSV injection: a cell that begins with =, +, -, @, a tab or a carriage
 * return is read by a spreadsheet as a formula (`=HYPERLINK(…)`, `=IMPORTXML(…)`, DDE), so it
 * gets a leading apostrophe and is read as text. In SQL, so that PostgreSQL's COPY (which
 * writes the CSV itself) and the cursor path carry the same guard. Every cell is guarded, the
 * typed ones too: a phone number's '+' as much as a note's '='. No column holds a negative
 * number (ADR 044).
 */
const FORMULA_STARTS = sql.raw(`'=', '+', '-', '@', chr(9), chr(13)`);
const guarded = (value: SQL) =>
  sql`CASE WHEN substr(${value}, 1, 1) IN (${FORMULA_STARTS}) THEN '''' || ${value} ELSE ${value} END`;

/**
 * The whole list in the list's own order, as one statement for a cursor: the same conditions
 * and sort as a page of GET /api/registrations (list-repository.ts), without limit or offset.
 * `guardFormulas` for a CSV file (an XLSX cell is text whatever it begins with).
 */
export function exportSelect(
  query: Pick<ListQuery, 'statuses' | 'branch' | 'filter' | 'sort' | 'order'>,
  columns: readonly ExportColumn[],
  timeZone: string,
  options: { guardFormulas: boolean },
): SQL {
  const direction = query.order === 'desc' ? desc : asc;
  const where = listConditions(query);
  const cell = (column: ExportColumn) => {
    const value = columnSql(column, timeZone);
    return options.guardFormulas ? guarded(value) : value;
  };
  return sql`SELECT ${sql.join(
    columns.map((column, index) => sql`${cell(column)} AS ${sql.identifier(`c${index}`)}`),
    sql`, `,
  )}
    FROM ${r} INNER JOIN ${users} ON ${eq(users.id, r.createdBy)}
    ${where ? sql`WHERE ${where}` : sql``}
    ORDER BY ${direction(SORT_COLUMNS[query.sort])}, ${direction(r.id)}`;
}

export async function logExport(db: Db, entry: typeof exportLogs.$inferInsert) {
  await db.insert(exportLogs).values(entry);
}
