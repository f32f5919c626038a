import { asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { ExportColumn } from '@form-a/domain/api/exports';
import {
  exportedFieldsOf,
  REGISTRATION_FIELDS,
  type RegistrationField,
} from '@form-a/domain/registration-fields';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { exportLogs, registrations as r, users } from '../../db/schema';
import { maskedEmailSql, maskedPhoneSql } from '../registrations/contact-mask-sql';
import { listConditions, SORT_COLUMNS, type ListQuery } from '../registrations/list-repository';
import type { ExportCodeTables } from './labels';

/** A column's cell: its statement, given the file and the formula guard (identity for XLSX). */
type Cell = (file: FileSettings, guard: (value: SQL) => SQL) => SQL;

const plain =
  (value: SQL): Cell =>
  (_file, guard) =>
    guard(value);
const text = (column: AnyPgColumn) => plain(sql`${column}`);
const localTime =
  (column: AnyPgColumn): Cell =>
  (file, guard) =>
    guard(sql`to_char(${column} AT TIME ZONE ${file.timeZone}, 'YYYY-MM-DD HH24:MI:SS')`);

/**
 * A coded column as its label in the file's language ('55' → 'Class 12'), looked up in a JSON
 * table that PostgreSQL parses once per statement (a jsonb key lookup per row, where a CASE of
 * 250 countries would compare each row 250 times). A code the table does not know stays as it
 * is, and only that goes through the formula guard: the labels are the domain's own words, none
 * of which begins with a formula character (export-for-people.test.ts), so the lookup runs once
 * per cell rather than three times inside the guard's CASE.
 */
const labelled =
  (column: AnyPgColumn, table: keyof ExportCodeTables, normalise = (value: SQL) => value): Cell =>
  (file, guard) => {
    const code = normalise(sql`btrim(${column})`);
    return sql`coalesce(${file.codes[table]}::jsonb ->> ${code}, ${guard(sql`${column}`)})`;
  };

/**
 * An exported field's cell, by its kind (the field table, registration-fields.ts; a column's
 * drizzle property is its form name): a coded field as its label, the country by its name, a
 * date as ISO, anything else as stored.
 */
export function fieldCells(
  fields: readonly RegistrationField[] = REGISTRATION_FIELDS,
  columns: Readonly<Record<string, AnyPgColumn>> = getTableColumns(r),
): Record<string, Cell> {
  const cells: Record<string, Cell> = {};
  for (const field of exportedFieldsOf(fields)) {
    const column = columns[field.form ?? '']!;
    cells[field.record] =
      field.type === 'enum'
        ? labelled(column, field.record as keyof ExportCodeTables)
        : field.type === 'country'
          ? labelled(column, 'country', (code) => sql`upper(${code})`)
          : field.type === 'date'
            ? plain(sql`coalesce(to_char(${column}, 'YYYY-MM-DD'), '')`)
            : text(column);
  }
  return cells;
}

/**
 * Every cell as text: CSV takes it as it is, and the XLSX writer makes numbers and dates of the
 * columns that hold them (CELL_KINDS). Dates are ISO (YYYY-MM-DD), which every spreadsheet reads
 * as a date whatever its locale.
 */
const COLUMNS = {
  id: plain(sql`${r.id}::text`),
  uid: plain(sql`coalesce(${r.jigyasuUid}, '')`),
  status: (file, guard) =>
    sql`coalesce(${file.codes.status}::jsonb ->> ${r.status}::text, ${guard(sql`${r.status}::text`)})`,
  ...fieldCells(),
  created_by_name: text(users.name),
  created_at: localTime(r.createdAt),
  last_updated: localTime(r.updatedAt),
} as Record<ExportColumn, Cell>;

/** The contact columns of a reader whose list shows them masked (ADR 057): the file too. */
const MASKED_COLUMNS: Partial<Record<ExportColumn, Cell>> = {
  email: plain(maskedEmailSql(r.email)),
  phone: plain(maskedPhoneSql(r.phone)),
};

/**
 * What a cell holds, for the XLSX writer: a number, a day, a moment on the organisation's clock,
 * or text. Phone numbers, pin codes and Jigyasu IDs look like numbers but are identifiers: they
 * stay text, so that a leading zero or a '+' is never lost.
 */
export type CellKind = 'text' | 'number' | 'date' | 'timestamp';
export const CELL_KINDS: Partial<Record<ExportColumn, CellKind>> = {
  id: 'number',
  ...Object.fromEntries(
    exportedFieldsOf()
      .filter((field) => field.type === 'date')
      .map((field) => [field.record, 'date']),
  ),
  created_at: 'timestamp',
  last_updated: 'timestamp',
};

/** What a file's statement needs besides the list: the clock and the labels of its language. */
export interface FileSettings {
  timeZone: string;
  codes: ExportCodeTables;
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
export const guarded = (value: SQL) =>
  sql`CASE WHEN substr(${value}, 1, 1) IN (${FORMULA_STARTS}) THEN '''' || ${value} ELSE ${value} END`;

/**
 * The whole list in the list's own order, as one statement for a cursor: the same conditions
 * and sort as a page of GET /api/registrations (list-repository.ts), without limit or offset.
 * `guardFormulas` for a CSV file (an XLSX cell is text whatever it begins with).
 */
export function exportSelect(
  query: Pick<ListQuery, 'statuses' | 'branch' | 'filter' | 'sort' | 'order' | 'projection'>,
  columns: readonly ExportColumn[],
  file: FileSettings,
  options: { guardFormulas: boolean },
): SQL {
  const direction = query.order === 'desc' ? desc : asc;
  const where = listConditions(query);
  const guard = options.guardFormulas ? guarded : (value: SQL) => value;
  const masked = query.projection === 'masked';
  const cell = (column: ExportColumn) =>
    ((masked && MASKED_COLUMNS[column]) || COLUMNS[column])(file, guard);
  return sql`SELECT ${sql.join(
    columns.map((column, index) => sql`${cell(column)} AS ${sql.identifier(`c${index}`)}`),
    sql`, `,
  )}
    FROM ${r} INNER JOIN ${users} ON ${eq(users.id, r.createdBy)}
    ${where ? sql`WHERE ${where}` : sql``}
    ORDER BY ${direction(SORT_COLUMNS[query.sort])}, ${direction(r.id)}`;
}

/** Returns the row's id: the access log's entry of the export names it (ADR 054). */
export async function logExport(db: Db, entry: typeof exportLogs.$inferInsert): Promise<number> {
  const [row] = await db.insert(exportLogs).values(entry).returning({ id: exportLogs.id });
  return row!.id;
}
