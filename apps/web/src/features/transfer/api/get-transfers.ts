import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

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

const transfersPageSchema = z.object({
  items: z.array(transferSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(0),
  pageSize: z.number().int().min(1),
});

export const TRANSFER_VIEWS = ['all', 'open', 'decided'] as const;
export type TransferView = (typeof TRANSFER_VIEWS)[number];

export interface TransfersQuery {
  view: TransferView;
  page: number;
  pageSize: number;
}

/**
 * GET /api/transfers (BBRANCHSEC, DBAPPROVER): newest first; a secretary gets their branch's
 * requests, an approver every branch's. 'open' is Requested, 'decided' Approved or Rejected.
 */
export const getTransfers = (query: TransfersQuery, signal?: AbortSignal) =>
  api.get('/api/transfers', { query: { ...query }, schema: transfersPageSchema, signal });

export const transfersQueryOptions = (query: TransfersQuery) =>
  queryOptions({
    queryKey: ['transfers', 'list', query],
    queryFn: ({ signal }) => getTransfers(query, signal),
    placeholderData: keepPreviousData,
  });

export function useTransfers(query: TransfersQuery) {
  return useQuery(transfersQueryOptions(query));
}
