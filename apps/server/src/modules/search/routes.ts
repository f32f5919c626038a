import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import { requireAuth } from '../../plugins/auth';
import { SearchService } from './service';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new SearchService(app.db);

  app.get(
    '/api/search',
    {
      config: { permission: 'registration:search' },
      schema: {
        ...API_CONTRACTS['GET /api/search'],
        tags: ['registrations'],
        summary:
          'Header search: records by application id, Jigyasu ID, phone or name, newest first',
        description:
          "Names match word by word with the duplicate check's spelling folds (Sarma finds Sharma); every word must match. A secretary finds the records of their branch; the data viewer gets summary rows and cannot search by phone. Page on with cursor=nextCursor.",
      },
    },
    async (request) => service.search(requireAuth(request).user, request.query),
  );
};
