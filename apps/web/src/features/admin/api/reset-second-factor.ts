import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** DELETE /api/users/:id/second-factor (ADMIN): the user sets it up again at sign-in (ADR 046). */
export const resetSecondFactor = (id: number) =>
  call('DELETE /api/users/:id/second-factor', { params: { id } });

export function useResetSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSecondFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
