import type { i18n as I18n } from 'i18next';
import type { enCore } from './en';
import { accessLogEn } from './sections/access-log.en';
import { autosaveEn } from './sections/autosave.en';
import { contactEn } from './sections/contact.en';
import { enumsEn } from './sections/enums.en';
import { erasureEn } from './sections/erasure.en';
import { notificationsEn } from './sections/notifications.en';
import { offlineCoreEn } from './sections/offline.en';
import type { offlineScreensEn } from './sections/offline-screens.en';
import { privacyEn } from './sections/privacy.en';
import { registrationsEn } from './sections/registrations.en';
import { reportsEn } from './sections/reports.en';
import type { secondFactorEn } from './sections/second-factor.en';
import { reviewEn } from './sections/review.en';
import { searchEn } from './sections/search.en';
import { subjectRightsEn } from './sections/subject-rights.en';
import { transferEn } from './sections/transfer.en';
import { wizardEn } from './sections/wizard.en';

/**
 * The English texts of the signed-in screens. They are not in the entry chunk: the signed-in
 * layout (and the test render helper) add them, so the sign-in page stays small (ADR 026).
 */
export const enAppTexts = {
  wizard: wizardEn,
  registrations: registrationsEn,
  review: reviewEn,
  transfer: transferEn,
  search: searchEn,
  autosave: autosaveEn,
  enums: enumsEn,
  notifications: notificationsEn,
  reports: reportsEn,
  erasure: erasureEn,
  privacy: privacyEn,
  contact: contactEn,
  accessLog: accessLogEn,
  subjectRights: subjectRightsEn,
  offline: offlineCoreEn,
};

/** The shape of every language's whole catalogue. */
export type TranslationResource = typeof enCore &
  typeof enAppTexts & {
    /** added by the screens that show them (i18n/second-factor-texts.ts) */
    secondFactor: typeof secondFactorEn;
    /** the offline screens add the rest of theirs (i18n/offline-texts.ts) */
    offline: typeof offlineCoreEn & typeof offlineScreensEn;
  };

/** Adds the signed-in screens' English texts to the instance (once). */
export function registerAppTexts(instance: I18n): void {
  if (instance.getResource('en', 'translation', 'wizard') !== undefined) return;
  instance.addResourceBundle('en', 'translation', enAppTexts, true, false);
}
