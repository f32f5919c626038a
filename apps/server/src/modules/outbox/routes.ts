import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@form-a/domain/api-error';
import { deliverySchema } from '@form-a/domain/schemas/review';
import { conflict, notFound } from '../../lib/app-error';
import { toDelivery } from './delivery';
import * as repo from './repository';

const VIEW_STATUSES = {
  undelivered: ['pending', 'in_flight', 'refused'],
  delivered: ['delivered'],
  all: ['pending', 'in_flight', 'refused', 'delivered'],
} as const;

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const failedAfter = app.config.OUTBOX_FAILED_AFTER_ATTEMPTS;

  app.get(
    '/api/outbox',
    {
      config: { permission: 'outbox:read' },
      schema: {
        tags: ['outbox'],
        summary: 'Deliveries to external services, newest first (default: not yet delivered)',
        querystring: z.object({
          view: z.enum(['undelivered', 'delivered', 'all']).default('undelivered'),
          page: z.coerce.number().int().min(0).default(0),
          pageSize: z.coerce.number().int().min(1).max(100).default(50),
        }),
        response: {
          200: z.object({
            items: z.array(deliverySchema),
            total: z.number(),
            page: z.number(),
            pageSize: z.number(),
          }),
        },
      },
    },
    async (request) => {
      const { view, page, pageSize } = request.query;
      const { items, total } = await repo.listOutbox(app.db, {
        statuses: [...VIEW_STATUSES[view]],
        page,
        pageSize,
      });
      return { items: items.map((row) => toDelivery(row, failedAfter)), total, page, pageSize };
    },
  );

  app.get(
    '/api/outbox/:id',
    {
      config: { permission: 'outbox:read' },
      schema: {
        tags: ['outbox'],
        summary: 'One delivery with its latest attempts',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: {
          200: z.object({
            delivery: deliverySchema,
            attempts: z.array(
              z.object({
                attemptedAt: z.string(),
                statusCode: z.number().nullable(),
                error: z.string().nullable(),
                durationMs: z.number(),
              }),
            ),
          }),
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const row = await repo.findOutboxRow(app.db, request.params.id);
      if (!row) throw notFound('Delivery not found.');
      const attempts = await repo.listAttempts(app.db, row.id);
      return {
        delivery: toDelivery(row, failedAfter),
        attempts: attempts.map((a) => ({
          attemptedAt: a.attemptedAt.toISOString(),
          statusCode: a.statusCode,
          error: a.error,
          durationMs: a.durationMs,
        })),
      };
    },
  );

  app.post(
    '/api/outbox/:id/retry',
    {
      config: { permission: 'outbox:retry' },
      schema: {
        tags: ['outbox'],
        summary: 'Try a waiting delivery again now',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: {
          200: z.object({ delivery: deliverySchema }),
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const row = await repo.retryNow(app.db, request.params.id);
      if (!row) {
        const existing = await repo.findOutboxRow(app.db, request.params.id);
        if (!existing) throw notFound('Delivery not found.');
        throw conflict(
          existing.status === 'delivered'
            ? 'Already delivered.'
            : 'A delivery attempt is running now.',
        );
      }
      app.outboxWorker?.poke();
      return { delivery: toDelivery(row, failedAfter) };
    },
  );
};
