import { useMutation, useQueryClient } from '@tanstack/react-query';
import { retryDeliverySchema } from '@form-a/domain/api/outbox';
import { api } from '../../../lib/api-client';

/** POST /api/outbox/:id/retry: try an undelivered hand-off again now. */
export const retryDelivery = (id: number) =>
  api.post(`/api/outbox/${id}/retry`, undefined, { schema: retryDeliverySchema });

export function useRetryDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryDelivery,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['outbox'] }),
  });
}
