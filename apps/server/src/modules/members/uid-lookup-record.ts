import { z } from 'zod';
import type { MemberRow } from './repository';

/** One element of the UID service's answer (spec section 3 "UID lookup record"). */
export const uidLookupRecordSchema = z.object({
  uid: z.string(),
  title: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  /** date of first initiation, yyyy-mm-dd, or null when not initiated */
  first_doi: z.string().nullable(),
  branch: z.string(),
  /** 'Initiated' or 'Jigyasu' */
  status: z.string(),
  email_address: z.string(),
  phone_number: z.string(),
});
export type UidLookupRecord = z.infer<typeof uidLookupRecordSchema>;

export function toUidLookupRecord(row: MemberRow): UidLookupRecord {
  return {
    uid: row.uid,
    title: row.title,
    first_name: row.firstName,
    middle_name: row.middleName,
    last_name: row.lastName,
    first_doi: row.firstDoi,
    branch: row.branch,
    status: row.status,
    email_address: row.emailAddress,
    phone_number: row.phoneNumber,
  };
}
