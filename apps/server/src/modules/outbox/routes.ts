import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import { messageRef } from '@form-a/domain/message-ref';
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
        ...API_CONTRACTS['GET /api/outbox'],
        tags: ['outbox'],
        summary: 'Deliveries to external services, newest first (default: not yet delivered)',
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
        ...API_CONTRACTS['GET /api/outbox/:id'],
        tags: ['outbox'],
        summary: 'One delivery with its latest attempts',
      },
    },
    async (request) => {
      const row = await repo.findOutboxRow(app.db, request.params.id);
      if (!row) throw notFound(messageRef('outbox.notFound'));
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
        ...API_CONTRACTS['POST /api/outbox/:id/retry'],
        tags: ['outbox'],
        summary: 'Try a waiting delivery again now',
      },
    },
    async (request) => {
      const row = await repo.retryNow(app.db, request.params.id);
      if (!row) {
        const existing = await repo.findOutboxRow(app.db, request.params.id);
        if (!existing) throw notFound(messageRef('outbox.notFound'));
        throw conflict(
          existing.status === 'delivered'
            ? messageRef('outbox.alreadyDelivered')
            : messageRef('outbox.attemptRunning'),
        );
      }
      app.outboxWorker?.poke();
      return { delivery: toDelivery(row, failedAfter) };
    },
  );
};
