import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * GET /api/registrations/duplicate-levels (validator, approver): the best duplicate level of
 * each record on the page shown, computed by the server for those ids only.
 */
export const getDuplicateLevels = (ids: readonly number[], signal?: AbortSignal) =>
  call('GET /api/registrations/duplicate-levels', { query: { ids: ids.join(',') }, signal });

/** id → level for the page; empty until the answer arrives (the badges then appear). */
export function useDuplicateLevels(ids: readonly number[], enabled: boolean) {
  return useQuery({
    queryKey: ['registrations', 'duplicate-levels', ids],
    queryFn: ({ signal }) => getDuplicateLevels(ids, signal),
    enabled: enabled && ids.length > 0,
    placeholderData: keepPreviousData,
    select: (data) => new Map(data.items.map((item) => [item.id, item.level])),
    // a badge is a hint: a failed look-up leaves the queue as it was
    retry: false,
  });
}
