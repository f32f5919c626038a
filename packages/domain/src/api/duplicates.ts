import { z } from 'zod';
import {
  duplicateMatchSchema,
  matchLevelSchema,
  PRECHECK_SOURCES,
} from '../schemas/duplicate-match';
import { pageOf, pageQueryShape } from './common';

/** The data-service contract's answer: possible duplicates, best first. */
export const duplicateMatchListSchema = z.array(duplicateMatchSchema);

/** GET /api/duplicates/precheck-matches (approvers): newest first. */
export const precheckMatchesQuerySchema = z.object({ ...pageQueryShape });

/**
 * A duplicate pre-check that matched someone (ADR 045): who ran it, when, and whom it matched, a
 * registration in process (registrationId) or a registry member (memberUid).
 */
export const precheckMatchSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  proberUid: z.string(),
  proberName: z.string(),
  proberBranch: z.string().nullable(),
  level: matchLevelSchema,
  source: z.enum(PRECHECK_SOURCES),
  registrationId: z.number().nullable(),
  memberUid: z.string().nullable(),
  /** the person matched, as the record or the registry names them */
  matchedName: z.string(),
  matchedBranch: z.string().nullable(),
});
export type PrecheckMatch = z.infer<typeof precheckMatchSchema>;
export const precheckMatchPageSchema = pageOf(precheckMatchSchema);
