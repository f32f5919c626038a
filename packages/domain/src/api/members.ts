import { z } from 'zod';
import { memberLookupSchema } from '../schemas/member-lookup';

export {
  memberLookupResponseSchema,
  memberLookupSchema,
  type MemberLookup,
} from '../schemas/member-lookup';

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

/** GET /api/members/:uid and /ext/uid/form_a_data/:uid */
export const uidParamsSchema = z.object({ uid: z.string().trim().min(1).max(40) });

/** The UID-service contract's answer as the built-in registry serves it: empty when unknown. */
export const memberLookupListSchema = z.array(memberLookupSchema);
