import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DECISION_NOTE_MAX,
  transferDecisionSchema,
  type TransferDecision,
  type TransferDecisionInput,
} from '@form-a/domain/api/transfers';
import { call } from '../../../lib/api-client';

export {
  DECISION_NOTE_MAX,
  transferDecisionSchema,
  type TransferDecision,
  type TransferDecisionInput,
};

/**
 * POST /api/transfers/:id/decision (DBAPPROVER): approval moves the member to the new branch in
 * the registry. 409 when the request was already decided or changed since it was read.
 */
export const decideTransfer = ({ id, input }: { id: number; input: TransferDecisionInput }) =>
  call('POST /api/transfers/:id/decision', {
    params: { id },
    body: transferDecisionSchema.parse(input),
  });

export function useDecideTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideTransfer,
    // on success and on a 409 alike, the list must show the request as it now is
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['transfers'] }),
  });
}
