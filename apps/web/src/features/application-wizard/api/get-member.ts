import { queryOptions, useQuery } from '@tanstack/react-query';
import { shouldLookupUid } from '@form-a/domain/schemas/application';
import type { MemberLookup } from '@form-a/domain/schemas/member-lookup';
import { call, isApiError } from '../../../lib/api-client';

export type Member = MemberLookup;

/** GET /api/members/:uid → the member, or null when the UID service does not know it (404). */
export async function getMember(uid: string, signal?: AbortSignal): Promise<Member | null> {
  try {
    const { member } = await call('GET /api/members/:uid', { params: { uid }, signal });
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
