import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UidLookupRecord } from '@form-a/domain/schemas/member-lookup';
import { call } from '../../../lib/api-client';

/** The UID lookup record the search answers with (spec section 3 "UID lookup record"). */
export type TransferMember = UidLookupRecord;

/**
 * GET /api/transfers/search?uid= (BBRANCHSEC): 200 the member; 400 fields.uid, 404 not found,
 * 403 another branch's record that is not a Jigyasu, 502 when the UID service fails.
 */
export const searchTransferMember = (uid: string, signal?: AbortSignal) =>
  call('GET /api/transfers/search', { query: { uid }, signal });

export const transferSearchQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['transfers', 'search', uid.toUpperCase()],
    queryFn: ({ signal }) => searchTransferMember(uid, signal),
    select: (data) => data.member,
    // each search asks again: the answer is an outcome to show, and branches change on approval
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** The lookup of `uid`; idle while `uid` is null (nothing searched yet). */
export function useTransferSearch(uid: string | null) {
  return useQuery({ ...transferSearchQueryOptions(uid ?? ''), enabled: uid !== null });
}
