import { z } from 'zod';
import { accessActionSchema } from '../access-log';
import { refsOf } from '../message-ref';
import { languageCodeSchema } from './preferences';

/** The most entries one page of a record's access log answers. */
export const ACCESS_LOG_PAGE_MAX = 100;

/**
 * Where the next page starts: the last entry's moment (microseconds since the epoch) and id,
 * as the previous page's `nextCursor` gave it. Opaque to a client.
 */
const cursorSchema = z.string().regex(/^\d{1,19}\.\d{1,19}$/);

/** GET /api/registrations/:id/access-log: newest first, a page at a time. */
export const accessLogQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ACCESS_LOG_PAGE_MAX).default(20),
  before: cursorSchema
    .optional()
    .describe("the previous page's nextCursor: the entries older than its last one"),
});
export type AccessLogQuery = z.input<typeof accessLogQuerySchema>;

/** One read of the record: who (as the account is named now), in which role then, what, when. */
export const accessLogItemSchema = z.object({
  /** ISO 8601 */
  at: z.string(),
  userUid: z.string(),
  userName: z.string(),
  /** the reader's role code at the time of the read */
  role: z.string(),
  action: accessActionSchema,
});
export type AccessLogItem = z.infer<typeof accessLogItemSchema>;

export const accessLogPageSchema = z.object({
  items: z.array(accessLogItemSchema),
  /** `before` of the next page; null on the last one */
  nextCursor: cursorSchema.nullable(),
});
export type AccessLogPage = z.infer<typeof accessLogPageSchema>;

/** The longest period one CSV of the access log covers (a year and a day, in whole days). */
export const ACCESS_LOG_EXPORT_MAX_DAYS = 366;
/** The most lines one CSV of the access log holds; a period with more is refused (400). */
export const ACCESS_LOG_EXPORT_MAX_ROWS = 1_000_000;

const MESSAGES = refsOf('accessLog');
const DAY_MS = 86_400_000;

/**
 * GET /api/access-log/export: every entry of a period as CSV, one line per record read (an
 * export of 500 records is 500 lines). Whole days in the organisation's time zone, both ends
 * included.
 */
export const accessLogExportQuerySchema = z
  .object({
    /** first day, YYYY-MM-DD */
    from: z.iso.date(),
    /** last day, YYYY-MM-DD */
    to: z.iso.date(),
    lang: languageCodeSchema
      .optional()
      .describe("Headers and labels in this language; else the account's saved language, else en"),
  })
  .refine((query) => query.from <= query.to, {
    message: refsOf('report').periodOrder,
    path: ['to'],
  })
  .refine(
    (query) =>
      Date.parse(query.to) - Date.parse(query.from) < ACCESS_LOG_EXPORT_MAX_DAYS * DAY_MS ||
      query.from > query.to,
    { message: MESSAGES.periodTooLong, path: ['to'] },
  );
export type AccessLogExportQuery = z.infer<typeof accessLogExportQuerySchema>;

/** The file's name: form-a-access-log-<from>-<to>.csv */
export function accessLogFileName(from: string, to: string): string {
  return `form-a-access-log-${from}-${to}.csv`;
}
