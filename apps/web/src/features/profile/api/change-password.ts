import { useMutation } from '@tanstack/react-query';
import { messageSchema, type ChangePasswordInput } from '@form-a/domain/api/auth';
import { api } from '../../../lib/api-client';

/**
 * POST /api/auth/password. A wrong current password is a 400 with fields.currentPassword (not a
 * 401, which would end the session). The server revokes the user's other sessions.
 */
export const changePassword = (input: ChangePasswordInput) =>
  api.post('/api/auth/password', input, { schema: messageSchema });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
