import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TranslationResource } from './app-texts';
import { enCore } from './en';
import { loadLocalePacks } from './locale-packs';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  readStoredLanguage,
  storeLanguage,
  type LanguageCode,
} from './languages';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TranslationResource };
  }
}

type Catalogue = TranslationResource;

/**
 * English is in the entry chunk (the fallback, and what a first visit shows). Every other
 * catalogue is a chunk of its own, fetched only by someone who chose that language, so the
 * cold sign-in page does not carry Hindi text for English readers (the sign-in page's 250 KB budget, ADR 026).
 */
const LAZY_CATALOGUES: Record<Exclude<LanguageCode, 'en'>, () => Promise<Catalogue>> = {
  hi: () => import('./hi').then((module) => module.hi),
};

function reflectLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export function isLanguageLoaded(instance: I18n, language: LanguageCode): boolean {
  return language === 'en' || instance.hasResourceBundle(language, 'translation');
}

/** Adds a language's catalogue to the instance (once); English is always there. */
export async function loadLanguage(instance: I18n, language: LanguageCode): Promise<void> {
  if (language === 'en' || isLanguageLoaded(instance, language)) return;
  // the component libraries' texts (grid, pickers, MUI) come with the catalogue, never later
  const [catalogue] = await Promise.all([LAZY_CATALOGUES[language](), loadLocalePacks(language)]);
  instance.addResourceBundle(language, 'translation', catalogue);
}

/**
 * The language each instance was last asked for, while its catalogue may still be loading. Keyed
 * by the instance's resource store: react-i18next's useTranslation hands components a Proxy of
 * the instance, a different object from the one the provider holds, with the same store.
 */
const lastAsked = new WeakMap<object, LanguageCode>();

/**
 * Loads the catalogue first, so the screen never flashes English keys while it arrives. The
 * last language asked for wins: a catalogue that lands after a later switch (the account's
 * stored Hindi still loading when the person presses English) is kept but not applied.
 */
export async function switchLanguage(instance: I18n, language: LanguageCode): Promise<void> {
  lastAsked.set(instance.store, language);
  await loadLanguage(instance, language);
  if (lastAsked.get(instance.store) !== language) return;
  await instance.changeLanguage(language);
}

/**
 * One i18next instance for the app, initialised synchronously with English; `language` is
 * applied at once when its catalogue was passed in `preloaded`, otherwise after it loads.
 */
export function createI18n(
  language: LanguageCode = readStoredLanguage(),
  preloaded: Partial<Record<LanguageCode, Catalogue>> = {},
): I18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    Object.entries({ ...preloaded, en: enCore }).map(([code, catalogue]) => [
      code,
      { translation: catalogue },
    ]),
  );
  const ready = language === 'en' || preloaded[language] !== undefined;
  void instance.use(initReactI18next).init({
    resources,
    lng: ready ? language : DEFAULT_LANGUAGE,
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
  if (!ready) void switchLanguage(instance, language);
  return instance;
}

/** For the app's start: the stored language's catalogue is fetched before the first render. */
export async function createI18nForStoredLanguage(): Promise<I18n> {
  const language = readStoredLanguage();
  const instance = createI18n('en');
  if (language !== 'en') await switchLanguage(instance, language);
  return instance;
}
