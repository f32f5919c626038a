import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import { sendJsonWithItems } from '../../lib/json-with-items';
import { requireAuth } from '../../plugins/auth';

export const registrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = () => app.services.registrations;

  app.post(
    '/api/registrations',
    {
      config: { permission: 'registration:create', idempotent: true },
      schema: {
        ...API_CONTRACTS['POST /api/registrations'],
        tags: ['registrations'],
        summary: 'Create a Form-A application as a draft (status 7) or submitted (status 1)',
        description:
          'Send an Idempotency-Key header so that a retried request returns the first answer instead of creating a second record.',
      },
    },
    async (request) => service().create(requireAuth(request).user, request.body),
  );

  app.put(
    '/api/registrations/:id',
    {
      config: { permission: 'registration:update', idempotent: true },
      schema: {
        ...API_CONTRACTS['PUT /api/registrations/:id'],
        tags: ['registrations'],
        summary: 'Save a draft, submit it, or resubmit a returned record',
        description: 'Name the revision you read; a stale revision gets 409 STALE_REVISION.',
      },
    },
    async (request) => service().update(requireAuth(request).user, request.params.id, request.body),
  );

  app.post(
    '/api/registrations/:id/discard',
    {
      config: { permission: 'registration:discard-draft' },
      schema: {
        ...API_CONTRACTS['POST /api/registrations/:id/discard'],
        tags: ['registrations'],
        summary: 'Discard a draft of the own branch (status 7 → 8); its history stays',
        description:
          'Name the revision you read; a stale revision gets 409 STALE_REVISION, a record that is no longer a draft 409 INVALID_TRANSITION. The record then leaves every list, count and search.',
      },
    },
    async (request) =>
      service().discard(requireAuth(request).user, request.params.id, request.body.revision),
  );

  app.get(
    '/api/registrations',
    {
      config: { permission: 'registration:list' },
      schema: {
        ...API_CONTRACTS['GET /api/registrations'],
        tags: ['registrations'],
        summary: 'One page of a list view, sorted and filtered on the server',
      },
    },
    async (request, reply) => {
      const { filterField, filterOperator, filterValue, ...query } = request.query;
      const { itemsJson, ...envelope } = await service().list(requireAuth(request).user, {
        ...query,
        ...(filterField && filterValue
          ? { filter: { field: filterField, operator: filterOperator, value: filterValue } }
          : {}),
      });
      return sendJsonWithItems(reply, itemsJson, envelope);
    },
  );

  app.get(
    '/api/registrations/counts',
    {
      config: { permission: 'report:counts' },
      schema: {
        ...API_CONTRACTS['GET /api/registrations/counts'],
        tags: ['registrations'],
        summary: 'Dashboard counts (the secretary’s own branch, or every branch)',
      },
    },
    async (request) => service().counts(requireAuth(request).user),
  );

  app.get(
    '/api/registrations/:id',
    {
      config: { permission: 'registration:read' },
      schema: {
        ...API_CONTRACTS['GET /api/registrations/:id'],
        tags: ['registrations'],
        summary: 'A record with its history',
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const detail = await service().get(user, request.params.id);
      // the access log (ADR 054): buffered, so the read does not wait for it
      app.accessLog.record({ user, action: 'record', registrationIds: [request.params.id] });
      return detail;
    },
  );
};
