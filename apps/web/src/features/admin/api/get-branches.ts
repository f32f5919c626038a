import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BranchOption } from '@form-a/domain/api/branches';
import { call } from '../../../lib/api-client';

export type { BranchOption };

/** GET /api/branches: active branches, alphabetical (the spec's branch count call). */
export const getBranches = (signal?: AbortSignal) => call('GET /api/branches', { signal });

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
