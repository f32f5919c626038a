import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import { requireAuth } from '../../plugins/auth';
import { requestErasure } from './service';

/** The seeker's right to erasure, exercised by an approver or administrator (ADR 055). */
export const erasureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/registrations/:id/erasure',
    {
      config: { permission: 'registration:erase' },
      schema: {
        ...API_CONTRACTS['POST /api/registrations/:id/erasure'],
        tags: ['registrations'],
        summary: "Erase a person's data, or ask the collection service to for an approved record",
        description:
          "A record not yet approved (draft, submitted, validated, returned, discarded): its personal fields, photo, search terms, duplicate-check keys, stored idempotent answers and bell entries are erased in one transaction, and it becomes a tombstone (status 9: id, branch, dates, who erased it and why); 200 with outcome 'erased'. An approved record: nothing is erased here; an erasure request is queued to the collection service through the outbox, once (a second request while one waits says alreadyQueued), 202 with outcome 'requested'. The history stays. Name the revision you read: a stale one is 409 STALE_REVISION, an erased record 409 INVALID_TRANSITION.",
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const answer = await requestErasure(app.db, user, request.params.id, request.body);
      return reply.status(answer.statusCode).send(answer.body);
    },
  );
};
