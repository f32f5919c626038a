import { z } from 'zod';
import { memberLookupSchema } from '../schemas/member-lookup';

/** GET /api/members/:uid and /ext/uid/form_a_data/:uid */
export const uidParamsSchema = z.object({ uid: z.string().trim().min(1).max(40) });

/** The UID-service contract's answer as the built-in registry serves it: empty when unknown. */
export const memberLookupListSchema = z.array(memberLookupSchema);
