import type { LanguageCode } from './languages';
import type { LocalePacks } from './packs/locale-packs-shape';

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
