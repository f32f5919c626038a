import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import { publicConfig } from '../../config';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      // Probes ask every few seconds per replica (Docker, the proxy, Prometheus): a request log
      // line for each would drown the rest. Failures are still logged as warnings.
      logLevel: 'warn',
      config: { permission: 'public' },
      schema: {
        ...API_CONTRACTS['GET /api/health'],
        tags: ['meta'],
        summary: 'Liveness',
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    {
      // Probes ask every few seconds per replica (Docker, the proxy, Prometheus): a request log
      // line for each would drown the rest. Failures are still logged as warnings.
      logLevel: 'warn',
      config: { permission: 'public' },
      schema: {
        ...API_CONTRACTS['GET /api/ready'],
        tags: ['meta'],
        summary:
          'Readiness: 503 until the migrations have run and while the database is unreachable',
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
        ...API_CONTRACTS['GET /api/config/public'],
        tags: ['meta'],
        summary: 'The whitelisted settings the browser needs',
      },
    },
    async () => publicConfig(app.config),
  );
};
