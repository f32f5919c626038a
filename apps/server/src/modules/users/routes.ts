import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_CONTRACTS } from '@form-a/domain/api/contract';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users',
    {
      config: { permission: 'user:manage' },
      schema: {
        ...API_CONTRACTS['GET /api/users'],
        tags: ['users'],
        summary: 'Page through user accounts',
      },
    },
    async (request) => app.services.users.list(request.query),
  );

  app.patch(
    '/api/users/:id',
    {
      config: { permission: 'user:manage' },
      schema: {
        ...API_CONTRACTS['PATCH /api/users/:id'],
        tags: ['users'],
        summary: 'Grant a role, set the branch, or (de)activate an account',
        description:
          'Role and branch are checked as a pair (the one sent, else the stored one): a branch secretary without a branch is refused with 400 on `branch`, and nothing is stored.',
      },
    },
    async (request) => ({ user: await app.services.users.update(request.params.id, request.body) }),
  );
};
