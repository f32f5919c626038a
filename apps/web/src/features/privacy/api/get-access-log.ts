import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Entries per page of the 'Viewed by' panel ('Show more' reads the next). */
export const ACCESS_LOG_PAGE_SIZE = 10;

/** GET /api/registrations/:id/access-log: who read the record's full details, newest first. */
export const getAccessLog = (id: number, before: string | null, signal?: AbortSignal) =>
  call('GET /api/registrations/:id/access-log', {
    params: { id },
    query: { limit: ACCESS_LOG_PAGE_SIZE, before: before ?? undefined },
    signal,
  });

/** The pages read so far. Under 'registrations': opening the record again refreshes it. */
export function useAccessLog(id: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['registrations', 'access-log', id],
    queryFn: ({ pageParam, signal }) => getAccessLog(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    // the reader's own opening of the record is the newest entry: read after it, not cached
    staleTime: 0,
  });
}
