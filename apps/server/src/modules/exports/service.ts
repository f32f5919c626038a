import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { sql, type SQL } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { messageRef } from '@form-a/domain/message-ref';
import {
  EXPORT_RECORD_COLUMNS,
  EXPORT_SUMMARY_COLUMNS,
  type ExportColumn,
  type ExportQuery,
} from '@form-a/domain/api/exports';
import { exportHeaders, type ExportLanguage } from '@form-a/domain/export-labels';
import { scopeOf } from '@form-a/domain/permissions';
import { REGISTRATION_VIEWS, canOpenView } from '@form-a/domain/registration-views';
import type { SessionUser } from '@form-a/domain/schemas/auth';
import {
  SUMMARY_FILTER_FIELDS,
  SUMMARY_SORT_FIELDS,
} from '@form-a/domain/schemas/registration-summary';
import type { Db } from '../../db/client';
import { forbidden, validationError } from '../../lib/app-error';
import type { ListQuery } from '../registrations/list-repository';
import {
  SUMMARY_FILTER_MESSAGE,
  SUMMARY_SORT_MESSAGE,
  listProjection,
  requireBranch,
} from '../registrations/list-service';
import type { ExportLease } from './budget';
import { exportCodeTables } from './labels';
import {
  CELL_KINDS,
  exportSelect,
  logExport,
  type CellKind,
  type FileSettings,
} from './repository';

/** Rows per FETCH of the cursor (XLSX): a few hundred kilobytes. */
const BATCH_ROWS = 1000;

export interface ExportPlan {
  query: ExportQuery;
  /** projection 'masked': the phone and email as the reader's list shows them (ADR 057) */
  list: Pick<ListQuery, 'statuses' | 'branch' | 'filter' | 'sort' | 'order' | 'projection'>;
  projection: 'record' | 'summary';
  columns: readonly ExportColumn[];
}

/**
 * What `user` may export of a list: the rows and columns the list shows them (the same rules
 * as GET /api/registrations: view by role, own branch for secretaries, summary columns and
 * their sorts and filters without registration:read, the phone and email masked without
 * registration:list-contact). Throws before any byte is sent.
 */
export function planExport(user: SessionUser, query: ExportQuery): ExportPlan {
  if (!canOpenView(query.view, user.role)) throw forbidden(messageRef('access.listNotForRole'));
  const branch = scopeOf(user, 'registration:export') === 'own-branch' ? requireBranch(user) : null;
  const listed = listProjection(user);
  const projection = listed === 'summary' ? 'summary' : 'record';
  const filter =
    query.filterField && query.filterValue?.trim()
      ? { field: query.filterField, operator: query.filterOperator, value: query.filterValue }
      : undefined;
  if (projection === 'summary') {
    if (!(SUMMARY_SORT_FIELDS as readonly string[]).includes(query.sort))
      throw validationError({ sort: SUMMARY_SORT_MESSAGE });
    if (filter && !(SUMMARY_FILTER_FIELDS as readonly string[]).includes(filter.field))
      throw validationError({ filterField: SUMMARY_FILTER_MESSAGE });
  }
  return {
    query,
    list: {
      statuses: REGISTRATION_VIEWS[query.view].statuses,
      branch,
      sort: query.sort,
      order: query.order,
      projection: listed,
      ...(filter ? { filter } : {}),
    },
    projection,
    columns: projection === 'record' ? EXPORT_RECORD_COLUMNS : EXPORT_SUMMARY_COLUMNS,
  };
}

/** Logs who exported what (export_logs); returns the row's id. */
export async function recordExport(db: Db, user: SessionUser, plan: ExportPlan) {
  const { view, format, ...rest } = plan.query;
  return logExport(db, {
    userId: user.id,
    role: user.role ?? '',
    view,
    format,
    columns: plan.projection,
    branch: plan.list.branch,
    query: rest,
  });
}

/** The reader went away: stop reading rows (the transaction rolls back, the cursor closes). */
class OutputClosed extends Error {}

/** Waits until `out` takes more, or fails when it is closed meanwhile. */
async function drained(out: Writable): Promise<void> {
  if (out.destroyed || out.closed) throw new OutputClosed('export output closed');
  if (!out.writableNeedDrain) return;
  await new Promise<void>((resolve, reject) => {
    const done = (error?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new OutputClosed('export output closed'));
    out.on('drain', onDrain);
    out.on('close', onClose);
  });
}

/**
 * Reads the list through a database cursor, BATCH_ROWS at a time, and hands each batch to
 * `write`, waiting whenever the reader is slower than the database: memory holds one batch,
 * whatever the list's length (ADR 033). The transaction is read-only, on the export's own
 * connection (budget.ts).
 */
async function readInBatches(
  db: Db,
  /** a SELECT of text columns c0, c1, … (exportSelect, or the access log's periodSelect) */
  statement: SQL,
  columnCount: number,
  out: Writable,
  write: (rows: string[][]) => void,
): Promise<number> {
  const columns = Array.from({ length: columnCount }, (_c, index) => `c${index}`);
  let total = 0;
  await db.transaction(
    async (tx) => {
      await tx.execute(sql`DECLARE registrations_export NO SCROLL CURSOR FOR ${statement}`);
      const fetch = sql.raw(`FETCH ${BATCH_ROWS} FROM registrations_export`);
      for (;;) {
        await drained(out);
        const result = await tx.execute<Record<string, string>>(fetch);
        if (result.rows.length === 0) break;
        write(result.rows.map((row) => columns.map((column) => row[column] ?? '')));
        total += result.rows.length;
        if (result.rows.length < BATCH_ROWS) break;
      }
    },
    { accessMode: 'read only' },
  );
  return total;
}

