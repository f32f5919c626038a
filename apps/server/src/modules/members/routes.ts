import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { BuiltInUidService } from './uid-service';
import { uidLookupRecordSchema } from './uid-lookup-record';

const uidParams = z.object({ uid: z.string().trim().min(1).max(40) });

export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const registry = new BuiltInUidService(app.db);

  // The UID-service contract served from the built-in registry. It holds personal data,
  // so it needs a session like every other route (or a bearer token for scripts).
  app.get(
    '/ext/uid/form_a_data/:uid',
    {
      schema: {
        tags: ['external services'],
        summary: 'UID service contract: array of person records, empty when unknown',
        params: uidParams,
        response: { 200: z.array(uidLookupRecordSchema) },
      },
    },
    async (request) => registry.lookup(request.params.uid),
  );

  app.get(
    '/api/members/:uid',
    {
      schema: {
        tags: ['members'],
        summary: 'Look a member up through the configured UID service',
        params: uidParams,
        response: { 200: z.object({ member: uidLookupRecordSchema }) },
      },
    },
    async (request) => {
      const [member] = await app.services.uid.lookup(request.params.uid);
      if (!member) throw notFound(`UID '${request.params.uid}' was not found.`);
      return { member };
    },
  );
};
