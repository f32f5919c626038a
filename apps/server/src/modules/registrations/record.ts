import type { ApplicationDraft } from '@form-a/domain/schemas/application';
import type {
  RegistrationLog,
  RegistrationRecord,
} from '@form-a/domain/schemas/registration-record';
import { REGISTRATION_FIELDS, type RegistrationField } from '@form-a/domain/registration-fields';
import { toStatusNameObject } from '@form-a/domain/status';
import type { NewRegistration, RegistrationLogRow, RegistrationWithCreator } from './repository';

/** The record's own values around the field table's: id, status, revision, who and when. */
type RecordMeta =
  | 'id'
  | 'uid'
  | 'status'
  | 'StatusName'
  | 'revision'
  | 'created_by'
  | 'created_by_name'
  | 'created_at'
  | 'last_updated';
type RegistrationRecordFields = Omit<RegistrationRecord, RecordMeta>;

/**
 * A row's field values under their record names (the field table, registration-fields.ts):
 * the drizzle property of a field's column is its form name.
 */
export function rowToRecordFields(
  row: Readonly<Record<string, unknown>>,
  fields: readonly RegistrationField[] = REGISTRATION_FIELDS,
): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => [
      field.record,
      field.type === 'constant' || field.form === null ? '' : row[field.form],
    ]),
  );
}

export function toRegistrationRecord(row: RegistrationWithCreator): RegistrationRecord {
  return {
    id: row.id,
    uid: row.jigyasuUid,
    status: row.status,
    StatusName: toStatusNameObject(row.status),
    ...(rowToRecordFields(row) as RegistrationRecordFields),
    revision: row.revision,
    created_by: row.createdBy,
    created_by_name: row.createdByName,
    created_at: row.createdAt.toISOString(),
    last_updated: row.updatedAt.toISOString(),
  };
}

export function toRegistrationLog(row: RegistrationLogRow): RegistrationLog {
  return {
    id: row.id,
    action: row.action,
    from_status: row.fromStatus,
    to_status: row.toStatus,
    actor_name: row.actorName,
    role: row.role,
    validate_by: row.role === 'UVVOLUNTER' ? row.actorName : '',
    approved_by: row.role === 'DBAPPROVER' ? row.actorName : '',
    note: row.note,
    creation_date: row.createdAt.toISOString(),
  };
}

/**
 * Form values (already parsed by a domain schema) → table columns, for every field the form
 * writes (the field table): no date is '' but NULL, and member UIDs are kept in upper case.
 */
export function formValuesToColumns(
  values: ApplicationDraft,
  fields: readonly RegistrationField[] = REGISTRATION_FIELDS,
): Omit<NewRegistration, 'status' | 'branch' | 'createdBy'> {
  const form = values as unknown as Readonly<Record<string, unknown>>;
  const columns: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.form === null || field.column === null || field.formWrites === false) continue;
    const value = form[field.form];
    columns[field.form] =
      field.type === 'date' && value === ''
        ? null
        : field.type === 'uid' && typeof value === 'string'
          ? value.toUpperCase()
          : value;
  }
  return columns as Omit<NewRegistration, 'status' | 'branch' | 'createdBy'>;
}
