import type { PreferredLanguage } from '@form-a/domain/api/preferences';
import type { Db } from '../../db/client';
import { readLanguage, writeLanguage } from './repository';

/** A user's own preferences (language; null when never chosen). */
export async function preferencesOf(db: Db, userId: number) {
  return { language: await readLanguage(db, userId) };
}

export async function savePreferences(db: Db, userId: number, language: PreferredLanguage) {
  await writeLanguage(db, userId, language);
  return { language };
}
