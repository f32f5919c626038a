import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { ChangePasswordInput } from '@form-a/domain/schemas/auth';
import { api } from '../../../lib/api-client';

const changePasswordResponseSchema = z.object({ message: z.string() });

/**
 * POST /api/auth/password. A wrong current password is a 400 with fields.currentPassword (not a
 * 401, which would end the session). The server revokes the user's other sessions.
 */
export const changePassword = (input: ChangePasswordInput) =>
  api.post('/api/auth/password', input, { schema: changePasswordResponseSchema });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
