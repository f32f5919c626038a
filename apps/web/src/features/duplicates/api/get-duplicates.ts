import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * GET /api/registrations/:id/duplicates (validator, approver): the record's possible
 * duplicates from the data service, best first; 502 when that service fails.
 */
export const getDuplicates = (registrationId: number, signal?: AbortSignal) =>
  call('GET /api/registrations/:id/duplicates', { params: { id: registrationId }, signal });

export const duplicatesQueryOptions = (registrationId: number) =>
  queryOptions({
    queryKey: ['duplicates', registrationId],
    queryFn: ({ signal }) => getDuplicates(registrationId, signal),
    // every opening asks again: the registry and the pipeline change between two checks
    staleTime: 0,
    gcTime: 0,
    // a failed check says so at once ('No Duplicate records found' and a notice)
    retry: false,
  });

/** Nothing is fetched while the dialog is closed; each opening asks again. */
export function useDuplicates(registrationId: number | null, open: boolean) {
  return useQuery({
    ...duplicatesQueryOptions(registrationId ?? 0),
    enabled: open && registrationId !== null,
  });
}
