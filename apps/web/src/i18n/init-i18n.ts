import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { hi } from './hi';
import { DEFAULT_LANGUAGE, isLanguageCode, readStoredLanguage, storeLanguage } from './languages';

export const resources = { en: { translation: en }, hi: { translation: hi } } as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

function reflectLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * One i18next instance for the app. Resources are bundled (two small objects), so init is
 * synchronous and nothing suspends.
 */
export function createI18n(language: string = readStoredLanguage()): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['en', 'hi'],
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: false },
  });
  reflectLanguage(instance.language);
  instance.on('languageChanged', (next) => {
    reflectLanguage(next);
    if (isLanguageCode(next)) storeLanguage(next);
  });
  return instance;
}
