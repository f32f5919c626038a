import { z } from 'zod';
import {
  formatDdMmYyyy,
  formatInTimeZone,
  isoDateParts,
  parseDdMmYyyy,
  todayInTimeZone,
} from './dates';
import { isLateTitle, stripLate } from './enums';

/**
 * The record posted to the collection service on approval (spec section 3 "Approved record"),
 * and the capitalised read model the service gives back.
 */

/** A stored registration as the server's repository reads it (snake_case columns). */
export interface ApprovableRegistration {
  branch: string;
  jigyasu_uid: string;
  title: string;
  first_name: string;
  middle_name?: string | null;
  last_name?: string | null;
  /** 'yyyy-mm-dd'; a Date is read by its UTC calendar day, which is how drivers return DATE columns. */
  dob: string | Date;
  father_uid?: string | null;
  father_title?: string | null;
  father_name?: string | null;
  mother_uid?: string | null;
  mother_title?: string | null;
  mother_name?: string | null;
  spouse_uid?: string | null;
  spouse_title?: string | null;
  spouse_name?: string | null;
  caste?: string | null;
  occupation?: string | null;
  qualification?: string | null;
  nationality?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  zipcode?: string | null;
  region?: string | null;
  country?: string | null;
  email?: string | null;
  phone?: string | null;
  created_at: Date;
  /** Pass the timestamp written with the approval, so modification_time is the approval's. */
  updated_at: Date;
}

export interface ApprovalContext {
  approvedAt: Date;
  /** IANA zone in which dor and the timestamps are written, e.g. 'Asia/Kolkata'. */
  timeZone: string;
}

const DD_MM_YYYY = /^\d{2}-\d{2}-\d{4}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Upper bounds of the record's fields, at least those of the form they come from. */
const LIMIT = { SHORT: 40, TEXT: 200, ADDRESS: 200, EMAIL: 254 } as const;

export const approvedRecordSchema = z.object({
  branch: z.string().max(LIMIT.TEXT),
  jig_uid: z.string().min(1).max(LIMIT.SHORT),
  title: z.string().max(LIMIT.SHORT),
  first_name: z.string().max(LIMIT.TEXT),
  middle_name: z.string().max(LIMIT.TEXT),
  last_name: z.string().max(LIMIT.TEXT),
  father_uid: z.string().max(LIMIT.SHORT),
  title_1: z.string().max(LIMIT.SHORT),
  father_first_name: z.string().max(LIMIT.TEXT),
  father_middle_name: z.string().max(LIMIT.TEXT),
  father_last_name: z.string().max(LIMIT.TEXT),
  mother_uid: z.string().max(LIMIT.SHORT),
  title_2: z.string().max(LIMIT.SHORT),
  mother_first_name: z.string().max(LIMIT.TEXT),
  mother_middle_name: z.string().max(LIMIT.TEXT),
  mother_last_name: z.string().max(LIMIT.TEXT),
  title_3: z.string().max(LIMIT.SHORT),
  spouse_uid: z.string().max(LIMIT.SHORT),
  spouse_first_name: z.string().max(LIMIT.TEXT),
  spouse_middle_name: z.string().max(LIMIT.TEXT),
  spouse_last_name: z.string().max(LIMIT.TEXT),
  dob: z.string().regex(DD_MM_YYYY),
  caste: z.string().max(LIMIT.TEXT),
  occupation: z.string().max(LIMIT.TEXT),
  address_line_1: z.string().max(LIMIT.ADDRESS),
  address_line_2: z.string().max(LIMIT.ADDRESS),
  address_line_3: z.string().max(LIMIT.ADDRESS),
  city: z.string().max(LIMIT.ADDRESS),
  pin: z.string().max(LIMIT.SHORT),
  state: z.string().max(LIMIT.ADDRESS),
  country: z.string().max(LIMIT.ADDRESS),
  dor: z.string().regex(DD_MM_YYYY),
  qualification: z.string().max(LIMIT.TEXT),
  nationality: z.string().max(LIMIT.TEXT),
  email_address: z.string().max(LIMIT.EMAIL),
  phone_number: z.string().max(LIMIT.SHORT),
  creation_time: z.string().regex(TIMESTAMP),
  modification_time: z.string().regex(TIMESTAMP),
});
export type ApprovedRecord = z.infer<typeof approvedRecordSchema>;

