import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { RegistrationContact } from '@form-a/domain/api/contact';
import { call } from './api-client';

/*
 * A record's phone and email in full (ADR 057), behind the "Show" beside a masked value. Shared
 * by the registrations lists and the search results, so it lives outside both. The key does not
 * start with 'registrations': a workflow action that refreshes the lists must not fetch (and so
 * log) a contact again.
 */

export type { RegistrationContact };

/** GET /api/registrations/:id/contact: every answer is a logged read. */
export const getRegistrationContact = (id: number, signal?: AbortSignal) =>
  call('GET /api/registrations/:id/contact', { params: { id }, signal });

const contactQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['registration-contact', id],
    queryFn: ({ signal }) => getRegistrationContact(id, signal),
    // fetched once per click, never again by itself (a refetch would be another logged read);
    // forgotten a minute after the list that showed it is gone
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  });

/**
 * The contact of record `id` once someone on this screen asked for it (undefined before),
 * `reveal` to ask and `hide` to mask it again: the phone and the email cells of one row show it
 * together.
 */
export function useRevealedContact(id: number) {
  const client = useQueryClient();
  const { data } = useQuery({ ...contactQueryOptions(id), enabled: false });
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const reveal = useCallback(() => {
    setState('loading');
    client.fetchQuery(contactQueryOptions(id)).then(
      () => setState('idle'),
      () => setState('failed'),
    );
  }, [client, id]);
  // masked again; showing it once more is another read (and another entry in the log)
  const hide = useCallback(() => {
    setState('idle');
    void client.resetQueries({ queryKey: contactQueryOptions(id).queryKey, exact: true });
  }, [client, id]);
  return { contact: data, reveal, hide, loading: state === 'loading', failed: state === 'failed' };
}
