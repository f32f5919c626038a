export type { GeoOption } from '@form-a/domain/api/geo';

/** Country codes are two capital letters; nothing is fetched for anything else. */
export const isCountryCode = (value: string): boolean => /^[A-Z]{2}$/.test(value);

/** Countries, states and cities change rarely. */
export const GEO_STALE_MS = 60 * 60_000;
