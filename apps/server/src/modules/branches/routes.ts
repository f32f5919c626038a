import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listBranchNames } from './repository';

/** Several hundred to a few thousand branches: one bounded page serves every select box. */
export const BRANCH_LIST_MAX = 5000;

export const branchesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/branches',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['branches'],
        summary: 'Active branches, alphabetical (the branch count call of the original)',
        querystring: z.object({
          search: z.string().trim().max(100).optional(),
          limit: z.coerce.number().int().min(1).max(BRANCH_LIST_MAX).default(BRANCH_LIST_MAX),
        }),
        response: {
          200: z.object({
            branch_list: z.array(z.object({ value: z.string(), label: z.string() })),
          }),
        },
      },
    },
    async (request) => {
      const names = await listBranchNames(app.db, request.query);
      return { branch_list: names.map((name) => ({ value: name, label: name })) };
    },
  );
};
