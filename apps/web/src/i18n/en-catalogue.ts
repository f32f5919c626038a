import { enCore } from './en';
import { enAppTexts, type TranslationResource } from './app-texts';
import { offlineScreensEn } from './sections/offline-screens.en';
import { secondFactorEn } from './sections/second-factor.en';

/**
 * The whole English catalogue, for the tests that compare the languages. Not imported by the
 * app: a module the layout imports would bring the texts that screens add themselves (the
 * second step's, the offline screens') into every page's first load.
 */
export const en: TranslationResource = {
  ...enCore,
  ...enAppTexts,
  offline: { ...enAppTexts.offline, ...offlineScreensEn },
  secondFactor: secondFactorEn,
};
