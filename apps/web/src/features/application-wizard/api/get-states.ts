import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { GEO_STALE_MS, geoOptionSchema, isCountryCode } from './geo-option';

const stateOptionSchema = geoOptionSchema.extend({ code: z.string() });
export type StateOption = z.infer<typeof stateOptionSchema>;
const statesSchema = z.object({ items: z.array(stateOptionSchema) });

/** GET /api/geo/countries/:country/states: value = the state name the record stores, code = for cities. */
export const getStates = (country: string, signal?: AbortSignal) =>
  api.get(`/api/geo/countries/${encodeURIComponent(country)}/states`, {
    schema: statesSchema,
    signal,
  });

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
