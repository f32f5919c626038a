import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { DEFAULT_SESSION_SECONDS, DEFAULT_SESSION_WARNING_SECONDS } from '../config/session';
import { api } from './api-client';
import { setOrgTimeZone } from './format-date';

const publicConfigSchema = z.object({
  orgTitle: z.string(),
  sessionSeconds: z.number().int().positive(),
  sessionWarningSeconds: z.number().int().positive(),
  /** the organisation's zone: every timestamp on screen is shown in it (lib/format-date) */
  timeZone: z.string().optional(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const getPublicConfig = (signal?: AbortSignal) =>
  api.get('/api/config/public', { schema: publicConfigSchema, signal });

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config', 'public'],
    queryFn: async ({ signal }) => {
      const config = await getPublicConfig(signal);
      if (config.timeZone) setOrgTimeZone(config.timeZone);
      return config;
    },
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
