import { z } from 'zod';
import { refsOf } from '../message-ref';
import { registrationRecordSchema } from './registration-record';

const REVIEW_MESSAGES = refsOf('review');

/**
 * The review desk's request and answer shapes (validate, the returns, approve), shared by the
 * server's route and the web's form so both refuse the same input with the same words.
 */

/** 'returnToSecretary': the approver's return straight to the branch secretary (ADR 048) */
export const REVIEW_ACTIONS = ['validate', 'return', 'returnToSecretary', 'approve'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

const REVIEW_NOTE_MAX = 1000;

/**
 * A return must say why: the record goes back to a person who reads the note to correct it
 * (the spec's 'No note was given.' told that person nothing, ADR 029).
 */
export const reviewTransitionSchema = z
  .object({
    action: z.enum(REVIEW_ACTIONS),
    revision: z.number().int().positive(),
    note: z.string().trim().max(REVIEW_NOTE_MAX).default(''),
    /**
     * 'I checked: this is not the same person'. Validate and approve of a record the duplicate
     * check finds a likely match for are refused without it (409, ADR 049); elsewhere unused.
     */
    duplicateAcknowledged: z.boolean().default(false),
  })
  .superRefine((value, context) => {
    if ((value.action === 'return' || value.action === 'returnToSecretary') && value.note === '') {
      context.addIssue({
        code: 'custom',
        path: ['note'],
        message: REVIEW_MESSAGES.returnNoteRequired,
      });
    }
  });
export type ReviewTransitionInput = z.input<typeof reviewTransitionSchema>;

export const DELIVERY_STATES = ['pending', 'in_flight', 'failed', 'delivered'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** One hand-off to an external service (an outbox row), as the API describes it. */
export const deliverySchema = z.object({
  id: z.number(),
  kind: z.string(),
  registrationId: z.number().nullable(),
  idempotencyKey: z.string(),
  state: z.enum(DELIVERY_STATES),
  attempts: z.number(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

/**
 * What became of an approval's hand-off by the time the answer left: delivered at once,
 * queued (the outbox retries it), or failed often enough to need a person (the Outbox screen).
 */
const HANDOFF_OUTCOMES = ['delivered', 'queued', 'failed'] as const;
export type HandoffOutcome = (typeof HANDOFF_OUTCOMES)[number];

export function handoffOutcome(state: DeliveryState): HandoffOutcome {
  if (state === 'delivered') return 'delivered';
  return state === 'failed' ? 'failed' : 'queued';
}

export const reviewTransitionResponseSchema = z.object({
  /** the spec's alert text, e.g. 'Request has been Approved and New Jigyasu ID is : …' */
  message: z.string(),
  registration: registrationRecordSchema,
  jigyasuId: z.string().nullable(),
  /** the hand-off to the collection service, after an approval */
  delivery: deliverySchema.nullable(),
  /** after an approval: what became of the hand-off; null for other actions */
  handoff: z.enum(HANDOFF_OUTCOMES).nullable(),
});
export type ReviewTransitionResult = z.infer<typeof reviewTransitionResponseSchema>;

/**
 * The Jigyasu ID approval would issue now. The initials and birth date are the record's; the
 * number is the sequence's next value, which another approval may take first, so the issued
 * ID can carry a higher number (the approval's answer has the real one).
 */
export const jigyasuIdPreviewSchema = z.object({
  /** initials and yyyymmdd: fixed by the record */
  prefix: z.string(),
  /** the whole ID with the next sequence number */
  jigyasuId: z.string(),
});
export type JigyasuIdPreview = z.infer<typeof jigyasuIdPreviewSchema>;
