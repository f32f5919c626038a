import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserUpdate } from '@form-a/domain/schemas/users';
import { call } from '../../../lib/api-client';

export type UserPatch = UserUpdate;

/** PATCH /api/users/:id (ADMIN): grant or remove a role, set the branch, (de)activate. */
export const updateUser = ({ id, patch }: { id: number; patch: UserPatch }) =>
  call('PATCH /api/users/:id', { params: { id }, body: patch });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
