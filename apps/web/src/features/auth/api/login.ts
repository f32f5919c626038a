import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '@form-a/domain/schemas/auth';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** POST /api/auth/login. The token in the answer is ignored: the httpOnly cookie carries it. */
export const login = (input: SignInInput) =>
  call('POST /api/auth/login', {
    body: input,
    // a 401 here is 'Invalid Username and Password.', not a lost session
    unauthorizedEndsSession: false,
  });

export function useLogin() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user, expiresAt, secondFactor }, input) => {
      // nothing cached for an earlier user may leak into this session
      queryClient.clear();
      // A role with a second factor is not signed in yet: the second step starts the session
      // (routes/second-factor.tsx, ADR 046).
      if (secondFactor) return;
      session.start({ user, expiresAt }, input.remember ?? true);
    },
  });
}
