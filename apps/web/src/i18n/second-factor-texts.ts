import type { i18n as I18n } from 'i18next';
import { addEnglishSection } from './english-section';
import { secondFactorEn } from './sections/second-factor.en';

/**
 * The second sign-in step's English texts and the administrator's reset (ADR 046). Two screens
 * show them: the step, before the signed-in layout has added the screens' texts (ADR 026), and
 * the users screen. Each adds them here, once, so that the other signed-in screens do not carry
 * them.
 */
export function registerSecondFactorTexts(instance: I18n): void {
  addEnglishSection(instance, 'secondFactor', { secondFactor: secondFactorEn });
}
