import { useQuery } from '@tanstack/react-query';
import { jigyasuIdPreviewSchema } from '@form-a/domain/api/reviews';
import { api } from '../../../lib/api-client';

/** GET /api/registrations/:id/jigyasu-id-preview (approver): the ID approval would issue now. */
export const getJigyasuIdPreview = (id: number, signal?: AbortSignal) =>
  api.get(`/api/registrations/${id}/jigyasu-id-preview`, {
    schema: jigyasuIdPreviewSchema,
    signal,
  });

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
