import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { REGISTRATION_FIELDS, type RegistrationField } from '@form-a/domain/registration-fields';
import { REGISTRATION_SUMMARY_FIELDS } from '@form-a/domain/schemas/registration-summary';
import { STATUS_NAMES, UNKNOWN_STATUS } from '@form-a/domain/status';
import { registrations, users } from '../../db/schema';
import { maskedEmailSql, maskedPhoneSql } from './contact-mask-sql';

/**
 * The listed record (spec section 3) as JSON text written by the database: a list page is then
 * passed through to the client as it is, instead of being parsed into objects column by column,
 * mapped, checked against the response schema and written out again, which took about half of
 * the server's busy time on a queue page (docs/decisions/018-list-json-from-sql.md).
 * It must say exactly what toRegistrationRecord says of the same row: record-json.test.ts
 * compares the two for every record it makes.
 */
const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

const statusName: SQL = sql`CASE ${registrations.status} ${sql.raw(
  Object.entries(STATUS_NAMES)
    .map(([id, name]) => `WHEN ${Number(id)} THEN ${quote(name)}`)
    .join(' '),
)} ELSE ${sql.raw(quote(UNKNOWN_STATUS))} END`;

/** toISOString()'s form: UTC, milliseconds (truncated, as pg's Date parsing truncates them). */
const isoTimestamp = (column: AnyPgColumn) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const r = registrations;

type Pair = [string, SQL | AnyPgColumn];

/** The field table's pairs (registration-fields.ts): a column's drizzle property is its form name. */
export function fieldPairs(
  fields: readonly RegistrationField[] = REGISTRATION_FIELDS,
  columns: Readonly<Record<string, AnyPgColumn>> = getTableColumns(r),
): Pair[] {
  return fields.map(({ record, form, type }): Pair => {
    if (type === 'constant' || form === null) return [record, sql`''`];
    const column = columns[form]!;
    return [record, type === 'date' ? sql`to_char(${column}, 'YYYY-MM-DD')` : column];
  });
}

// row_to_json writes no spaces ('{"id":1}'), where json_build_object writes '{"id" : 1}': three
// more bytes for each of 43 fields of 50 records on every page. It needs a row with named
// columns, hence the one-row subquery.
const fields: Pair[] = [
  ['id', r.id],
  ['uid', r.jigyasuUid],
  ['status', r.status],
  ['StatusName', sql`json_build_object('StatusID', ${r.status}, 'StatusName', ${statusName})`],
  ...fieldPairs(),
  ['revision', r.revision],
  ['created_by', r.createdBy],
  ['created_by_name', users.name],
  ['created_at', isoTimestamp(r.createdAt)],
  ['last_updated', isoTimestamp(r.updatedAt)],
];

const rowJson = (selected: Pair[]) =>
  sql<string>`(SELECT row_to_json(listed) FROM (SELECT ${sql.join(
    selected.map(([name, value]) => sql`${value} AS ${sql.identifier(name)}`),
    sql`, `,
  )}) AS listed)::text`;

export const registrationRecordJson = rowJson(fields);

/**
 * The record with its phone and email masked (ADR 057): the full row of a reader who may read
 * records but whose task does not need a seeker's contact in a list (validators, approvers).
 */
export const registrationMaskedRecordJson = rowJson(
  fields.map(([name, value]): Pair =>
    name === 'phone'
      ? [name, maskedPhoneSql(r.phone)]
      : name === 'email'
        ? [name, maskedEmailSql(r.email)]
        : [name, value],
  ),
);

/** The summary row (registration-summary.ts) of a reader who may list but not read records. */
export const registrationSummaryJson = rowJson(
  fields.filter(([name]) => (REGISTRATION_SUMMARY_FIELDS as readonly string[]).includes(name)),
);
