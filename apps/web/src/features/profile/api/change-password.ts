import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@form-a/domain/schemas/auth';
import { call } from '../../../lib/api-client';

/**
 * POST /api/auth/password. A wrong current password is a 400 with fields.currentPassword (not a
 * 401, which would end the session). The server revokes the user's other sessions.
 */
export const changePassword = (input: ChangePasswordInput) =>
  call('POST /api/auth/password', { body: input });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
