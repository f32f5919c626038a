import { z } from 'zod';
import type { TransferRequestInput } from '../schemas/transfer';
import { uidLookupRecordSchema } from '../schemas/member-lookup';
import { messageSchema, pageOf, pageQueryShape } from './common';

export const TRANSFER_STATUSES = ['Requested', 'Approved', 'Rejected'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** A stored transfer request (the form's fields plus the workflow's). */
export const transferSchema = z.object({
  id: z.number(),
  uid: z.string(),
  status: z.string(),
  currentBranch: z.string(),
  movingToBranch: z.string(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  contactNumber: z.string(),
  attendance: z.string(),
  behaviour: z.string(),
  otherBehaviourInput: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  addressLine3: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  requestedByBranch: z.string(),
  decisionNote: z.string(),
  revision: z.number(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Transfer = z.infer<typeof transferSchema>;

/** What a request and a decision answer: the alert text and the stored request. */
export const savedTransferSchema = messageSchema.extend({ transfer: transferSchema });

/**
 * GET /api/transfers/search?uid=: the route takes any text, the service checks it with
 * transferSearchSchema so that the answer is the spec's 400 with its words.
 */
export const transferSearchQuerySchema = z.object({ uid: z.string().optional() });
export const transferSearchResponseSchema = z.object({ member: uidLookupRecordSchema });

/**
 * POST /api/transfers: the route checks the envelope, the service the form's values with
 * transferRequestSchema (one set of messages for the form and the API).
 */
export const createTransferBodySchema = z.looseObject({ uid: z.string().max(40) });
export type CreateTransferInput = TransferRequestInput & {
  uid: string;
};

export const TRANSFER_LIST_VIEWS = ['mine', 'open', 'decided', 'all'] as const;
export type TransferListView = (typeof TRANSFER_LIST_VIEWS)[number];

/** GET /api/transfers: 'open' is Requested, 'decided' Approved or Rejected. */
export const transferListQuerySchema = z.object({
  view: z.enum(TRANSFER_LIST_VIEWS).default('all'),
  ...pageQueryShape,
});
export type TransfersQuery = z.output<typeof transferListQuerySchema>;

/**
 * A request as a list shows it: who, which branches, what state. A list reaches an approver for
 * every branch at once, so the person's contact, address and the branch's report on them are
 * left to the request opened (GET /api/transfers/:id).
 */
export const transferListItemSchema = transferSchema.pick({
  id: true,
  uid: true,
  status: true,
  currentBranch: true,
  movingToBranch: true,
  title: true,
  firstName: true,
  lastName: true,
  requestedByBranch: true,
  decisionNote: true,
  revision: true,
  createdAt: true,
  decidedAt: true,
});
export type TransferListItem = z.infer<typeof transferListItemSchema>;
export const transfersPageSchema = pageOf(transferListItemSchema);

export const transferLogSchema = z.object({
  id: z.number(),
  action: z.string(),
  actorName: z.string(),
  role: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type TransferLog = z.infer<typeof transferLogSchema>;

/** GET /api/transfers/:id: one request with its history. */
export const transferDetailSchema = z.object({
  transfer: transferSchema,
  logs: z.array(transferLogSchema),
});

export const DECISION_NOTE_MAX = 1000;
/** POST /api/transfers/:id/decision */
export const transferDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject']),
  revision: z.number().int().positive(),
  note: z.string().trim().max(DECISION_NOTE_MAX).default(''),
});
export type TransferDecisionInput = z.input<typeof transferDecisionSchema>;
export type TransferDecision = z.output<typeof transferDecisionSchema>['decision'];
