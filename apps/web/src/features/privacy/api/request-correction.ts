import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CorrectionRequestBody } from '@form-a/domain/api/collection-requests';
import { call } from '../../../lib/api-client';

/** POST /api/registrations/:id/correction-request: queued to the collection service (ADR 056). */
export const requestCorrection = (id: number, body: CorrectionRequestBody) =>
  call('POST /api/registrations/:id/correction-request', { params: { id }, body });

/** The request; the record's history gains its step, so the record is read again. */
export function useRequestCorrection(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CorrectionRequestBody) => requestCorrection(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['registrations', 'detail', id] }),
  });
}
