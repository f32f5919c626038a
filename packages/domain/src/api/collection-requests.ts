import { z } from 'zod';
import { messageRef } from '../message-ref';
import { deliverySchema } from '../schemas/review';

/**
 * What the portal asks the collection service to do with an approved record on behalf of the
 * person it describes (DPDP Act 2023, rights of correction and erasure; ADR 056). The record
 * itself lives there once approved, so the request goes there, through the outbox.
 */
export const COLLECTION_REQUEST_KINDS = ['erasure', 'correction'] as const;
export type CollectionRequestKind = (typeof COLLECTION_REQUEST_KINDS)[number];

/** The longest description of a correction or reason for an erasure that is kept and sent. */
export const COLLECTION_REQUEST_REASON_MAX = 2000;

/**
 * The history step a request leaves on the record (no change of state): who asked, when, and
 * in its note the person's words.
 */
export const COLLECTION_REQUEST_HISTORY_ACTIONS = {
  erasure: 'erasure-requested',
  correction: 'correction-requested',
} as const satisfies Record<CollectionRequestKind, string>;

/** The request kind of a history step, or null for any other step. */
export function collectionRequestKindOf(action: string): CollectionRequestKind | null {
  return (
    COLLECTION_REQUEST_KINDS.find((kind) => COLLECTION_REQUEST_HISTORY_ACTIONS[kind] === action) ??
    null
  );
}

/** POST /api/registrations/:id/correction-request: what is to be corrected, in the person's words. */
export const correctionRequestBodySchema = z.object({
  /** the revision the approver saw: a record changed since (an erasure, say) is 409 */
  revision: z.number().int().positive(),
  reason: z
    .string({ error: messageRef('collectionRequest.reasonRequired') })
    .trim()
    .min(1, { error: messageRef('collectionRequest.reasonRequired') })
    .max(COLLECTION_REQUEST_REASON_MAX, {
      error: messageRef('collectionRequest.reasonTooLong', { max: COLLECTION_REQUEST_REASON_MAX }),
    }),
});
export type CorrectionRequestBody = z.input<typeof correctionRequestBodySchema>;

/** A request as the portal keeps it (the subject export lists them too). */
export const collectionRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(COLLECTION_REQUEST_KINDS),
  registrationId: z.number().int(),
  jigyasuId: z.string(),
  reason: z.string(),
  requestedByName: z.string(),
  requestedByRole: z.string(),
  requestedAt: z.string(),
  /** the outbox row that carries it to the collection service */
  outboxId: z.number().int().nullable(),
});
export type CollectionRequestInfo = z.infer<typeof collectionRequestSchema>;

/**
 * What a correction request answers: queued now, or a request of the same kind still waiting
 * for delivery (`alreadyQueued`: nothing new was queued; `request` is the waiting one).
 */
export const correctionRequestResponseSchema = z.object({
  message: z.string(),
  messageKey: z.string(),
  alreadyQueued: z.boolean(),
  request: collectionRequestSchema,
  delivery: deliverySchema.nullable(),
});
export type CorrectionRequestResult = z.infer<typeof correctionRequestResponseSchema>;

/**
 * The body the collection service receives: POST {COLLECTION_SERVICE_URL}/erasure_requests or
 * /correction_requests, with the Idempotency-Key header (docs/collection-requests.md). Lower
 * snake case like the approved record (spec section 3).
 */
export const collectionRequestPayloadSchema = z.object({
  /** the portal's number of the request; with the Idempotency-Key, unique per request */
  request_id: z.number().int(),
  kind: z.enum(COLLECTION_REQUEST_KINDS),
  /** the approved record the request is about, as handed over (spec section 3) */
  jig_uid: z.string(),
  /** for a correction, what is to be corrected; for an erasure, why */
  reason: z.string(),
  /** the portal account that recorded the request: its UID, name and role */
  requested_by: z.string(),
  requested_by_name: z.string(),
  requested_by_role: z.string(),
  /** ISO 8601 with offset (UTC) */
  requested_at: z.string(),
});
export type CollectionRequestPayload = z.infer<typeof collectionRequestPayloadSchema>;
