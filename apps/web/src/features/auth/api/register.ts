import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '@form-a/domain/schemas/auth';
import { call } from '../../../lib/api-client';

/**
 * POST /api/auth/register → 201 { message }, the same for a new and a taken email (ADR 021);
 * 400 with fields.password when the server finds the password too easy to guess; 429.
 */
export const register = (input: SignUpInput) => call('POST /api/auth/register', { body: input });

export function useRegister() {
  return useMutation({ mutationFn: register });
}
