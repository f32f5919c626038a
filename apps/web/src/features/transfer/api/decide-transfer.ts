import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { transferSchema } from './get-transfers';

/** The body of POST /api/transfers/:id/decision, as the route declares it. */
export const transferDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject']),
  revision: z.number().int().positive(),
  note: z.string().trim().max(1000).default(''),
});
export type TransferDecisionInput = z.input<typeof transferDecisionSchema>;
export type TransferDecision = z.output<typeof transferDecisionSchema>['decision'];
export const DECISION_NOTE_MAX = 1000;

const decisionResponseSchema = z.object({ message: z.string(), transfer: transferSchema });

/**
 * POST /api/transfers/:id/decision (DBAPPROVER): approval moves the member to the new branch in
 * the registry. 409 when the request was already decided or changed since it was read.
 */
export const decideTransfer = ({ id, input }: { id: number; input: TransferDecisionInput }) =>
  api.post(`/api/transfers/${id}/decision`, transferDecisionSchema.parse(input), {
    schema: decisionResponseSchema,
  });

export function useDecideTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideTransfer,
    // on success and on a 409 alike, the list must show the request as it now is
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['transfers'] }),
  });
}
