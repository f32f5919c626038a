import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { RoleCode } from '@form-a/domain/roles';
import { api } from '../../../lib/api-client';
import { adminUserSchema } from './get-users';

export interface UserPatch {
  role?: RoleCode | null;
  branch?: string | null;
  active?: boolean;
}

const updateUserResponseSchema = z.object({ user: adminUserSchema });

/** PATCH /api/users/:id (ADMIN): grant or remove a role, set the branch, (de)activate. */
export const updateUser = ({ id, patch }: { id: number; patch: UserPatch }) =>
  api.patch(`/api/users/${id}`, patch, { schema: updateUserResponseSchema });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
