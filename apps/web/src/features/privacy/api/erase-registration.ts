import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ErasureRequest } from '@form-a/domain/api/erasure';
import { call } from '../../../lib/api-client';

/**
 * POST /api/registrations/:id/erasure (ADR 055): 200 'erased' for a record not yet approved,
 * 202 'requested' for an approved one (queued to the collection service).
 */
export const eraseRegistration = (id: number, body: ErasureRequest) =>
  call('POST /api/registrations/:id/erasure', { params: { id }, body });

/**
 * The erasure. Afterwards the record is read again: an erased one then answers 410 and its
 * screen shows the tombstone; an approved one shows the request in its history. The lists,
 * counts and the header search lose an erased record.
 */
export function useEraseRegistration(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ErasureRequest) => eraseRegistration(id, body),
    onSuccess: async (result) => {
      if (result.outcome === 'erased') {
        void queryClient.invalidateQueries({
          queryKey: ['registrations'],
          predicate: (query) => query.queryKey[1] !== 'detail',
        });
      }
      await queryClient.invalidateQueries({ queryKey: ['registrations', 'detail', id] });
    },
  });
}
