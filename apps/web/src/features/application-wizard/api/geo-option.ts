import { z } from 'zod';

/** The option shape the geo endpoints answer with. */
export const geoOptionSchema = z.object({ value: z.string(), label: z.string() });
export type GeoOption = z.infer<typeof geoOptionSchema>;

/** Country codes are two capital letters; nothing is fetched for anything else. */
export const isCountryCode = (value: string): boolean => /^[A-Z]{2}$/.test(value);

/** Countries, states and cities change rarely. */
export const GEO_STALE_MS = 60 * 60_000;
