import { z } from 'zod';
import { optionSchema, type Option } from './common';

export type GeoOption = Option;

const countryCode = z.string().length(2).toUpperCase();

/** GET /api/geo/countries: value = ISO code, label = name. */
export const geoOptionListSchema = z.object({ items: z.array(optionSchema) });

/** GET /api/geo/countries/:country/states: value = the name the record stores, code = for cities. */
export const stateOptionSchema = optionSchema.extend({ code: z.string() });
export type StateOption = z.infer<typeof stateOptionSchema>;
export const stateListSchema = z.object({ items: z.array(stateOptionSchema) });
export const countryParamsSchema = z.object({ country: countryCode });

/** GET /api/geo/countries/:country/states/:state/cities: the cities, then 'Other' (value ''). */
export const cityParamsSchema = z.object({
  country: countryCode,
  state: z.string().min(1).max(10),
});
