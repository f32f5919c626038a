import {
  preferencesSchema,
  type Preferences,
  type PreferredLanguage,
} from '@form-a/domain/api/preferences';
import { api, apiRequest } from './api-client';

/** GET /api/me/preferences: the signed-in user's stored language (null: never chosen). */
export const getPreferences = (signal?: AbortSignal): Promise<Preferences> =>
  api.get('/api/me/preferences', { schema: preferencesSchema, signal });

/** PUT /api/me/preferences: stores the language on the account. */
export const saveLanguagePreference = (language: PreferredLanguage): Promise<Preferences> =>
  apiRequest('/api/me/preferences', {
    method: 'PUT',
    body: { language },
    schema: preferencesSchema,
  });
