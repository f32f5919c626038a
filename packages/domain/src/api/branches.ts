import { z } from 'zod';
import { optionSchema } from './common';

/** Several hundred to a few thousand branches: one bounded page serves every select box. */
export const BRANCH_LIST_MAX = 5000;

/** GET /api/branches */
export const branchListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(BRANCH_LIST_MAX).default(BRANCH_LIST_MAX),
});

/** The active branches, alphabetical (the spec's "branch count response"). */
export const branchListSchema = z.object({ branch_list: z.array(optionSchema) });
export type BranchOption = z.infer<typeof optionSchema>;
