import { queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLIC_CONFIG_ELEMENT_ID } from '@form-a/domain/html-shell';
import type { z } from 'zod';
import { publicConfigSchema as answerSchema } from '@form-a/domain/api/meta';
import type { PrivacyNoticeSettings } from '@form-a/domain/privacy-notice';
import { DEFAULT_SESSION_SECONDS, DEFAULT_SESSION_WARNING_SECONDS } from '../config/session';
import { callLeniently } from './api-client';
import { DEFAULT_ORG_TIME_ZONE, setOrgTimeZone } from './org-time-zone';

/**
 * The server always sends the time zone and the privacy notice's settings; a page rendered
 * ahead by the build (and a service worker's older copy) may not: then the default zone serves,
 * and the notice waits for the server's answer.
 */
const publicConfigSchema = answerSchema.partial({ timeZone: true, privacyNotice: true });
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const getPublicConfig = (signal?: AbortSignal) =>
  callLeniently('GET /api/config/public', publicConfigSchema, { signal });

/**
 * The settings the server wrote into the page it sent (ADR 035), so the first screen has the
 * organisation's title and clock without a request; undefined in a page without them (the
 * service worker's cached copy, tests), which then asks the API.
 */
function embeddedPublicConfig(): PublicConfig | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = publicConfigSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return undefined;
    if (parsed.data.timeZone) setOrgTimeZone(parsed.data.timeZone);
    return parsed.data;
  } catch {
    return undefined;
  }
}

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config', 'public'],
    initialData: embeddedPublicConfig,
    queryFn: async ({ signal }) => {
      const config = await getPublicConfig(signal);
      if (config.timeZone) setOrgTimeZone(config.timeZone);
      return config;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * The org title, session timings and time zone, spec defaults until the server answers; the
 * privacy notice's settings, null until then (the notice names them: no default stands in).
 */
export function usePublicConfig(): Required<Omit<PublicConfig, 'privacyNotice'>> & {
  privacyNotice: PrivacyNoticeSettings | null;
  isLoaded: boolean;
} {
  const { data } = useQuery(publicConfigQueryOptions());
  return {
    orgTitle: data?.orgTitle ?? '',
    sessionSeconds: data?.sessionSeconds ?? DEFAULT_SESSION_SECONDS,
    sessionWarningSeconds: data?.sessionWarningSeconds ?? DEFAULT_SESSION_WARNING_SECONDS,
    timeZone: data?.timeZone ?? DEFAULT_ORG_TIME_ZONE,
    privacyNotice: data?.privacyNotice ?? null,
    isLoaded: data !== undefined,
  };
}
