import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
 * compares the two for every record it makes, on both engines.
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

// row_to_json writes no spaces ('{"id":1}'), where json_build_object writes '{"id" : 1}': three
// more bytes for each of 43 fields of 50 records on every page. It needs a row with named
// columns, hence the one-row subquery.
const fields: Array<[string, SQL | AnyPgColumn]> = [
  ['id', r.id],
  ['uid', r.jigyasuUid],
  ['status', r.status],
  ['StatusName', sql`json_build_object('StatusID', ${r.status}, 'StatusName', ${statusName})`],
  ['branch', r.branch],
  ['title', r.title],
  ['first_name', r.firstName],
  ['middle_name', r.middleName],
  ['last_name', r.lastName],
  ['dob', sql`to_char(${r.dob}, 'YYYY-MM-DD')`],
  ['email', r.email],
  ['phone', r.phone],
  ['father_uid', r.fatherUid],
  ['father_title', r.fatherTitle],
  ['father_name', r.fatherName],
  ['mother_uid', r.motherUid],
  ['mother_title', r.motherTitle],
  ['mother_name', r.motherName],
  ['spouse_uid', r.spouseUid],
  ['spouse_title', r.spouseTitle],
  ['spouse_name', r.spouseName],
  ['address1', r.address1],
  ['address2', r.address2],
  ['city', r.city],
  ['region', r.region],
  ['country', r.country],
  ['zipcode', r.zipcode],
  ['organization', r.organization],
  ['occupation', r.occupation],
  ['qualification', r.qualification],
  ['designation', r.designation],
  ['nationality', r.nationality],
  ['caste', r.caste],
  ['bloodgroup', r.bloodGroup],
  ['workinghours', sql`''`],
  ['photo', r.photo],
  ['by_secy_verification', r.bySecyVerification],
  ['note', r.note],
  ['revision', r.revision],
  ['created_by', r.createdBy],
  ['created_by_name', users.name],
  ['created_at', isoTimestamp(r.createdAt)],
  ['last_updated', isoTimestamp(r.updatedAt)],
];

const rowJson = (selected: Array<[string, SQL | AnyPgColumn]>) =>
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
  fields.map(([name, value]): [string, SQL | AnyPgColumn] =>
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
