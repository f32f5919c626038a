import { z } from 'zod';
import { normalizeDate, yearsBetween } from '../dates';
import { stripLate } from '../enums';

// The UID registry look-up owns the registry's record, the part of it the UID rules read and
// the reduced answer the wizard gets. The application's UID rules and the route contracts
// import them from here; this module imports neither.

/** How long a parent must have been initiated for the parent's UID to count (years). */
export const INITIATION_MIN_YEARS = 3;

/**
 * The UID lookup record (spec section 3): one element of the UID service's answer, the whole
 * registry record. Only the transfer search answers with it (after the contact check); the
 * wizard's look-up answers the reduced memberLookupSchema.
 */
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

/**
 * What the UID rules read of the UID service's record; an external service may leave any of
 * it out.
 */
export type UidRecordRead = {
  [K in 'first_name' | 'middle_name' | 'last_name' | 'title' | 'first_doi']?:
    UidLookupRecord[K] | null;
};

/**
 * What the 'member:lookup' permission answers (GET /api/members/:uid and the built-in UID
 * service's /ext/uid/form_a_data/:uid): only what the wizard fills in from a found UID and
 * what it needs to tell the UID rules at step 2. The registry's branch, status, email and
 * phone stay on the server; the initiation rule is answered as a yes/no computed there, with
 * the date only when the rule is not met (the secretary tells the family when it will be).
 */
export const memberLookupSchema = z.object({
  uid: z.string(),
  /** the registry's title; the wizard keeps 'Late' and a spouse's title from it */
  title: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  /** initiated at least INITIATION_MIN_YEARS (3) years before today */
  initiated_3_years: z.boolean(),
  /**
   * The date of initiation (yyyy-mm-dd) when it is less than 3 years back; null when the
   * 3 years are met or the registry has no date.
   */
  initiated_on: z.string().nullable(),
});
export type MemberLookup = z.infer<typeof memberLookupSchema>;

export const memberLookupResponseSchema = z.object({ member: memberLookupSchema });

/** The registry record reduced to the look-up answer, on the organisation's `today`. */
export function toMemberLookup(
  record: UidRecordRead & { uid: string },
  today: string,
): MemberLookup {
  const initiated = normalizeDate(record.first_doi);
  const initiated3Years = !!initiated && yearsBetween(initiated, today) >= INITIATION_MIN_YEARS;
  return {
    uid: record.uid,
    title: record.title ?? '',
    first_name: record.first_name ?? '',
    middle_name: record.middle_name ?? '',
    last_name: record.last_name ?? '',
    initiated_3_years: initiated3Years,
    initiated_on: initiated3Years ? null : initiated,
  };
}

/**
 * The submit check's verdict on one UID from the look-up answer, so the wizard tells it when
 * the look-up answers instead of after the last step: 'notValid' (not found), 'tooRecent'
 * (initiated less than the years the check requires, or no date), or null.
 */
export function memberLookupProblem(
  check: { readonly minInitiationYears: number | null },
  member: MemberLookup | null,
): 'notValid' | 'tooRecent' | null {
  if (!member) return 'notValid';
  if (check.minInitiationYears !== null && !member.initiated_3_years) return 'tooRecent';
  return null;
}

const MEN = ['PB', 'MR'];
const WOMEN = ['PBN', 'MS'];

/**
 * True when the registry's title is of the other sex than the parent the UID is given for (a
 * PB as mother). The spec's rule sets the parent's title regardless, so this only warns: the
 * registry may be wrong, and the server does not refuse it.
 */
export function parentTitleMismatch(parent: 'father' | 'mother', registryTitle: string): boolean {
  const title = stripLate(registryTitle).toUpperCase();
  return (parent === 'father' ? WOMEN : MEN).includes(title);
}
