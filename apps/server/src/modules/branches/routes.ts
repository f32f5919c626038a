import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import { branchList } from './service';

export const branchesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/branches',
    {
      config: { permission: 'signed-in' },
      schema: {
        ...API_CONTRACTS['GET /api/branches'],
        tags: ['branches'],
        summary: 'Active branches, alphabetical (the branch count call of the original)',
      },
    },
    async (request) => branchList(app.db, request.query),
  );
};
