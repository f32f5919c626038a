import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicConfig } from '../../config';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['meta'],
        summary: 'Liveness',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/config/public',
    {
      config: { access: 'public' },
      schema: {
        tags: ['meta'],
        summary: 'The whitelisted settings the browser needs',
        response: {
          200: z.object({
            orgTitle: z.string(),
            sessionSeconds: z.number(),
            sessionWarningSeconds: z.number(),
          }),
        },
      },
    },
    async () => publicConfig(app.config),
  );
};
