import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Report, ReportQuery } from '@form-a/domain/api/reports';
import { call } from '../../../lib/api-client';

export type { Report, ReportQuery };

/** GET /api/reports: aggregates only; a secretary's are her own branch's whatever she asks. */
export const getReport = (query: ReportQuery, signal?: AbortSignal) =>
  call('GET /api/reports', {
    query: { from: query.from, to: query.to, branch: query.branch },
    signal,
  });

export const reportQueryOptions = (query: ReportQuery) =>
  queryOptions({
    queryKey: ['reports', query],
    queryFn: ({ signal }) => getReport(query, signal),
    // a new filter keeps the previous figures on screen until the new ones arrive
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useReport(query: ReportQuery) {
  return useQuery(reportQueryOptions(query));
}
