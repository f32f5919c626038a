import { z } from 'zod';

/** GET /api/ready: 200 when the server can serve requests, 503 (same shape) when it cannot. */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  /** the schema migrations of this start have run */
  migrated: z.boolean(),
  /** the database answered a trivial query just now */
  database: z.enum(['up', 'down']),
});
export type Readiness = z.infer<typeof readinessSchema>;
