import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BranchOption } from '@form-a/domain/api/branches';
import { call } from './api-client';

export type { BranchOption };

/**
 * GET /api/branches: the active branches, alphabetical (spec: "branch count response").
 * Shared by every screen that picks a branch; the list changes rarely, so it stays fresh for
 * ten minutes.
 */
export const getBranchList = (signal?: AbortSignal) => call('GET /api/branches', { signal });

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
