import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import { requireAuth } from '../../plugins/auth';
import { BuiltInCollectionService } from './collection-service';
import { readApprovedRecord } from './service';

/**
 * The collection-service contract's read side, answered from the built-in store. There is no
 * write route: only the outbox worker stores approved records, in-process, so no account can
 * place a record under a Jigyasu ID that an approval has not issued.
 */
export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const builtIn = new BuiltInCollectionService(app.db);

  app.get(
    '/ext/collection/jigyasu_data/:id',
    {
      config: { permission: 'approved-record:read' },
      schema: {
        ...API_CONTRACTS['GET /ext/collection/jigyasu_data/:id'],
        tags: ['external services'],
        summary: 'Collection service contract: the approved record as the capitalised read model',
      },
    },
    async (request) => {
      const { items, registrationIds } = await readApprovedRecord(
        app.db,
        builtIn,
        request.params.id,
      );
      // a person's (or a script's) account reading the approved record: logged as View Data is
      if (items.length > 0) {
        app.accessLog.record({
          user: requireAuth(request).user,
          action: 'approved-record',
          registrationIds,
        });
      }
      return items;
    },
  );
};
