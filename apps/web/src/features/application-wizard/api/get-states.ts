import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StateOption } from '@form-a/domain/api/geo';
import { call } from '../../../lib/api-client';
import { GEO_STALE_MS, isCountryCode } from './geo-option';

export type { StateOption };

/** GET /api/geo/countries/:country/states: value = the state name the record stores, code = for cities. */
export const getStates = (country: string, signal?: AbortSignal) =>
  call('GET /api/geo/countries/:country/states', { params: { country }, signal });

export const statesQueryOptions = (country: string) =>
  queryOptions({
    queryKey: ['geo', 'states', country],
    queryFn: ({ signal }) => getStates(country, signal),
    staleTime: GEO_STALE_MS,
    select: (data) => data.items,
  });

export function useStates(country: string) {
  return useQuery({ ...statesQueryOptions(country), enabled: isCountryCode(country) });
}
