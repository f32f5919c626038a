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

/**
 * GET /api/geo/countries/:country/cities: every state's cities, each list as
 * GET …/states/:state/cities answers it, in one answer for a device that keeps them all to fill
 * in an application offline (one request instead of one per state on a branch's slow link).
 */
export const countryCitiesSchema = z.object({
  states: z.array(z.object({ code: z.string(), items: z.array(optionSchema) })),
});
export type CountryCities = z.infer<typeof countryCitiesSchema>;

/** GET /api/geo/countries/:country/states/:state/cities: the cities, then 'Other' (value ''). */
export const cityParamsSchema = z.object({
  country: countryCode,
  state: z.string().min(1).max(10),
});
