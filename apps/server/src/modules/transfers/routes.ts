import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import { can } from '@form-a/domain/permissions';
import { requireAuth } from '../../plugins/auth';

export const transfersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = () => app.services.transfers;

  app.get(
    '/api/transfers/search',
    {
      config: { permission: 'transfer:request' },
      schema: {
        ...API_CONTRACTS['GET /api/transfers/search'],
        tags: ['transfers'],
        summary: 'Find a member or seeker to transfer, by Jigyasu UID',
        description:
          "400 'Please enter valid Jigyasu UID.' (must end in J), 404 'Please enter valid UID.', 403 'Not authorized for this UID.' (another branch's record that is not a Jigyasu), 502 'Unexpected error!' when the UID service fails. An answer with the member's email or phone (own branch only) adds a 'contact' entry to the access log (ADR 085).",
      },
    },
    async (request) => {
      const user = requireAuth(request).user;
      const member = await service().search(user, request.query.uid ?? '');
      // Another branch's Jigyasu may be found (to ask for the move) but not contacted from here.
      if (!can(user, 'member:read-contact', member)) {
        return { member: { ...member, email_address: '', phone_number: '' } };
      }
      if (member.email_address !== '' || member.phone_number !== '') {
        const registrationIds = await service().recordIdsOfMember(member.uid);
        app.accessLog.record({
          user,
          action: 'contact',
          registrationIds,
          // the Jigyasu ID (initials and a birth date) only where no record here names them
          ...(registrationIds.length === 0 && { memberUid: member.uid }),
        });
      }
      return { member };
    },
  );

  app.post(
    '/api/transfers',
    {
      config: { permission: 'transfer:request', idempotent: true },
      schema: {
        ...API_CONTRACTS['POST /api/transfers'],
        tags: ['transfers'],
        summary: 'Request a transfer (the branch-transfer form plus the uid searched)',
      },
    },
    async (request) => service().create(requireAuth(request).user, request.body),
  );

  app.get(
    '/api/transfers',
    {
      config: { permission: 'transfer:read' },
      schema: {
        ...API_CONTRACTS['GET /api/transfers'],
        tags: ['transfers'],
        summary: "Transfer requests: a secretary sees their branch's, an approver every branch's",
      },
    },
    async (request) => service().list(requireAuth(request).user, request.query),
  );

  app.get(
    '/api/transfers/:id',
    {
      config: { permission: 'transfer:read' },
      schema: {
        ...API_CONTRACTS['GET /api/transfers/:id'],
        tags: ['transfers'],
        summary: 'One transfer request with its history',
        description:
          "Shows the member's contact, address and the branch's report on their conduct: each answer adds a 'transfer' entry to the access log, on the member's records when the portal holds any (ADR 081).",
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const detail = await service().get(user, request.params.id);
      app.accessLog.record({
        user,
        action: 'transfer',
        transferId: detail.transfer.id,
        registrationIds: await service().recordIdsOfMember(detail.transfer.uid),
      });
      return detail;
    },
  );

  app.post(
    '/api/transfers/:id/decision',
    {
      config: { permission: 'transfer:decide' },
      schema: {
        ...API_CONTRACTS['POST /api/transfers/:id/decision'],
        tags: ['transfers'],
        summary: "Approve (moves the member's branch in the registry) or reject a request",
      },
    },
    async (request) => service().decide(requireAuth(request).user, request.params.id, request.body),
  );
};
