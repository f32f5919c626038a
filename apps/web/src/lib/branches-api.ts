import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './api-client';

const branchesSchema = z.object({
  branch_list: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type BranchOption = z.infer<typeof branchesSchema>['branch_list'][number];

/**
 * GET /api/branches: the active branches, alphabetical (spec: "branch count response").
 * Shared by every screen that picks a branch; the list changes rarely, so it stays fresh for
 * ten minutes.
 */
export const getBranchList = (signal?: AbortSignal) =>
  api.get('/api/branches', { schema: branchesSchema, signal });

export const branchListQueryOptions = () =>
  queryOptions({
    queryKey: ['branches', 'list'],
    queryFn: ({ signal }) => getBranchList(signal),
    staleTime: 10 * 60_000,
    select: (data) => data.branch_list,
  });

export function useBranchList() {
  return useQuery(branchListQueryOptions());
}
