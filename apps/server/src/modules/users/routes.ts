import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@form-a/domain/api-error';
import { sessionUserSchema } from '@form-a/domain/schemas/auth';
import { userUpdateSchema } from '@form-a/domain/schemas/users';
import { USER_SORT_COLUMNS, type UserSortKey } from './repository';

const adminUserSchema = sessionUserSchema.extend({ active: z.boolean(), createdAt: z.string() });
const sortKeys = Object.keys(USER_SORT_COLUMNS) as [UserSortKey, ...UserSortKey[]];

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users',
    {
      config: { permission: 'user:manage' },
      schema: {
        tags: ['users'],
        summary: 'Page through user accounts',
        querystring: z.object({
          page: z.coerce.number().int().min(0).default(0),
          pageSize: z.coerce.number().int().min(1).max(100).default(50),
          sort: z.enum(sortKeys).default('name'),
          order: z.enum(['asc', 'desc']).default('asc'),
          search: z.string().trim().max(100).optional(),
        }),
        response: {
          200: z.object({
            items: z.array(adminUserSchema),
            total: z.number(),
            page: z.number(),
            pageSize: z.number(),
          }),
        },
      },
    },
    async (request) => app.services.users.list(request.query),
  );

  app.patch(
    '/api/users/:id',
    {
      config: { permission: 'user:manage' },
      schema: {
        tags: ['users'],
        summary: 'Grant a role, set the branch, or (de)activate an account',
        description:
          'Role and branch are checked as a pair (the one sent, else the stored one): a branch secretary without a branch is refused with 400 on `branch`, and nothing is stored.',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: userUpdateSchema,
        response: {
          200: z.object({ user: adminUserSchema }),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => ({ user: await app.services.users.update(request.params.id, request.body) }),
  );
};
