import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readinessSchema } from '@form-a/domain/schemas/readiness';
import { publicConfig } from '../../config';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['meta'],
        summary: 'Liveness',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['meta'],
        summary:
          'Readiness: 503 until the migrations have run and while the database is unreachable',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await app.readiness.check();
      if (readiness.status === 'ready') return readiness;
      return reply.status(503).header('retry-after', '5').send(readiness);
    },
  );

  app.get(
    '/api/config/public',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['meta'],
        summary: 'The whitelisted settings the browser needs',
        response: {
          200: z.object({
            orgTitle: z.string(),
            sessionSeconds: z.number(),
            sessionWarningSeconds: z.number(),
            timeZone: z.string(),
          }),
        },
      },
    },
    async () => publicConfig(app.config),
  );
};
