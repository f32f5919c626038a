import type { Locale } from 'date-fns';
import type { LanguageCode } from './languages';

/** What the component libraries need for a language besides the app's own catalogue. */
export interface LocalePacks {
  /** theme fragments (MUI core, data grid, date pickers) merged into the app's theme */
  readonly theme: readonly object[];
  /** the date pickers' adapter locale: month and weekday names */
  readonly dateFns: Locale;
}

const LAZY_PACKS: Record<Exclude<LanguageCode, 'en'>, () => Promise<LocalePacks>> = {
  hi: () => import('./packs/hi').then((module) => module.hiPacks),
};

const loaded = new Map<LanguageCode, LocalePacks>();

/**
 * Fetches a language's packs once (English needs none: it is what the libraries ship).
 * Called beside the catalogue, so both arrive before the language changes.
 */
export async function loadLocalePacks(language: LanguageCode): Promise<void> {
  if (language === 'en' || loaded.has(language)) return;
  loaded.set(language, await LAZY_PACKS[language]());
}

/** The packs of `language` if loaded; undefined for English. */
export function localePacksFor(language: string): LocalePacks | undefined {
  return loaded.get(language as LanguageCode);
}
