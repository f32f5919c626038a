import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { shouldLookupUid } from '@form-a/domain/schemas/application';
import { api, isApiError } from '../../../lib/api-client';

const memberSchema = z.object({
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
export type Member = z.infer<typeof memberSchema>;

const memberResponseSchema = z.object({ member: memberSchema });

/** GET /api/members/:uid → the member, or null when the UID service does not know it (404). */
export async function getMember(uid: string, signal?: AbortSignal): Promise<Member | null> {
  try {
    const { member } = await api.get(`/api/members/${encodeURIComponent(uid)}`, {
      schema: memberResponseSchema,
      signal,
    });
    return member;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const memberQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['members', uid],
    queryFn: ({ signal }) => getMember(uid, signal),
    staleTime: 5 * 60_000,
  });

/** Looks the UID up once it is long enough (spec: longer than 10 characters). */
export function useMemberLookup(uid: string) {
  const trimmed = uid.trim();
  return useQuery({ ...memberQueryOptions(trimmed), enabled: shouldLookupUid(trimmed) });
}
