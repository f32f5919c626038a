import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@form-a/domain/api-error';
import { reportQuerySchema, reportSchema } from '@form-a/domain/api/reports';
import { requireAuth } from '../../plugins/auth';
import { reportFor } from './service';

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reports',
    {
      config: { permission: 'report:read' },
      schema: {
        tags: ['reports'],
        summary: 'Registrations by branch, month, status and stage age (aggregates only)',
        description:
          'Counts of the records created in the period (days in the organisation’s time zone), and of the records waiting now in each state by how long. A secretary gets her own branch’s figures; naming another branch is 403.',
        querystring: reportQuerySchema,
        response: { 200: reportSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) =>
      reportFor(app.db, requireAuth(request).user, request.query, {
        timeZone: app.config.TIME_ZONE,
      }),
  );
};
