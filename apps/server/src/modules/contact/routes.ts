import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import { can } from '@form-a/domain/permissions';
import { recordNotFound } from '../../lib/registration-errors';
import { requireAuth } from '../../plugins/auth';

/**
 * The "Show" beside a masked phone or email in a list (ADR 057): the two in full, for a reader
 * whose task may need them once, and that read goes to the access log (ADR 054).
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/registrations/:id/contact',
    {
      config: { permission: 'registration:read-contact' },
      schema: {
        ...API_CONTRACTS['GET /api/registrations/:id/contact'],
        tags: ['registrations'],
        summary: "A record's phone and email in full (lists show them masked); the read is logged",
        description:
          "Validators and approvers, and the secretary of the record's branch. Another branch's record, a discarded draft or an unknown id is 404; every answer adds a 'contact' entry to the record's access log.",
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      // the record readers may open (scope, discarded drafts), then this grant's own scope
      const row = await app.services.registrations.readableRecord(user, request.params.id);
      if (!can(user, 'registration:read-contact', row)) throw recordNotFound();
      app.accessLog.record({ user, action: 'contact', registrationIds: [row.id] });
      return { phone: row.phone, email: row.email };
    },
  );
};
