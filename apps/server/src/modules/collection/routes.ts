import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { approvedReadModelSchema, approvedRecordSchema } from '@form-a/domain/approved-record';
import { BuiltInCollectionService } from './collection-service';

/** The collection-service contract, answered from the built-in store. */
export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const builtIn = new BuiltInCollectionService(app.db);

  app.post(
    '/ext/collection/jigyasu_data',
    {
      config: { access: ['DBAPPROVER', 'ADMIN'] },
      schema: {
        tags: ['external services'],
        summary: 'Collection service contract: store an approved record (idempotent per jig_uid)',
        headers: z.object({ 'idempotency-key': z.string().min(1).max(200).optional() }),
        body: approvedRecordSchema,
        response: { 201: z.object({ success: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      await builtIn.deliver(
        request.body,
        request.headers['idempotency-key'] ?? request.body.jig_uid,
      );
      return reply.status(201).send({ success: true as const });
    },
  );

  app.get(
    '/ext/collection/jigyasu_data/:id',
    {
      schema: {
        tags: ['external services'],
        summary: 'Collection service contract: the approved record as the capitalised read model',
        params: z.object({ id: z.string().min(1).max(40) }),
        response: { 200: z.array(approvedReadModelSchema) },
      },
    },
    async (request) => builtIn.read(request.params.id),
  );
};
