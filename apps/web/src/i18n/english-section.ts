import type { i18n as I18n } from 'i18next';

/**
 * Adds English texts that load with the screens that show them, not with every signed-in page
 * (ADRs 026, 046, 075), once: `probeKey` is one of them, present when they were added already.
 * Hindi comes with the whole Hindi catalogue.
 */
export function addEnglishSection(
  instance: I18n,
  probeKey: string,
  bundle: Record<string, unknown>,
): void {
  if (instance.getResource('en', 'translation', probeKey) !== undefined) return;
  instance.addResourceBundle('en', 'translation', bundle, true, false);
}
