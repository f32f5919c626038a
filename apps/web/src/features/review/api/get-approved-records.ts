import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /api/approved-records/:uid: 'View Data', the collection service's capitalised record. */
export const getApprovedRecords = (uid: string, signal?: AbortSignal) =>
  call('GET /api/approved-records/:uid', { params: { uid }, signal });

export const approvedRecordsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['approved-records', uid],
    queryFn: ({ signal }) => getApprovedRecords(uid, signal),
    staleTime: 0,
  });

export function useApprovedRecords(uid: string) {
  return useQuery(approvedRecordsQueryOptions(uid));
}
