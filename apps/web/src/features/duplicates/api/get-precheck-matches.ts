import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PrecheckMatch } from '@form-a/domain/api/duplicates';
import { call } from '../../../lib/api-client';

export type { PrecheckMatch };

export interface PrecheckMatchesQuery {
  page: number;
  pageSize: number;
}

/** GET /api/duplicates/precheck-matches (approvers): pre-checks that matched someone, newest first. */
export const getPrecheckMatches = (query: PrecheckMatchesQuery, signal?: AbortSignal) =>
  call('GET /api/duplicates/precheck-matches', { query, signal });

export const precheckMatchesQueryOptions = (query: PrecheckMatchesQuery) =>
  queryOptions({
    queryKey: ['duplicates', 'precheck-matches', query],
    queryFn: ({ signal }) => getPrecheckMatches(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function usePrecheckMatches(query: PrecheckMatchesQuery) {
  return useQuery(precheckMatchesQueryOptions(query));
}
