import { queryOptions, useMutation } from '@tanstack/react-query';
import { call } from './api-client';
import { useSession } from './session';

/*
 * Session calls shared by the app shell (guard, countdown) and the auth feature. Sign-in and
 * sign-up live in features/auth/api; these three are needed outside that feature.
 */

export const getMe = (signal?: AbortSignal) => call('GET /api/auth/me', { signal });

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 0,
    retry: false,
  });

/** Always resolves: signing out locally must not depend on the server answering. */
export async function logout(): Promise<void> {
  try {
    await call('POST /api/auth/logout', { unauthorizedEndsSession: false });
  } catch {
    // the cookie may already be gone (expired session); the local sign-out still happens
  }
}

export const extendSession = () => call('POST /api/auth/extend');

export function useExtendSession() {
  const { setExpiresAt } = useSession();
  return useMutation({
    mutationFn: extendSession,
    onSuccess: ({ expiresAt }) => setExpiresAt(expiresAt),
  });
}
