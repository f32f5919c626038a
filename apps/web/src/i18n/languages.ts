import { STORAGE_KEYS } from '../config/storage-keys';

export const LANGUAGES = [
  { code: 'en', short: 'EN', labelKey: 'common.languageEnglish' },
  { code: 'hi', short: 'हिं', labelKey: 'common.languageHindi' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** The language's own name ('English', 'हिन्दी'): one key per language for every screen. */
export function languageLabelKey(code: LanguageCode) {
  return LANGUAGES.find((language) => language.code === code)!.labelKey;
}

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

export function readStoredLanguage(): LanguageCode {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.language);
    return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(code: LanguageCode): void {
  try {
    localStorage.setItem(STORAGE_KEYS.language, code);
  } catch {
    // storage can be unavailable (private mode); the choice then lasts for this page only
  }
}
