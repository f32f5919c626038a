import { z } from 'zod';
import { messageRef } from '../message-ref';

/** The longest reason an erasure keeps: a sentence or two, never a copy of the record. */
export const ERASURE_REASON_MAX = 500;

/**
 * POST /api/registrations/:id/erasure (ADR 055): erase the personal data of a record, or, for an
 * approved one, ask the collection service to. The reason is required and kept (the tombstone
 * and the history say why); the revision is the one the approver saw (stale: 409).
 */
export const erasureRequestSchema = z.object({
  reason: z
    .string({ error: messageRef('erasure.reasonRequired') })
    .trim()
    .min(1, { message: messageRef('erasure.reasonRequired') })
    .max(ERASURE_REASON_MAX, {
      message: messageRef('erasure.reasonTooLong', { max: ERASURE_REASON_MAX }),
    }),
  revision: z.number().int().positive(),
});
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

/**
 * What is left of an erased record: its number, status (9), branch and dates, who erased it
 * (a person's name, or 'Retention' for the server's retention job) and why.
 */
export const erasureTombstoneSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  branch: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  submittedAt: z.iso.datetime({ offset: true }).nullable(),
  erasedAt: z.iso.datetime({ offset: true }),
  erasedBy: z.string(),
  reason: z.string(),
});
export type ErasureTombstone = z.infer<typeof erasureTombstoneSchema>;

const outcomeMessage = { message: z.string(), messageKey: z.string() };

/**
 * 200: the record was not approved and its personal data is gone now ('erased', with the
 * tombstone). 202: the record is approved; nothing was erased here, the request was queued to
 * the collection service through the outbox ('requested'; `alreadyQueued` when one was waiting
 * already, which is not queued twice).
 */
export const erasureErasedSchema = z.object({
  outcome: z.literal('erased'),
  ...outcomeMessage,
  tombstone: erasureTombstoneSchema,
});
export const erasureRequestedSchema = z.object({
  outcome: z.literal('requested'),
  ...outcomeMessage,
  id: z.number().int(),
  alreadyQueued: z.boolean(),
});
export const erasureResultSchema = z.discriminatedUnion('outcome', [
  erasureErasedSchema,
  erasureRequestedSchema,
]);
export type ErasureResult = z.infer<typeof erasureResultSchema>;
