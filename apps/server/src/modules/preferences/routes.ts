import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import { requireAuth } from '../../plugins/auth';
import { preferencesOf, savePreferences } from './service';

/** The signed-in user's own settings, kept on the account so they follow the user to any device. */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/preferences',
    {
      config: { permission: 'signed-in' },
      schema: {
        ...API_CONTRACTS['GET /api/me/preferences'],
        tags: ['auth'],
        summary: "The signed-in user's preferences (language; null when never chosen)",
      },
    },
    async (request) => preferencesOf(app.db, requireAuth(request).user.id),
  );

  app.put(
    '/api/me/preferences',
    {
      config: { permission: 'signed-in' },
      schema: {
        ...API_CONTRACTS['PUT /api/me/preferences'],
        tags: ['auth'],
        summary: "Store the signed-in user's language",
      },
    },
    async (request) => savePreferences(app.db, requireAuth(request).user.id, request.body.language),
  );
};
