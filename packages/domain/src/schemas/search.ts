import { z } from 'zod';
import { SEARCH_KINDS, SEARCH_MAX_PAGE_SIZE, SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX } from '../search';
import { registrationRecordSchema } from './registration-record';
import { registrationSummarySchema } from './registration-summary';

/** GET /api/search: one box, any of an application id, a Jigyasu ID, a phone number, names. */
export const searchQuerySchema = z.object({
  q: z.string().trim().min(1).max(SEARCH_QUERY_MAX),
  /** the `nextCursor` of the page before: rows older than that record */
  cursor: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

const matchedBy = { matched_by: z.enum(SEARCH_KINDS) };

/**
 * A hit for a reader who may read records (secretary: own branch; validator, approver): the
 * summary plus the birth date and phone that tell two people of one name apart. The phone is
 * masked (`98••••3210`, contact-mask.ts) for all but the secretary who collected it (ADR 057).
 */
export const searchHitSchema = registrationSummarySchema
  .extend(registrationRecordSchema.pick({ dob: true, phone: true }).shape)
  .extend(matchedBy);
/** A hit for a reader who may only list records (the data viewer): the summary row. */
export const searchSummaryHitSchema = registrationSummarySchema.extend(matchedBy);
export type SearchHit = z.infer<typeof searchHitSchema>;
export type SearchSummaryHit = z.infer<typeof searchSummaryHitSchema>;

export const searchResponseSchema = z.object({
  // the full hit first: a union keeps the first schema that parses and strips unknown keys
  items: z.array(z.union([searchHitSchema, searchSummaryHitSchema])),
  /** what the query was searched as; 'phone' is left out for a reader without contact fields */
  searched: z.array(z.enum(SEARCH_KINDS)),
  /** 'sound': no record holds the name words as spelt; these names sound like them */
  nameMatch: z.enum(['spelling', 'sound']).nullable(),
  nextCursor: z.number().nullable(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
