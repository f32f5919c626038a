import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  registrationDetailSchema,
  type RegistrationDetail,
} from '@form-a/domain/api/registrations';
import { call } from './api-client';

/*
 * One record with its history. Shared by the registrations feature (the 'Jigyasu Data' popup)
 * and the review feature (the check and approve screens), so it lives outside both. Every
 * registrations cache key starts with 'registrations': a workflow action invalidates them all.
 */

export { registrationDetailSchema, type RegistrationDetail };

/** GET /api/registrations/:id → the record (snake_case, StatusName object) and its logs. */
export const getRegistration = (id: number, signal?: AbortSignal) =>
  call('GET /api/registrations/:id', { params: { id }, signal });

export const registrationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['registrations', 'detail', id],
    queryFn: ({ signal }) => getRegistration(id, signal),
    staleTime: 0,
  });

/**
 * The record `id`; nothing is fetched while `id` is null or `enabled` is false (a closing
 * popup keeps showing what it had).
 */
export function useRegistration(id: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...registrationQueryOptions(id ?? 0), enabled: enabled && id !== null });
}
