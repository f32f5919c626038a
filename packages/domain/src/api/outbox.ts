import { z } from 'zod';
import { deliverySchema } from '../schemas/review';
import { pageOf, pageQueryShape } from './common';

export const OUTBOX_VIEWS = ['undelivered', 'delivered', 'all'] as const;
export type OutboxView = (typeof OUTBOX_VIEWS)[number];

/** GET /api/outbox: newest first; not yet delivered by default. */
export const outboxListQuerySchema = z.object({
  view: z.enum(OUTBOX_VIEWS).default('undelivered'),
  ...pageQueryShape,
});
export type OutboxQuery = z.output<typeof outboxListQuerySchema>;
export const outboxPageSchema = pageOf(deliverySchema);

/** GET /api/outbox/:id: one delivery with its latest attempts. */
export const deliveryDetailSchema = z.object({
  delivery: deliverySchema,
  attempts: z.array(
    z.object({
      attemptedAt: z.string(),
      statusCode: z.number().nullable(),
      error: z.string().nullable(),
      durationMs: z.number(),
    }),
  ),
});

/** POST /api/outbox/:id/retry */
export const retryDeliverySchema = z.object({ delivery: deliverySchema });
