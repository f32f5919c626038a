import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /api/registrations/:id/jigyasu-id-preview (approver): the ID approval would issue now. */
export const getJigyasuIdPreview = (id: number, signal?: AbortSignal) =>
  call('GET /api/registrations/:id/jigyasu-id-preview', { params: { id }, signal });

/** Asked when the confirmation opens, every time: the next number moves with each approval. */
export function useJigyasuIdPreview(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['registrations', id, 'jigyasu-id-preview'],
    queryFn: ({ signal }) => getJigyasuIdPreview(id, signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
