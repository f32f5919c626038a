import { queryOptions, useQuery } from '@tanstack/react-query';
import { branchListSchema, type BranchOption } from '@form-a/domain/api/branches';
import { api } from '../../../lib/api-client';

export type { BranchOption };

/** GET /api/branches: active branches, alphabetical (the spec's branch count call). */
export const getBranches = (signal?: AbortSignal) =>
  api.get('/api/branches', { schema: branchListSchema, signal });

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
