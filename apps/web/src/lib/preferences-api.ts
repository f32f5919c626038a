import type { Preferences, PreferredLanguage } from '@form-a/domain/api/preferences';
import { call } from './api-client';

/** GET /api/me/preferences: the signed-in user's stored language (null: never chosen). */
export const getPreferences = (signal?: AbortSignal): Promise<Preferences> =>
  call('GET /api/me/preferences', { signal });

/** PUT /api/me/preferences: stores the language on the account. */
export const saveLanguagePreference = (language: PreferredLanguage): Promise<Preferences> =>
  call('PUT /api/me/preferences', { body: { language } });
