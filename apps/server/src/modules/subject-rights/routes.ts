import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import { requireAuth } from '../../plugins/auth';
import { SubjectRightsService } from './service';

/**
 * The data principal's rights (DPDP Act 2023; ADR 056): everything held about one person, and a
 * correction request for an approved record, which goes to the collection service.
 */
export const subjectRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const subjectRights = new SubjectRightsService(app.db, app.config);

  app.get(
    '/api/registrations/:id/subject-export',
    {
      config: { permission: 'registration:subject-export' },
      schema: {
        ...API_CONTRACTS['GET /api/registrations/:id/subject-export'],
        tags: ['privacy'],
        summary: 'Everything held about one person, as JSON or PDF (the right of access)',
        description:
          "format=json (default): the versioned document of packages/domain/src/api/subject-export.ts (schema 'form-a-portal/subject-export', version 1): every field of the record, the photo in base64, the history with its notes, the consent (null: not recorded), the access log, the deliveries to the collection service with their attempts, the correction and erasure requests, the duplicate pre-checks that matched the person and the notifications about the record. Nothing of another person: a reviewer's duplicate acknowledgement keeps only the number of records it named. format=pdf: the same, readable, in `lang` (else the account's saved language, else en). The file is named by the application number only. The read is recorded in the access log.",
      },
    },
    async (request, reply) => {
      const user = requireAuth(request).user;
      const row = await subjectRights.recordFor(
        user,
        request.params.id,
        'registration:subject-export',
      );
      // the reads this process has just served belong in the file too
      await app.accessLog.flush();
      const { format } = request.query;
      const body = await subjectRights.exportFile(user, row, request.query);
      app.accessLog.record({
        user,
        action: 'subject-export',
        registrationIds: [row.id],
        detail: { format },
      });
      return reply
        .type(format === 'pdf' ? 'application/pdf' : 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="subject-export-${row.id}.${format}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );

  app.post(
    '/api/registrations/:id/correction-request',
    {
      config: { permission: 'registration:request-correction' },
      schema: {
        ...API_CONTRACTS['POST /api/registrations/:id/correction-request'],
        tags: ['privacy'],
        summary: 'Send a correction request for an approved record to the collection service',
        description:
          "The approved record lives with the collection service (spec section 7), so a correction the person asks for goes there, through the outbox, as a 'collection.correction_request' (docs/collection-requests.md); the record gets a 'correction-requested' history step with the description. 202 with alreadyQueued false when queued, true when a correction request for the record is still waiting for delivery (nothing new is queued). 409 when the record is not approved (a record in review is corrected by returning it) or the revision is stale.",
      },
    },
    async (request, reply) => {
      const queued = await subjectRights.queueCorrection(
        requireAuth(request).user,
        request.params.id,
        request.body,
      );
      if (!queued.alreadyQueued) app.outboxWorker.poke();
      return reply.code(202).send(await subjectRights.correctionAnswer(queued));
    },
  );
};
