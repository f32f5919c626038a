import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const branchesSchema = z.object({
  branch_list: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type BranchOption = z.infer<typeof branchesSchema>['branch_list'][number];

/** GET /api/branches: active branches, alphabetical (the spec's branch count call). */
export const getBranches = (signal?: AbortSignal) =>
  api.get('/api/branches', { schema: branchesSchema, signal });

export const branchesQueryOptions = () =>
  queryOptions({
    queryKey: ['branches'],
    queryFn: ({ signal }) => getBranches(signal),
    staleTime: 10 * 60_000,
    select: (data) => data.branch_list,
  });

export function useBranches() {
  return useQuery(branchesQueryOptions());
}
