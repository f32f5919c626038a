import { queryOptions, useMutation } from '@tanstack/react-query';
import { extendSessionSchema, meResponseSchema } from '@form-a/domain/api/auth';
import { api } from './api-client';
import { useSession } from './session';

/*
 * Session calls shared by the app shell (guard, countdown) and the auth feature. Sign-in and
 * sign-up live in features/auth/api; these three are needed outside that feature.
 */

export const getMe = (signal?: AbortSignal) =>
  api.get('/api/auth/me', { schema: meResponseSchema, signal });

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
    await api.post('/api/auth/logout', undefined, { unauthorizedEndsSession: false });
  } catch {
    // the cookie may already be gone (expired session); the local sign-out still happens
  }
}

export const extendSession = () =>
  api.post('/api/auth/extend', undefined, { schema: extendSessionSchema });

export function useExtendSession() {
  const { setExpiresAt } = useSession();
  return useMutation({
    mutationFn: extendSession,
    onSuccess: ({ expiresAt }) => setExpiresAt(expiresAt),
  });
}
