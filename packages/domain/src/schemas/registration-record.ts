import { z } from 'zod';
import { NOTICE_LANGUAGES } from '../privacy-notice';
import { statusNameObjectSchema } from '../status';
import type { ApplicationDraft } from './application';

/**
 * A registration as the API returns it: the original's lower snake case "stored or listed
 * record" (spec section 3), plus the titles of the relatives, the revision every write must
 * name, and who created it when.
 */
export const registrationRecordSchema = z.object({
  id: z.number(),
  uid: z.string().nullable(),
  status: z.number(),
  StatusName: statusNameObjectSchema,
  branch: z.string(),
  title: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  dob: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  father_uid: z.string(),
  father_title: z.string(),
  father_name: z.string(),
  mother_uid: z.string(),
  mother_title: z.string(),
  mother_name: z.string(),
  spouse_uid: z.string(),
  spouse_title: z.string(),
  spouse_name: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  region: z.string(),
  country: z.string(),
  zipcode: z.string(),
  organization: z.string(),
  occupation: z.string(),
  qualification: z.string(),
  designation: z.string(),
  nationality: z.string(),
  caste: z.string(),
  bloodgroup: z.string(),
  workinghours: z.string(),
  photo: z.string(),
  by_secy_verification: z.boolean(),
  note: z.string(),
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
  return {
    branch: record.branch,
    title: record.title as ApplicationDraft['title'],
    firstName: record.first_name,
    middleName: record.middle_name,
    lastName: record.last_name,
    dob: record.dob ?? '',
    fatherUid: record.father_uid,
    fatherTitle: record.father_title as ApplicationDraft['fatherTitle'],
    fatherName: record.father_name,
    motherUid: record.mother_uid,
    motherTitle: record.mother_title as ApplicationDraft['motherTitle'],
    motherName: record.mother_name,
    spouseUid: record.spouse_uid,
    spouseTitle: record.spouse_title as ApplicationDraft['spouseTitle'],
    spouseName: record.spouse_name,
    address1: record.address1,
    address2: record.address2,
    zipcode: record.zipcode,
    country: record.country,
    region: record.region,
    city: record.city,
    email: record.email,
    phone: record.phone,
    caste: record.caste as ApplicationDraft['caste'],
    qualification: record.qualification as ApplicationDraft['qualification'],
    occupation: record.occupation as ApplicationDraft['occupation'],
    nationality: record.nationality as ApplicationDraft['nationality'],
    designation: record.designation,
    organization: record.organization,
    bloodGroup: record.bloodgroup as ApplicationDraft['bloodGroup'],
    photo: record.photo,
    bySecyVerification: record.by_secy_verification,
    note: record.note,
  };
}
