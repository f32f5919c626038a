import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** Client errors (4xx) will not change on retry; network and 5xx errors get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/*
 * networkMode 'always': a request is tried even when the browser says it is offline. The default
 * ('online') pauses it instead, and a screen would wait without a word; tried, it fails at once
 * with the API client's network error, which every screen shows in the reader's language
 * ('The server could not be reached…'). A query in error is fetched again when the
 * browser is back online (refetchOnReconnect).
 */
export const queryConfig = {
  queries: {
    retry: shouldRetry,
    refetchOnWindowFocus: false,
    staleTime: 30_000,
    networkMode: 'always',
  },
  mutations: { retry: false, networkMode: 'always' },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}
