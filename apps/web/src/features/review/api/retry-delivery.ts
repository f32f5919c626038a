import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /api/outbox/:id/retry: try an undelivered hand-off again now. */
export const retryDelivery = (id: number) => call('POST /api/outbox/:id/retry', { params: { id } });

export function useRetryDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryDelivery,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['outbox'] }),
  });
}
