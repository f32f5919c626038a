import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { sessionUserSchema } from '@form-a/domain/schemas/auth';
import { api } from '../../../lib/api-client';

export const adminUserSchema = sessionUserSchema.extend({
  active: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const usersPageSchema = z.object({
  items: z.array(adminUserSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(0),
  pageSize: z.number().int().min(1),
});
export type UsersPage = z.infer<typeof usersPageSchema>;

/** the columns GET /api/users can sort by */
export const USER_SORT_KEYS = ['name', 'uid', 'email', 'role', 'branch', 'createdAt'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

export interface UsersQuery {
  page: number;
  pageSize: number;
  sort: UserSortKey;
  order: 'asc' | 'desc';
  search: string;
}

/** GET /api/users (ADMIN): one page, sorted and searched on the server. */
export const getUsers = (query: UsersQuery, signal?: AbortSignal) =>
  api.get('/api/users', { query: { ...query }, schema: usersPageSchema, signal });

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: ['users', 'list', query],
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(query: UsersQuery) {
  return useQuery(usersQueryOptions(query));
}
