import { z } from 'zod';
import { NOTICE_LANGUAGES } from '../privacy-notice';
import { statusNameObjectSchema } from '../status';
import type { ApplicationDraft } from './application';
import {
  FORM_FIELDS,
  REGISTRATION_FIELDS,
  type RegistrationFieldType,
} from '../registration-fields';

type FieldEntry = (typeof REGISTRATION_FIELDS)[number];
type RecordValueSchema<T> = T extends 'date'
  ? z.ZodNullable<z.ZodString>
  : T extends 'boolean'
    ? z.ZodBoolean
    : z.ZodString;
type RecordFieldsShape = { [F in FieldEntry as F['record']]: RecordValueSchema<F['type']> };

const recordValueSchema = (type: RegistrationFieldType) =>
  type === 'date' ? z.string().nullable() : type === 'boolean' ? z.boolean() : z.string();

/** The record's fields (registration-fields.ts), keyed by their record names, in its order. */
const recordFieldsShape = Object.fromEntries(
  REGISTRATION_FIELDS.map((field) => [field.record, recordValueSchema(field.type)]),
) as RecordFieldsShape;

/**
 * A registration as the API returns it: the original's lower snake case "stored or listed
 * record" (spec section 3), plus the titles of the relatives, the revision every write must
 * name, and who created it when. The fields between the status and the revision are the field
 * table's (registration-fields.ts).
 */
export const registrationRecordSchema = z.object({
  id: z.number(),
  uid: z.string().nullable(),
  status: z.number(),
  StatusName: statusNameObjectSchema,
  ...recordFieldsShape,
  revision: z.number(),
  created_by: z.number(),
  created_by_name: z.string(),
  created_at: z.string(),
  last_updated: z.string(),
});
export type RegistrationRecord = z.infer<typeof registrationRecordSchema>;

/**
 * The seeker's consent as the record holds it (ADR 053): the notice version and language the
 * secretary showed, who recorded it and when. Null for a record without one: a draft, and every
 * record submitted before consent was asked for ("consent not recorded", never made up).
 */
export const recordedConsentSchema = z.object({
  noticeVersion: z.string(),
  language: z.enum(NOTICE_LANGUAGES),
  recordedAt: z.string(),
  recordedBy: z.object({ uid: z.string(), name: z.string() }),
});
export type RecordedConsent = z.infer<typeof recordedConsentSchema>;

/** One entry of a record's history (spec section 3 "Log entry", plus what happened). */
export const registrationLogSchema = z.object({
  id: z.number(),
  action: z.string(),
  from_status: z.number().nullable(),
  to_status: z.number(),
  actor_name: z.string(),
  role: z.string(),
  /** the validator's name on a validator's action, else '' (the original's field) */
  validate_by: z.string(),
  /** the approver's name on an approver's action, else '' */
  approved_by: z.string(),
  note: z.string(),
  creation_date: z.string(),
});
export type RegistrationLog = z.infer<typeof registrationLogSchema>;

/** The form values of a stored record, for editing a draft or a returned record. */
export function recordToFormValues(record: RegistrationRecord): ApplicationDraft {
  const stored = record as unknown as Record<string, unknown>;
  return Object.fromEntries(
    FORM_FIELDS.map((field) => [
      field.form,
      field.type === 'date' ? (stored[field.record] ?? '') : stored[field.record],
    ]),
  ) as ApplicationDraft;
}
