import { z } from 'zod';

/** A record's numeric id in a path (`/:id`); bigger than a safe integer is a 400, not a 500. */
export const idParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/**
 * The Idempotency-Key header of a create or save: a retried request with the same key gets
 * the first answer instead of a second record.
 */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z.string().trim().min(1).max(200).optional(),
});

/** An answer that is only the words to show. */
export const messageSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageSchema>;

/** A value and its label, as every select box takes them. */
export const optionSchema = z.object({ value: z.string(), label: z.string() });
export type Option = z.infer<typeof optionSchema>;

/** The page query of the simple lists (users, transfers, outbox). */
export const pageQueryShape = {
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
};

/** One page of a list: its rows, the count of every row, and where the page is. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(0),
    pageSize: z.number().int().min(1),
  });
}
