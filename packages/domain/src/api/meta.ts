import { z } from 'zod';
import { privacyNoticeSettingsSchema } from '../privacy-notice';

/** GET /api/health */
export const healthSchema = z.object({ status: z.literal('ok') });

/** GET /api/config/public: the whitelisted settings the browser needs. */
export const publicConfigSchema = z.object({
  orgTitle: z.string(),
  sessionSeconds: z.number().int().positive(),
  sessionWarningSeconds: z.number().int().positive(),
  /** the organisation's zone: every timestamp on screen is shown in it */
  timeZone: z.string(),
  /** the privacy notice's current version and the settings its words name (ADR 053) */
  privacyNotice: privacyNoticeSettingsSchema,
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
