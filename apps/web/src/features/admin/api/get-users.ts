import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  USER_SORT_KEYS,
  type AdminUser,
  type UserSortKey,
  type UsersPage,
} from '@form-a/domain/api/users';
import { call } from '../../../lib/api-client';

export { USER_SORT_KEYS, type AdminUser, type UserSortKey, type UsersPage };

export interface UsersQuery {
  page: number;
  pageSize: number;
  sort: UserSortKey;
  order: 'asc' | 'desc';
  search: string;
}

/** GET /api/users (ADMIN): one page, sorted and searched on the server. */
export const getUsers = (query: UsersQuery, signal?: AbortSignal) =>
  call('GET /api/users', { query, signal });

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: ['users', 'list', query],
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(query: UsersQuery) {
  return useQuery(usersQueryOptions(query));
}
