import { queryOptions, useQuery } from '@tanstack/react-query';
import { approvedRecordsSchema } from '@form-a/domain/api/reviews';
import { api } from '../../../lib/api-client';

/** GET /api/approved-records/:uid: 'View Data', the collection service's capitalised record. */
export const getApprovedRecords = (uid: string, signal?: AbortSignal) =>
  api.get(`/api/approved-records/${encodeURIComponent(uid)}`, {
    schema: approvedRecordsSchema,
    signal,
  });

export const approvedRecordsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['approved-records', uid],
    queryFn: ({ signal }) => getApprovedRecords(uid, signal),
    staleTime: 0,
  });

export function useApprovedRecords(uid: string) {
  return useQuery(approvedRecordsQueryOptions(uid));
}
