import { z } from 'zod';

/**
 * The public verification of a card's QR code: name, branch and Jigyasu ID (ADRs 032 and 052),
 * and the address of the photo's thumbnail when the organisation shows it (VERIFY_SHOWS_PHOTO,
 * ADR 052); nothing else of the person.
 */
export const cardVerificationSchema = z.object({
  valid: z.boolean(),
  /** present only when valid */
  name: z.string().optional(),
  branch: z.string().optional(),
  /** the ID printed on the card; the token carries it already, so it tells its holder nothing new */
  jigyasuId: z.string().optional(),
  /** `/verify/<token>/photo`: only when valid, the setting is on and the record has a photo */
  photo: z.string().optional(),
});
export type CardVerification = z.infer<typeof cardVerificationSchema>;

/** GET /api/registrations/:id/card: the card's languages (both by default). */
export const cardQuerySchema = z.object({
  /** card size: A6 (105 × 148 mm) or ID-1 (the bank-card size, 85.6 × 54 mm) */
  size: z.enum(['A6', 'ID1']).default('A6'),
});

/** GET /api/cards: one PDF with the cards of a branch's approvals on one day. */
export const cardBatchQuerySchema = z.object({
  /** the day in the organisation's time zone, YYYY-MM-DD */
  date: z.iso.date(),
  /** a secretary may name only her own branch (or leave it out) */
  branch: z.string().trim().min(1).max(100).optional(),
  size: z.enum(['A6', 'ID1']).default('A6'),
});
export type CardBatchQuery = z.infer<typeof cardBatchQuerySchema>;

/** GET /api/verify/:token and the page /verify/:token */
export const cardTokenParamsSchema = z.object({ token: z.string().max(200) });
