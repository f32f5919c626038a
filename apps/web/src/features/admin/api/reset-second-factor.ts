import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updatedUserSchema } from '@form-a/domain/api/users';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/users/:id/second-factor (ADMIN): the user sets it up again at sign-in (ADR 046). */
export const resetSecondFactor = (id: number) =>
  apiRequest(`/api/users/${id}/second-factor`, { method: 'DELETE', schema: updatedUserSchema });

export function useResetSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSecondFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
