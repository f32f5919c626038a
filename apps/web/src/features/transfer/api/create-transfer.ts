import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTransferInput } from '@form-a/domain/api/transfers';
import { call } from '../../../lib/api-client';

/** The form's values (validated by the domain's transferRequestSchema) plus the UID searched. */
export type { CreateTransferInput };

/**
 * POST /api/transfers (BBRANCHSEC) → 201 { message, transfer }; 400 with fields (the domain
 * schema, plus 'The member is already in this branch.' / 'Branch is not in the branch list.' on
 * movingToBranch); 409 when a request for the UID is already open. The key makes a repeated
 * submit of the same form session answer with the stored request instead of a second one.
 */
export const createTransfer = ({
  input,
  idempotencyKey,
}: {
  input: CreateTransferInput;
  idempotencyKey: string;
}) => call('POST /api/transfers', { body: input, headers: { 'Idempotency-Key': idempotencyKey } });

export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransfer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['transfers', 'list'] }),
  });
}
