import { z } from 'zod';

/** The one error shape every API answer uses (conventions: habit 4). */
export const API_ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_CREDENTIALS',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  /** a session whose second sign-in step is still to come called another route (ADR 046) */
  'SECOND_FACTOR_REQUIRED',
  'NOT_FOUND',
  /** the record was there and its personal data has been erased (ADR 055); 410 */
  'GONE',
  'CONFLICT',
  'STALE_REVISION',
  'INVALID_TRANSITION',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA',
  /** a service of the organisation (the data service, say) failed or did not answer */
  'UPSTREAM_FAILED',
  /** the server cannot serve now (its database is starting or unreachable); see Retry-After */
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** field path (dot-joined) → message, from the same zod schema the form uses */
    fields: z.record(z.string(), z.string()).optional(),
    /**
     * the domain message's key ('conflict.validated'), so a client translates by key rather
     * than by matching the English text; `params` fill its placeholders
     */
    messageKey: z.string().optional(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    /** field path → the key and placeholders of its message (the fields' `messageKey`) */
    fieldMessages: z
      .record(
        z.string(),
        z.object({
          messageKey: z.string(),
          params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
        }),
      )
      .optional(),
    /** a 500's request id, which the server's log holds: what an administrator looks up */
    reference: z.string().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
