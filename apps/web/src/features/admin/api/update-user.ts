import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updatedUserSchema, type UserUpdate } from '@form-a/domain/api/users';
import { api } from '../../../lib/api-client';

export type UserPatch = UserUpdate;

/** PATCH /api/users/:id (ADMIN): grant or remove a role, set the branch, (de)activate. */
export const updateUser = ({ id, patch }: { id: number; patch: UserPatch }) =>
  api.patch(`/api/users/${id}`, patch, { schema: updatedUserSchema });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
