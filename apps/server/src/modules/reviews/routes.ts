import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import { requireAuth } from '../../plugins/auth';
import { ApprovedRecordsService } from './approved-records';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const approvedRecords = new ApprovedRecordsService(
    app.db,
    app.services.collection,
    app.config.OUTBOX_FAILED_AFTER_ATTEMPTS,
  );

  app.post(
    '/api/registrations/:id/transitions',
    {
      config: { permission: 'registration:review' },
      schema: {
        ...API_CONTRACTS['POST /api/registrations/:id/transitions'],
        tags: ['review'],
        summary: 'Validate, return or approve a record',
        description:
          "validate: 1→2 (validator); return: one step back, 1→6 (validator, to the branch secretary) or 2→1 (approver, to the validator); returnToSecretary: 2→6 (approver, straight to the branch secretary); a return needs a note saying why (400 without); approve: 2→3 (approver), which issues the Jigyasu ID and hands the record to the collection service, waiting up to 2 s for it: `handoff` says 'delivered', 'queued' (retried by the outbox) or 'failed'. 403 when the role never takes the action, 409 when the state or the revision does not allow it, in words with a `messageKey`. Approving an approved record answers with its ID. Validate and approve of a record the duplicate check finds a likely match for need `duplicateAcknowledged: true` ('I checked: this is not the same person'): without it 409 with messageKey `review.duplicateNotAcknowledged` and a field message; with it the record's history gets a `duplicate-acknowledged` step (who, when, the matches) before the step taken. 502 when the duplicate check cannot run: the decision waits for it (ADR 049).",
      },
    },
    async (request) =>
      app.services.reviews.apply(requireAuth(request).user, request.params.id, request.body),
  );

  app.get(
    '/api/registrations/:id/jigyasu-id-preview',
    {
      config: { permission: 'registration:approve' },
      schema: {
        ...API_CONTRACTS['GET /api/registrations/:id/jigyasu-id-preview'],
        tags: ['review'],
        summary: 'The Jigyasu ID that approving this record would issue now',
        description:
          "Initials and birth date are the record's; the number is the ID sequence's next value, which another approval may take first (the approval's answer has the ID issued). An approved record answers with its own ID.",
      },
    },
    async (request) => {
      const row = await app.services.registrations.readableRecord(
        requireAuth(request).user,
        request.params.id,
      );
      return app.services.reviews.previewJigyasuId(row);
    },
  );

  app.get(
    '/api/registrations/:id/approved-record',
    {
      config: { permission: 'approved-record:read' },
      schema: {
        ...API_CONTRACTS['GET /api/registrations/:id/approved-record'],
        tags: ['review'],
        summary:
          'The approved record as the collection service holds it, and the state of its hand-off',
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const row = await app.services.registrations.readableRecord(user, request.params.id);
      const answer = await approvedRecords.ofRecord(row);
      if (answer.items.length > 0) {
        app.accessLog.record({ user, action: 'approved-record', registrationIds: [row.id] });
      }
      return answer;
    },
  );

  app.get(
    '/api/approved-records/:uid',
    {
      config: { permission: 'approved-record:read' },
      schema: {
        ...API_CONTRACTS['GET /api/approved-records/:uid'],
        tags: ['review'],
        summary: "'View Data': the approved record of a Jigyasu ID from the collection service",
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const { items, registrationIds } = await approvedRecords.ofJigyasuId(request.params.uid);
      // logged against the portal's records of that ID
      if (items.length > 0) {
        app.accessLog.record({ user, action: 'approved-record', registrationIds });
      }
      return { items };
    },
  );
};
