import type { i18n as I18n } from 'i18next';
import { addEnglishSection } from './english-section';
import { offlineScreensEn } from './sections/offline-screens.en';

/**
 * The English texts of the offline status line and the waiting list (ADR 075), added by those
 * screens when they load, so that every signed-in page does not carry them.
 */
export function registerOfflineTexts(instance: I18n): void {
  addEnglishSection(instance, 'offline.waiting', { offline: offlineScreensEn });
}
