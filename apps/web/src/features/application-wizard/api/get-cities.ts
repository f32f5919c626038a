import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { GEO_STALE_MS, isCountryCode } from './geo-option';

/** GET /api/geo/countries/:country/states/:code/cities: the cities, then 'Other' (value ''). */
export const getCities = (country: string, stateCode: string, signal?: AbortSignal) =>
  call('GET /api/geo/countries/:country/states/:state/cities', {
    params: { country, state: stateCode },
    signal,
  });

/**
 * GET /api/geo/countries/:country/cities: every state's list as getCities answers it, at once.
 * For the device that keeps them all; a screen asks for the one state it shows.
 */
export const getCountryCities = (country: string) =>
  call('GET /api/geo/countries/:country/cities', { params: { country } });

export const citiesQueryOptions = (country: string, stateCode: string) =>
  queryOptions({
    queryKey: ['geo', 'cities', country, stateCode],
    queryFn: ({ signal }) => getCities(country, stateCode, signal),
    staleTime: GEO_STALE_MS,
    select: (data) => data.items,
  });

export function useCities(country: string, stateCode: string | undefined) {
  return useQuery({
    ...citiesQueryOptions(country, stateCode ?? ''),
    enabled: isCountryCode(country) && !!stateCode,
  });
}