export interface NameParts {
  first: string;
  middle: string;
  last: string;
}

/**
 * Upper-cased and split on whitespace: first word, last word (only when there are two or
 * more), and whatever lies between as the middle. One word is a first name alone.
 */
export function splitFullName(fullName: string | null | undefined): NameParts {
  const words = (fullName ?? '')
    .trim()
    .toUpperCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  if (words.length === 0) return { first: '', middle: '', last: '' };
  if (words.length === 1) return { first: words[0] ?? '', middle: '', last: '' };
  return {
    first: words[0] ?? '',
    middle: words.slice(1, -1).join(' '),
    last: words[words.length - 1] ?? '',
  };
}

/** A relative's title and name parts; 'Late' moves from the title to the name. */
export function relativeNameParts(
  title: string | null | undefined,
  fullName: string | null | undefined,
): NameParts & { title: string } {
  const parts = splitFullName(fullName);
  const late = isLateTitle(title);
  // An empty name gets no prefix: '(LATE)' alone would read as somebody's name.
  const first = late && parts.first !== '' ? `(LATE) ${parts.first}` : parts.first;
  return { title: stripLate(title), ...parts, first };
}

const text = (v: string | null | undefined): string => (v ?? '').trim();
const upper = (v: string | null | undefined): string => text(v).replace(/\s+/g, ' ').toUpperCase();

function dobIso(dob: string | Date): string {
  if (dob instanceof Date) return dob.toISOString().slice(0, 10);
  return dob.trim().slice(0, 10);
}

export function toApprovedRecord(
  registration: ApprovableRegistration,
  { approvedAt, timeZone }: ApprovalContext,
): ApprovedRecord {
  const r = registration;
  const father = relativeNameParts(r.father_title, r.father_name);
  const mother = relativeNameParts(r.mother_title, r.mother_name);
  const spouse = relativeNameParts(r.spouse_title, r.spouse_name);
  return {
    branch: text(r.branch),
    jig_uid: text(r.jigyasu_uid),
    title: text(r.title),
    first_name: upper(r.first_name),
    middle_name: upper(r.middle_name),
    last_name: upper(r.last_name),
    father_uid: text(r.father_uid),
    title_1: father.title,
    father_first_name: father.first,
    father_middle_name: father.middle,
    father_last_name: father.last,
    mother_uid: text(r.mother_uid),
    title_2: mother.title,
    mother_first_name: mother.first,
    mother_middle_name: mother.middle,
    mother_last_name: mother.last,
    title_3: spouse.title,
    spouse_uid: text(r.spouse_uid),
    spouse_first_name: spouse.first,
    spouse_middle_name: spouse.middle,
    spouse_last_name: spouse.last,
    dob: formatDdMmYyyy(dobIso(r.dob)),
    caste: text(r.caste),
    occupation: text(r.occupation),
    address_line_1: text(r.address1),
    address_line_2: text(r.address2),
    // The form has two address lines; the service's third column stays empty.
    address_line_3: '',
    city: text(r.city),
    pin: text(r.zipcode),
    state: text(r.region),
    country: text(r.country),
    dor: formatDdMmYyyy(todayInTimeZone(approvedAt, timeZone)),
    qualification: text(r.qualification),
    nationality: text(r.nationality),
    email_address: text(r.email),
    phone_number: text(r.phone),
    creation_time: formatInTimeZone(r.created_at, timeZone),
    modification_time: formatInTimeZone(r.updated_at, timeZone),
  };
}

/**
 * Read model keys (spec section 3 "Approved data read model"). The spec names some keys only
 * as groups, so these choices were made:
 * - DOB_DD/MM/YYYY and DOR_DD/MM/YYYY become six keys, DOB_DD … DOR_YYYY, zero-padded;
 * - Affiliation is the branch;
 * - the applicant's own name parts are First_Name, Middle_Name, Last_Name (the spec lists
 *   only the relatives', but the read model must carry the applicant's name);
 * - relatives use <Relative>_First_Name, _Middle_Name, _Last_Name, _UID;
 * - Title1..Title3 are the father's, mother's and spouse's titles (title_1..title_3);
 * - Creation_Time keeps 'yyyy-mm-dd hh:mm:ss'; there is no modification time in the model;
 * - Modified_By and status_flag are not in the approved record, so the caller supplies them;
 *   status_flag defaults to 'Jigyasu', the status the UID service reports for seekers
 *   (spec section 8 "Transfer search").
 */
