import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@form-a/domain/api-error';
import { approvedReadModelSchema } from '@form-a/domain/approved-record';
import {
  deliverySchema,
  jigyasuIdPreviewSchema,
  reviewTransitionResponseSchema,
  reviewTransitionSchema,
} from '@form-a/domain/schemas/review';
import { AppError, notFound } from '../../lib/app-error';
import { requireAuth } from '../../plugins/auth';
import { toDelivery } from '../outbox/delivery';
import { findByRegistration } from '../outbox/repository';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/registrations/:id/transitions',
    {
      config: { permission: 'registration:review' },
      schema: {
        tags: ['review'],
        summary: 'Validate, return or approve a record',
        description:
          "validate: 1→2 (validator); return: 1→6 (validator) or 2→1 (approver), with a note saying why (400 without); approve: 2→3 (approver), which issues the Jigyasu ID and hands the record to the collection service, waiting up to 2 s for it: `handoff` says 'delivered', 'queued' (retried by the outbox) or 'failed'. 403 when the role never takes the action, 409 when the state or the revision does not allow it, in words with a `messageKey`. Approving an approved record answers with its ID.",
        params: idParams,
        body: reviewTransitionSchema,
        response: {
          200: reviewTransitionResponseSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
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
        tags: ['review'],
        summary: 'The Jigyasu ID that approving this record would issue now',
        description:
          "Initials and birth date are the record's; the number is the ID sequence's next value, which another approval may take first (the approval's answer has the ID issued). An approved record answers with its own ID.",
        params: idParams,
        response: { 200: jigyasuIdPreviewSchema, 404: apiErrorSchema },
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
        tags: ['review'],
        summary:
          'The approved record as the collection service holds it, and the state of its hand-off',
        params: idParams,
        response: {
          200: z.object({
            items: z.array(approvedReadModelSchema),
            delivery: deliverySchema.nullable(),
          }),
          404: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const row = await app.services.registrations.readableRecord(
        requireAuth(request).user,
        request.params.id,
      );
      if (!row.jigyasuUid) throw notFound('This record has no Jigyasu ID yet.');
      const delivery = await findByRegistration(app.db, row.id);
      let items;
      try {
        items = await app.services.collection.read(row.jigyasuUid);
      } catch {
        throw new AppError(502, 'INTERNAL', 'The collection service could not be reached.');
      }
      return {
        items,
        delivery: delivery ? toDelivery(delivery, app.config.OUTBOX_FAILED_AFTER_ATTEMPTS) : null,
      };
    },
  );

  app.get(
    '/api/approved-records/:uid',
    {
      config: { permission: 'approved-record:read' },
      schema: {
        tags: ['review'],
        summary: "'View Data': the approved record of a Jigyasu ID from the collection service",
        params: z.object({ uid: z.string().trim().min(1).max(40) }),
        response: {
          200: z.object({ items: z.array(approvedReadModelSchema) }),
          502: apiErrorSchema,
        },
      },
    },
    async (request) => {
      try {
        return { items: await app.services.collection.read(request.params.uid) };
      } catch {
        throw new AppError(502, 'INTERNAL', 'The collection service could not be reached.');
      }
    },
  );
};
