import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { DEFAULT_SESSION_SECONDS, DEFAULT_SESSION_WARNING_SECONDS } from '../config/session';
import { api } from './api-client';

const publicConfigSchema = z.object({
  orgTitle: z.string(),
  sessionSeconds: z.number().int().positive(),
  sessionWarningSeconds: z.number().int().positive(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const getPublicConfig = (signal?: AbortSignal) =>
  api.get('/api/config/public', { schema: publicConfigSchema, signal });

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config', 'public'],
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The org title and session timings; spec defaults until the server answers. */
export function usePublicConfig(): PublicConfig & { isLoaded: boolean } {
  const { data } = useQuery(publicConfigQueryOptions());
  return {
    orgTitle: data?.orgTitle ?? '',
    sessionSeconds: data?.sessionSeconds ?? DEFAULT_SESSION_SECONDS,
    sessionWarningSeconds: data?.sessionWarningSeconds ?? DEFAULT_SESSION_WARNING_SECONDS,
    isLoaded: data !== undefined,
  };
}
