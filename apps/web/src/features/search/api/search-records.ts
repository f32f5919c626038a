import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /api/search: one page of the header search, newest first. */
export const searchRecords = (q: string, cursor: number | null, signal?: AbortSignal) =>
  call('GET /api/search', { query: { q, cursor: cursor ?? undefined }, signal });

/** The pages read so far ('Show more' reads the next one). */
export function useSearchRecords(q: string) {
  return useInfiniteQuery({
    // under 'registrations' so that a save anywhere refreshes the results too
    queryKey: ['registrations', 'search', q],
    queryFn: ({ pageParam, signal }) => searchRecords(q, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: q.trim() !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
}
