import { z } from 'zod';
import { duplicateMatchSchema } from '../schemas/duplicate-match';

export {
  duplicateLevelsQuerySchema,
  duplicateLevelsResponseSchema,
  duplicateMatchSchema,
  duplicatePrecheckResponseSchema,
  duplicatePrecheckSchema,
  duplicateQuerySchema,
  duplicatesResponseSchema,
  type DuplicatePrecheck,
} from '../schemas/duplicate-match';

/** The data-service contract's answer: possible duplicates, best first. */
export const duplicateMatchListSchema = z.array(duplicateMatchSchema);
