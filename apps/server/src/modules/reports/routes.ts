import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import { requireAuth } from '../../plugins/auth';
import { reportFor } from './service';

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reports',
    {
      config: { permission: 'report:read' },
      schema: {
        ...API_CONTRACTS['GET /api/reports'],
        tags: ['reports'],
        summary: 'Registrations by branch, month, status and stage age (aggregates only)',
        description:
          'Counts of the records created in the period (days in the organisation’s time zone), and of the records waiting now in each state by how long. A secretary gets her own branch’s figures; naming another branch is 403.',
      },
    },
    async (request) =>
      reportFor(app.db, requireAuth(request).user, request.query, {
        timeZone: app.config.TIME_ZONE,
      }),
  );
};
