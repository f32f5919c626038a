import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TransferLog } from '@form-a/domain/api/transfers';
import { call } from '../../../lib/api-client';

export type { TransferLog };

/** GET /api/transfers/:id: one request with its history (request, approve or reject). */
export const getTransfer = (id: number, signal?: AbortSignal) =>
  call('GET /api/transfers/:id', { params: { id }, signal });

export const transferQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['transfers', 'detail', id],
    queryFn: ({ signal }) => getTransfer(id, signal),
  });

export function useTransfer(id: number | null) {
  return useQuery({ ...transferQueryOptions(id ?? 0), enabled: id !== null });
}
