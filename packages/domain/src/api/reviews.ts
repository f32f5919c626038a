import { z } from 'zod';
import { approvedReadModelSchema } from '../approved-record';
import { deliverySchema } from '../schemas/review';

/** GET /api/approved-records/:uid and the collection service's /jigyasu_data/:id */
export const approvedRecordUidParamsSchema = z.object({ uid: z.string().trim().min(1).max(40) });
export const collectionIdParamsSchema = z.object({ id: z.string().min(1).max(40) });

/** The collection service's answer: the approved record in its capitalised read model. */
export const approvedReadModelListSchema = z.array(approvedReadModelSchema);

/** GET /api/approved-records/:uid: 'View Data'. */
export const approvedRecordsSchema = z.object({ items: approvedReadModelListSchema });

/** GET /api/registrations/:id/approved-record: the stored record and its hand-off. */
export const approvedRecordWithDeliverySchema = z.object({
  items: approvedReadModelListSchema,
  delivery: deliverySchema.nullable(),
});
