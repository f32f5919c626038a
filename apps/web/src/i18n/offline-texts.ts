import type { i18n as I18n } from 'i18next';
import { offlineScreensEn } from './sections/offline-screens.en';

/**
 * The English texts of the offline status line and the waiting list (ADR 075), added by those
 * screens when they load, so that every signed-in page does not carry them. Hindi comes with
 * the whole Hindi catalogue.
 */
export function registerOfflineTexts(instance: I18n): void {
  if (instance.getResource('en', 'translation', 'offline.waiting') !== undefined) return;
  instance.addResourceBundle('en', 'translation', { offline: offlineScreensEn }, true, false);
}
