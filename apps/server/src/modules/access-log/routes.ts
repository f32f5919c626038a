import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import { recordNotFound } from '../../lib/registration-errors';
import { readAccessLog, registrationExists } from './repository';

/** A record's access log (ADR 054): who read its full details, newest first. */
export const accessLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/registrations/:id/access-log',
    {
      config: { permission: 'registration:access-log' },
      schema: {
        ...API_CONTRACTS['GET /api/registrations/:id/access-log'],
        tags: ['registrations'],
        summary: "Who read the record's full details, newest first",
        description:
          "Every read of the record's full details: opening it, the approved record (View Data), its card (alone or in a day's batch), every list export it was in, a subject export and a revealed phone or email. `limit` entries per page (at most 100); `before` is the previous page's nextCursor. The user's name is the account's present one, the role the one held at the time. Approvers and administrators only.",
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await registrationExists(app.db, id))) throw recordNotFound();
      // this process's latest reads, the reader's own included, before the log is read
      await app.accessLog.flush();
      return readAccessLog(app.db, id, request.query);
    },
  );
};
