import { z } from 'zod';

/** POST /api/auth/extend: the session's new expiry. */
export const extendSessionSchema = z.object({ expiresAt: z.string() });
