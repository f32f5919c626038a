import { z } from 'zod';

/** The languages the web app is written in; the first is the default. */
export const LANGUAGE_CODES = ['en', 'hi'] as const;
export const languageCodeSchema = z.enum(LANGUAGE_CODES);
export type PreferredLanguage = z.infer<typeof languageCodeSchema>;

/** GET /api/me/preferences: what the signed-in user chose; null when never chosen. */
export const preferencesSchema = z.object({
  language: languageCodeSchema.nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** PUT /api/me/preferences: the language chosen in the header's switch. */
export const preferencesUpdateSchema = z.object({
  language: languageCodeSchema,
});
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;
