import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import { todayInTimeZone } from '@form-a/domain/dates';
import { messageRef } from '@form-a/domain/message-ref';
import { toMemberLookup } from '@form-a/domain/schemas/member-lookup';
import { notFound } from '../../lib/app-error';
import { BuiltInUidService } from './uid-service';

export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const registry = new BuiltInUidService(app.db);
  const today = () => todayInTimeZone(new Date(), app.config.TIME_ZONE);

  // The UID-service contract served from the built-in registry. Its callers here are people,
  // so it answers what the look-up permission allows, not the registry's whole record.
  app.get(
    '/ext/uid/form_a_data/:uid',
    {
      config: { permission: 'member:lookup' },
      schema: {
        ...API_CONTRACTS['GET /ext/uid/form_a_data/:uid'],
        tags: ['external services'],
        summary: 'UID service contract: array of person records (names, title), empty when unknown',
      },
    },
    async (request) => {
      const records = await registry.lookup(request.params.uid);
      return records.map((record) => toMemberLookup(record, today()));
    },
  );

  app.get(
    '/api/members/:uid',
    {
      config: { permission: 'member:lookup' },
      schema: {
        ...API_CONTRACTS['GET /api/members/:uid'],
        tags: ['members'],
        summary: "Look a relative's UID up for the wizard through the configured UID service",
      },
    },
    async (request) => {
      const [member] = await app.services.uid.lookup(request.params.uid);
      if (!member) throw notFound(messageRef('member.uidNotFound', { uid: request.params.uid }));
      return { member: toMemberLookup(member, today()) };
    },
  );
};
