import { z } from 'zod';
import { sessionUserSchema } from '../schemas/auth';
import { pageOf, pageQueryShape } from './common';

export { userUpdateSchema, type UserUpdate } from '../schemas/users';

/** An account as the administrator sees it. */
export const adminUserSchema = sessionUserSchema.extend({
  active: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** the columns GET /api/users can sort by */
export const USER_SORT_KEYS = ['name', 'uid', 'email', 'role', 'branch', 'createdAt'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

/** GET /api/users */
export const userListQuerySchema = z.object({
  ...pageQueryShape,
  sort: z.enum(USER_SORT_KEYS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  search: z.string().trim().max(100).optional(),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;
export const usersPageSchema = pageOf(adminUserSchema);
export type UsersPage = z.infer<typeof usersPageSchema>;

/** PATCH /api/users/:id */
export const updatedUserSchema = z.object({ user: adminUserSchema });
