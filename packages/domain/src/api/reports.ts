import { z } from 'zod';
import { refsOf } from '../message-ref';
import { statusIdSchema } from '../status';

/**
 * The reports (ADR 033): aggregates only, never a member. A period is whole days in the
 * organisation's time zone, both ends included, of the day a record was created.
 */
export const REPORT_MAX_BRANCH_LENGTH = 100;
/**
 * On the last day ('to'), by key: the reports form shows it under its To field before asking,
 * and the server answers a request that gets past the form with the same words (400).
 */
export const REPORT_PERIOD_MESSAGE = refsOf('report').periodOrder;

export const reportQuerySchema = z
  .object({
    /** first day, YYYY-MM-DD (leave out: since the first record) */
    from: z.iso.date().optional(),
    /** last day, YYYY-MM-DD (leave out: up to today) */
    to: z.iso.date().optional(),
    /** one branch (leave out: every branch the user may see; a secretary sees only her own) */
    branch: z.string().trim().min(1).max(REPORT_MAX_BRANCH_LENGTH).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: REPORT_PERIOD_MESSAGE,
    path: ['to'],
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/**
 * How long records have waited in their present state, in days: each bucket holds the ages
 * from the previous bound (included) up to its own (excluded); the last has no upper bound.
 */
export const STAGE_AGE_BUCKETS = [
  { key: 'under1d', upToDays: 1 },
  { key: 'd1to3', upToDays: 3 },
  { key: 'd3to7', upToDays: 7 },
  { key: 'd7to30', upToDays: 30 },
  { key: 'over30d', upToDays: null },
] as const;
export type StageAgeBucket = (typeof STAGE_AGE_BUCKETS)[number]['key'];

const countsByStatus = z.object({
  draft: z.number().int(),
  submitted: z.number().int(),
  validated: z.number().int(),
  approved: z.number().int(),
  returned: z.number().int(),
  total: z.number().int(),
});

export const reportSchema = z.object({
  /** the period as applied: `from` null = since the first record */
  period: z.object({ from: z.string().nullable(), to: z.string() }),
  /** the branch the figures are limited to, or null for every branch */
  branch: z.string().nullable(),
  timeZone: z.string(),
  /** records created in the period by present status, per branch, largest first */
  byBranch: z.array(countsByStatus.extend({ branch: z.string() })),
  /** records created in the period, per calendar month (YYYY-MM), oldest first */
  byMonth: z.array(countsByStatus.extend({ month: z.string() })),
  /** records created in the period by present status (every status, zeros included) */
  byStatus: z.array(z.object({ status: statusIdSchema, count: z.number().int() })),
  /**
   * records waiting now in each state that waits (not approved), by how long since they
   * entered it; the period does not apply (it is about today), the branch does
   */
  stageAge: z.array(
    z.object({
      status: statusIdSchema,
      buckets: z.record(z.enum(STAGE_AGE_BUCKETS.map((b) => b.key)), z.number().int()),
      total: z.number().int(),
    }),
  ),
});
export type Report = z.infer<typeof reportSchema>;
export type ReportStatusCounts = z.infer<typeof countsByStatus>;
