import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  correctionRequestResponseSchema,
  type CorrectionRequestBody,
} from '@form-a/domain/api/collection-requests';
import { api } from '../../../lib/api-client';

/** POST /api/registrations/:id/correction-request: queued to the collection service (ADR 056). */
export const requestCorrection = (id: number, body: CorrectionRequestBody) =>
  api.post(`/api/registrations/${id}/correction-request`, body, {
    schema: correctionRequestResponseSchema,
  });

/** The request; the record's history gains its step, so the record is read again. */
export function useRequestCorrection(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CorrectionRequestBody) => requestCorrection(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['registrations', 'detail', id] }),
  });
}
