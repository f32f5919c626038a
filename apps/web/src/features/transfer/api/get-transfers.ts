import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  TRANSFER_STATUSES,
  transferSchema,
  type Transfer,
  type TransferListItem,
  type TransferListView,
  type TransferStatus,
} from '@form-a/domain/api/transfers';
import { call } from '../../../lib/api-client';

export {
  TRANSFER_STATUSES,
  transferSchema,
  type Transfer,
  type TransferListItem,
  type TransferStatus,
};

/** The screen's tabs (the API also has 'mine'). */
export const TRANSFER_VIEWS = [
  'all',
  'open',
  'decided',
] as const satisfies readonly TransferListView[];
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
  call('GET /api/transfers', { query, signal });

export const transfersQueryOptions = (query: TransfersQuery) =>
  queryOptions({
    queryKey: ['transfers', 'list', query],
    queryFn: ({ signal }) => getTransfers(query, signal),
    placeholderData: keepPreviousData,
  });

export function useTransfers(query: TransfersQuery) {
  return useQuery(transfersQueryOptions(query));
}
