import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** The UID lookup record the search answers with (spec section 3 "UID lookup record"). */
export const transferMemberSchema = z.object({
  uid: z.string(),
  title: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  first_doi: z.string().nullable(),
  branch: z.string(),
  status: z.string(),
  email_address: z.string(),
  phone_number: z.string(),
});
export type TransferMember = z.infer<typeof transferMemberSchema>;

const searchResponseSchema = z.object({ member: transferMemberSchema });

/**
 * GET /api/transfers/search?uid= (BBRANCHSEC): 200 the member; 400 fields.uid, 404 not found,
 * 403 another branch's record that is not a Jigyasu, 502 when the UID service fails.
 */
export const searchTransferMember = (uid: string, signal?: AbortSignal) =>
  api.get('/api/transfers/search', { query: { uid }, schema: searchResponseSchema, signal });

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