export const approvedReadModelSchema = z.object({
  jig_uid: z.string(),
  Affiliation: z.string(),
  Title: z.string(),
  First_Name: z.string(),
  Middle_Name: z.string(),
  Last_Name: z.string(),
  Father_UID: z.string(),
  Title1: z.string(),
  Father_First_Name: z.string(),
  Father_Middle_Name: z.string(),
  Father_Last_Name: z.string(),
  Mother_UID: z.string(),
  Title2: z.string(),
  Mother_First_Name: z.string(),
  Mother_Middle_Name: z.string(),
  Mother_Last_Name: z.string(),
  Spouse_UID: z.string(),
  Title3: z.string(),
  Spouse_First_Name: z.string(),
  Spouse_Middle_Name: z.string(),
  Spouse_Last_Name: z.string(),
  DOB_DD: z.string(),
  DOB_MM: z.string(),
  DOB_YYYY: z.string(),
  DOR_DD: z.string(),
  DOR_MM: z.string(),
  DOR_YYYY: z.string(),
  Caste: z.string(),
  Occupation: z.string(),
  Qualification: z.string(),
  Nationality: z.string(),
  Address_Line1: z.string(),
  Address_Line2: z.string(),
  Address_Line3: z.string(),
  City: z.string(),
  Pin: z.string(),
  State: z.string(),
  Country: z.string(),
  Email_Address: z.string(),
  Phone_Number: z.string(),
  Creation_Time: z.string(),
  Modified_By: z.string(),
  status_flag: z.string(),
});
export type ApprovedReadModel = z.infer<typeof approvedReadModelSchema>;

const DEFAULT_STATUS_FLAG = 'Jigyasu';

export interface ReadModelOptions {
  modifiedBy?: string;
  statusFlag?: string;
}

function ddMmYyyyParts(value: string): { dd: string; mm: string; yyyy: string } {
  const iso = parseDdMmYyyy(value);
  return iso ? isoDateParts(iso) : { dd: '', mm: '', yyyy: '' };
}

export function toApprovedReadModel(
  record: ApprovedRecord,
  { modifiedBy = '', statusFlag = DEFAULT_STATUS_FLAG }: ReadModelOptions = {},
): ApprovedReadModel {
  const dob = ddMmYyyyParts(record.dob);
  const dor = ddMmYyyyParts(record.dor);
  return {
    jig_uid: record.jig_uid,
    Affiliation: record.branch,
    Title: record.title,
    First_Name: record.first_name,
    Middle_Name: record.middle_name,
    Last_Name: record.last_name,
    Father_UID: record.father_uid,
    Title1: record.title_1,
    Father_First_Name: record.father_first_name,
    Father_Middle_Name: record.father_middle_name,
    Father_Last_Name: record.father_last_name,
    Mother_UID: record.mother_uid,
    Title2: record.title_2,
    Mother_First_Name: record.mother_first_name,
    Mother_Middle_Name: record.mother_middle_name,
    Mother_Last_Name: record.mother_last_name,
    Spouse_UID: record.spouse_uid,
    Title3: record.title_3,
    Spouse_First_Name: record.spouse_first_name,
    Spouse_Middle_Name: record.spouse_middle_name,
    Spouse_Last_Name: record.spouse_last_name,
    DOB_DD: dob.dd,
    DOB_MM: dob.mm,
    DOB_YYYY: dob.yyyy,
    DOR_DD: dor.dd,
    DOR_MM: dor.mm,
    DOR_YYYY: dor.yyyy,
    Caste: record.caste,
    Occupation: record.occupation,
    Qualification: record.qualification,
    Nationality: record.nationality,
    Address_Line1: record.address_line_1,
    Address_Line2: record.address_line_2,
    Address_Line3: record.address_line_3,
    City: record.city,
    Pin: record.pin,
    State: record.state,
    Country: record.country,
    Email_Address: record.email_address,
    Phone_Number: record.phone_number,
    Creation_Time: record.creation_time,
    Modified_By: modifiedBy,
    status_flag: statusFlag,
  };
}