/**
 * The list as PostgreSQL's own CSV (COPY … TO STDOUT), piped to the response as it comes: no row
 * becomes a JavaScript object. Reading row objects through the cursor made the server's heap
 * grow by about 190 MB of garbage between collections over a million rows (bench/RESULTS.md).
 * COPY takes no parameters, so the statement's values are written in as quoted literals. The
 * connection is the export's own (budget.ts), whose statement_timeout bounds the whole file.
 */
async function copyCsv(client: pg.PoolClient, statement: SQL, columnCount: number, out: Writable) {
  const query = new PgDialect().sqlToQuery(statement);
  const text = query.sql.replace(/\$(\d+)/g, (_match, index: string) =>
    pg.escapeLiteral(String(query.params[Number(index) - 1])),
  );
  // An empty text is NULL here, so that COPY writes it as an empty field rather than "".
  const cells = Array.from({ length: columnCount }, (_c, index) => `NULLIF(c${index}, '')`).join(
    ', ',
  );
  const copy = client.query(
    copyTo(`COPY (SELECT ${cells} FROM (${text}) AS listed) TO STDOUT WITH (FORMAT csv)`),
  );
  await pipeline(copy, out);
  return copy.rowCount ?? 0;
}

/**
 * CSV in UTF-8 with a byte-order mark, so that Excel reads Devanagari names as they are. The
 * header row is the columns' labels in the file's language (ADR 050). Every cell that a
 * spreadsheet would take for a formula carries a leading apostrophe (the guard is in the
 * statement, repository.ts).
 */
export async function writeCsv(
  lease: ExportLease,
  plan: ExportPlan,
  file: ExportFile,
  out: Writable,
) {
  return writeCsvOf(
    lease,
    exportHeaders(plan.columns, file.language),
    exportSelect(plan.list, plan.columns, file, { guardFormulas: true }),
    out,
  );
}

/**
 * A CSV file of any statement of text columns c0… (the formula guard is the statement's own):
 * the byte-order mark, `headers`, then the rows by COPY. Also the access log's period file
 * (ADR 054).
 */
export async function writeCsvOf(
  lease: ExportLease,
  headers: readonly string[],
  statement: SQL,
  out: Writable,
): Promise<number> {
  out.write(`\ufeff${stringify([headers])}`);
  return copyCsv(lease.client, statement, headers.length, out);
}

/** The file's settings: its language, and what the statement needs to write it. */
export interface ExportFile extends FileSettings {
  language: ExportLanguage;
}

export function exportFile(language: ExportLanguage, timeZone: string): ExportFile {
  return { language, timeZone, codes: exportCodeTables(language) };
}

/** Excel's formats of the typed columns: the day as the portal writes it everywhere. */
const DATE_FORMAT = 'dd/mm/yyyy';
const TIMESTAMP_FORMAT = 'dd/mm/yyyy hh:mm';

/**
 * A cell of the statement's text as the XLSX cell it stands for: an empty cell, a number, or a
 * Date. exceljs writes a Date as the serial number of its UTC fields, so a day or a moment on the
 * organisation's clock ('2026-01-15 11:30:00', from the statement) becomes the Date whose UTC
 * fields are those: the spreadsheet shows the time the screens show.
 */
function typedCell(kind: CellKind, value: string): ExcelCell {
  if (value === '') return null;
  switch (kind) {
    case 'number': {
      const number = Number(value);
      return Number.isFinite(number) ? number : value;
    }
    case 'date':
    case 'timestamp': {
      const date = new Date(`${value.replace(' ', 'T')}Z`);
      return Number.isNaN(date.getTime()) ? value : date;
    }
    default:
      return value;
  }
}
type ExcelCell = string | number | Date | null;

/**
 * XLSX through exceljs's streaming writer: each row is written out as it is added. The header is
 * the columns' labels in the file's language; numbers are numbers and days and moments are
 * dates shown dd/mm/yyyy (ADR 050); everything else, identifiers that look like numbers
 * included (phone, pin code, Jigyasu ID), is a string value (`<c t="str"><v>…</v></c>`). A
 * spreadsheet calculates only a cell's `<f>`, which these never have, so they need no formula
 * guard (an apostrophe would show in the cell).
 */
export async function writeXlsx(
  lease: ExportLease,
  plan: ExportPlan,
  file: ExportFile,
  out: Writable,
) {
  // Loaded on the first XLSX export, not at start (a quarter of a second of every start).
  const { default: ExcelJS } = await import('exceljs');
  // Styles are on for the date formats: exceljs keeps one entry per distinct style, so the
  // table stays a handful of entries however long the list.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(plan.query.view, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const headers = exportHeaders(plan.columns, file.language);
  const kinds = plan.columns.map((column): CellKind => CELL_KINDS[column] ?? 'text');
  // A column's style is every new cell's: the dates carry their format without a style per cell.
  sheet.columns = plan.columns.map((column, index) => {
    const kind = kinds[index];
    const numFmt =
      kind === 'date' ? DATE_FORMAT : kind === 'timestamp' ? TIMESTAMP_FORMAT : undefined;
    return {
      key: column,
      width: Math.max(12, Math.min(40, headers[index]!.length + 4)),
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });
  const header = sheet.addRow(headers);
  header.font = { bold: true };
  header.commit();
  const statement = exportSelect(plan.list, plan.columns, file, { guardFormulas: false });
  const rows = await readInBatches(lease.db, statement, plan.columns.length, out, (batch) => {
    for (const row of batch) {
      sheet.addRow(row.map((value, index) => typedCell(kinds[index]!, value))).commit();
    }
  });
  sheet.commit();
  await workbook.commit();
  return rows;
}
