import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@form-a/domain/api-error';
import { preferencesSchema, preferencesUpdateSchema } from '@form-a/domain/api/preferences';
import { requireAuth } from '../../plugins/auth';
import { readLanguage, writeLanguage } from './repository';

/** The signed-in user's own settings, kept on the account so they follow the user to any device. */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/preferences',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: "The signed-in user's preferences (language; null when never chosen)",
        response: { 200: preferencesSchema },
      },
    },
    async (request) => ({ language: await readLanguage(app.db, requireAuth(request).user.id) }),
  );

  app.put(
    '/api/me/preferences',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: "Store the signed-in user's language",
        body: preferencesUpdateSchema,
        response: { 200: preferencesSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { language } = request.body;
      await writeLanguage(app.db, requireAuth(request).user.id, language);
      return { language };
    },
  );
};
