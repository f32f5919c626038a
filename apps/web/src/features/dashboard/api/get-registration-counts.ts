import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  registrationCountsShownSchema,
  type RegistrationCounts,
} from '@form-a/domain/api/registrations';
import { callLeniently, isApiError } from '../../../lib/api-client';

export type { RegistrationCounts };
export type CountKey = keyof RegistrationCounts;

/**
 * GET /api/registrations/counts, scoped by the server to the signed-in role. Until the
 * registrations module exists the call 404s; that, like any missing count, shows as 0
 * (spec section 8: a missing count shows as zero).
 */
export async function getRegistrationCounts(signal?: AbortSignal): Promise<RegistrationCounts> {
  try {
    return await callLeniently('GET /api/registrations/counts', registrationCountsShownSchema, {
      signal,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return {};
    throw error;
  }
}

export const registrationCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['registrations', 'counts'],
    queryFn: ({ signal }) => getRegistrationCounts(signal),
  });

export function useRegistrationCounts() {
  return useQuery(registrationCountsQueryOptions());
}
