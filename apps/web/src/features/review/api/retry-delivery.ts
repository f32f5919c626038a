import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { deliverySchema } from './get-outbox';

const retryResponseSchema = z.object({ delivery: deliverySchema });

/** POST /api/outbox/:id/retry: try an undelivered hand-off again now. */
export const retryDelivery = (id: number) =>
  api.post(`/api/outbox/${id}/retry`, undefined, { schema: retryResponseSchema });

export function useRetryDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryDelivery,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['outbox'] }),
  });
}
