import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import { OutboxService } from './service';

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = new OutboxService(app.db, app.config.OUTBOX_FAILED_AFTER_ATTEMPTS);

  app.get(
    '/api/outbox',
    {
      config: { permission: 'outbox:read' },
      schema: {
        ...API_CONTRACTS['GET /api/outbox'],
        tags: ['outbox'],
        summary: 'Deliveries to external services, newest first (default: not yet delivered)',
      },
    },
    async (request) => outbox.list(request.query),
  );

  app.get(
    '/api/outbox/:id',
    {
      config: { permission: 'outbox:read' },
      schema: {
        ...API_CONTRACTS['GET /api/outbox/:id'],
        tags: ['outbox'],
        summary: 'One delivery with its latest attempts',
      },
    },
    async (request) => outbox.get(request.params.id),
  );

  app.post(
    '/api/outbox/:id/retry',
    {
      config: { permission: 'outbox:retry' },
      schema: {
        ...API_CONTRACTS['POST /api/outbox/:id/retry'],
        tags: ['outbox'],
        summary: 'Try a waiting delivery again now',
      },
    },
    async (request) => {
      const retried = await outbox.retry(request.params.id);
      app.outboxWorker?.poke();
      return retried;
    },
  );
};
