import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { GEO_STALE_MS, geoOptionSchema } from './geo-option';

const countriesSchema = z.object({ items: z.array(geoOptionSchema) });

/** GET /api/geo/countries: every country, value = ISO code, label = its name. */
export const getCountries = (signal?: AbortSignal) =>
  api.get('/api/geo/countries', { schema: countriesSchema, signal });

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['geo', 'countries'],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: GEO_STALE_MS,
    select: (data) => data.items,
  });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
