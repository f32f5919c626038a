import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { TransferRequestInput } from '@form-a/domain/schemas/transfer';
import { api } from '../../../lib/api-client';
import { transferSchema } from './get-transfers';

/** The form's values (validated by the domain's transferRequestSchema) plus the UID searched. */
export type CreateTransferInput = TransferRequestInput & { uid: string };

const createTransferResponseSchema = z.object({ message: z.string(), transfer: transferSchema });

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
}) =>
  api.post('/api/transfers', input, {
    schema: createTransferResponseSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransfer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['transfers', 'list'] }),
  });
}
