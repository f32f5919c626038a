import { z } from 'zod';
import { normalizeDate, yearsBetween } from '../dates';
import { INITIATION_MIN_YEARS, type UidLookupRecord } from './application';

/**
 * What the 'member:lookup' permission answers (GET /api/members/:uid and the built-in UID
 * service's /ext/uid/form_a_data/:uid): only what the wizard fills in from a found UID. The
 * registry's branch, status, date of initiation, email and phone stay on the server; the
 * initiation rule is answered as a yes/no computed there.
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
});
export type MemberLookup = z.infer<typeof memberLookupSchema>;

export const memberLookupResponseSchema = z.object({ member: memberLookupSchema });

/** The registry record reduced to the look-up answer, on the organisation's `today`. */
export function toMemberLookup(
  record: UidLookupRecord & { uid: string },
  today: string,
): MemberLookup {
  const initiated = normalizeDate(record.first_doi);
  return {
    uid: record.uid,
    title: record.title ?? '',
    first_name: record.first_name ?? '',
    middle_name: record.middle_name ?? '',
    last_name: record.last_name ?? '',
    initiated_3_years: !!initiated && yearsBetween(initiated, today) >= INITIATION_MIN_YEARS,
  };
}
