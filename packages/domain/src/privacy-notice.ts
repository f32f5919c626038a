import { z } from 'zod';
import { messageRef } from './message-ref';

/**
 * The privacy notice's versions and the consent a submit carries (India's Digital Personal Data
 * Protection Act 2023, section 5: a notice, then consent; ADR 053). The notice is versioned: a
 * consent names the version and the language shown, and a version once published keeps its
 * words (privacy-notice-text.ts, loaded only where the notice is shown), so that what a seeker
 * agreed to can always be read again. A change of wording is a new version, dated the day it
 * takes effect, never an edit of an old one.
 */

export const NOTICE_LANGUAGES = ['en', 'hi'] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

/** The notice's language for a screen language ('hi', 'hi-IN' → Hindi; anything else English). */
export function noticeLanguageOf(language: string | undefined): NoticeLanguage {
  return language?.startsWith('hi') ? 'hi' : 'en';
}

/**
 * Every version ever published, oldest first; the last is the notice shown now. A consent to a
 * version listed here is accepted, any other is refused (an old page must not make one up).
 * privacy-notice-text.ts must hold the words of each, in each language (the compiler checks).
 */
export const PRIVACY_NOTICE_VERSIONS = ['2026-11-26'] as const;
export type PrivacyNoticeVersion = (typeof PRIVACY_NOTICE_VERSIONS)[number];
/** The notice shown now (the newest version). */
export const PRIVACY_NOTICE_VERSION: PrivacyNoticeVersion = '2026-11-26';

export function isKnownNoticeVersion(version: string): version is PrivacyNoticeVersion {
  return (PRIVACY_NOTICE_VERSIONS as readonly string[]).includes(version);
}

/** The longest version name a request may carry (a date, with room for a suffix). */
const MAX_VERSION_LENGTH = 40;
const invalidConsent = { error: messageRef('consent.invalid') };

/**
 * What a submit carries (POST /api/registrations, PUT /api/registrations/:id): the notice
 * version shown to the seeker and the language it was shown in. Who recorded it and when, the
 * server adds from the session and its clock.
 */
export const consentSchema = z.strictObject(
  {
    noticeVersion: z
      .string(invalidConsent)
      .min(1, invalidConsent)
      .max(MAX_VERSION_LENGTH, invalidConsent)
      // not the type guard itself: a consent's version is a string to its senders
      .refine((version: string): boolean => isKnownNoticeVersion(version), {
        error: messageRef('consent.unknownVersion'),
      }),
    language: z.enum(NOTICE_LANGUAGES, invalidConsent),
  },
  invalidConsent,
);
export type Consent = z.infer<typeof consentSchema>;

/** The message of a submit without consent (path `consent`). */
export const CONSENT_REQUIRED = messageRef('consent.required');

/** The notice's current version and the settings that fill it (GET /api/config/public). */
export const privacyNoticeSettingsSchema = z.object({
  version: z.string(),
  grievanceContact: z.string().nullable(),
  retentionDraftDays: z.number().int().min(0),
  retentionReturnedDays: z.number().int().min(0),
});
export type PrivacyNoticeSettings = z.infer<typeof privacyNoticeSettingsSchema>;
