import { z } from 'zod';
import { sessionUserSchema } from '../schemas/auth';
import { pageOf, pageQueryShape } from './common';

/** An account as the administrator sees it. */
export const adminUserSchema = sessionUserSchema.extend({
  active: z.boolean(),
  createdAt: z.string(),
  /** whether the user has set up a second factor (ADR 046): what the administrator may reset */
  secondFactorEnrolled: z.boolean(),
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

/**
 * An account's id in a path: `users.id` is a PostgreSQL integer, so a larger number is a 400 on
 * `id`, not a database error (the shared idParamsSchema allows any safe integer).
 */
export const userIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** PATCH /api/users/:id */
export const updatedUserSchema = z.object({ user: adminUserSchema });
