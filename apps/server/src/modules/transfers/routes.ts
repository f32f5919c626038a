import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@form-a/domain/api-error';
import { can } from '@form-a/domain/permissions';
import { requireAuth } from '../../plugins/auth';
import { sendIdempotent } from '../idempotency/reply';
import { idempotencyContext } from '../idempotency/service';
import { uidLookupRecordSchema } from '../members/uid-lookup-record';

const transferSchema = z.object({
  id: z.number(),
  uid: z.string(),
  status: z.string(),
  currentBranch: z.string(),
  movingToBranch: z.string(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  contactNumber: z.string(),
  attendance: z.string(),
  behaviour: z.string(),
  otherBehaviourInput: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  addressLine3: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  requestedByBranch: z.string(),
  decisionNote: z.string(),
  revision: z.number(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
const savedSchema = z.object({ message: z.string(), transfer: transferSchema });
const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const transfersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = () => app.services.transfers;

  app.get(
    '/api/transfers/search',
    {
      config: { permission: 'transfer:request' },
      schema: {
        tags: ['transfers'],
        summary: 'Find a member or seeker to transfer, by Jigyasu UID',
        description:
          "400 'Please enter valid Jigyasu UID.' (must end in J), 404 'Please enter valid UID.', 403 'Not authorized for this UID.' (another branch's record that is not a Jigyasu), 502 'Unexpected error!' when the UID service fails.",
        querystring: z.object({ uid: z.string().optional() }),
        response: {
          200: z.object({ member: uidLookupRecordSchema }),
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = requireAuth(request).user;
      const member = await service().search(user, request.query.uid ?? '');
      // Another branch's Jigyasu may be found (to ask for the move) but not contacted from here.
      return can(user, 'member:read-contact', member)
        ? { member }
        : { member: { ...member, email_address: '', phone_number: '' } };
    },
  );

  app.post(
    '/api/transfers',
    {
      config: { permission: 'transfer:request' },
      schema: {
        tags: ['transfers'],
        summary: 'Request a transfer (the branch-transfer form plus the uid searched)',
        headers: z.object({ 'idempotency-key': z.string().trim().min(1).max(200).optional() }),
        body: z.looseObject({ uid: z.string().max(40) }),
        response: { 201: savedSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const result = await service().create(
        auth.user,
        request.body,
        idempotencyContext(auth.user.id, request.headers['idempotency-key'], request),
      );
      return sendIdempotent(reply, result);
    },
  );

  app.get(
    '/api/transfers',
    {
      config: { permission: 'transfer:read' },
      schema: {
        tags: ['transfers'],
        summary: "Transfer requests: a secretary sees their branch's, an approver every branch's",
        querystring: z.object({
          view: z.enum(['mine', 'open', 'decided', 'all']).default('all'),
          page: z.coerce.number().int().min(0).default(0),
          pageSize: z.coerce.number().int().min(1).max(100).default(50),
        }),
        response: {
          200: z.object({
            items: z.array(transferSchema),
            total: z.number(),
            page: z.number(),
            pageSize: z.number(),
          }),
        },
      },
    },
    async (request) => service().list(requireAuth(request).user, request.query),
  );

  app.get(
    '/api/transfers/:id',
    {
      config: { permission: 'transfer:read' },
      schema: {
        tags: ['transfers'],
        summary: 'One transfer request with its history',
        params: idParams,
        response: {
          200: z.object({
            transfer: transferSchema,
            logs: z.array(
              z.object({
                id: z.number(),
                action: z.string(),
                actorName: z.string(),
                role: z.string(),
                note: z.string(),
                createdAt: z.string(),
              }),
            ),
          }),
          404: apiErrorSchema,
        },
      },
    },
    async (request) => service().get(requireAuth(request).user, request.params.id),
  );

  app.post(
    '/api/transfers/:id/decision',
    {
      config: { permission: 'transfer:decide' },
      schema: {
        tags: ['transfers'],
        summary: "Approve (moves the member's branch in the registry) or reject a request",
        params: idParams,
        body: z.object({
          decision: z.enum(['approve', 'reject']),
          revision: z.number().int().positive(),
          note: z.string().trim().max(1000).default(''),
        }),
        response: { 200: savedSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => service().decide(requireAuth(request).user, request.params.id, request.body),
  );
};
