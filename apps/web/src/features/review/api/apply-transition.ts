import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { registrationRecordSchema } from '@form-a/domain/schemas/registration-record';
import { api } from '../../../lib/api-client';
import { deliverySchema } from './get-outbox';

export const REVIEW_ACTIONS = ['validate', 'return', 'approve'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

const transitionResponseSchema = z.object({
  /** the spec's alert text, e.g. 'Request has been Approved and New Jigyasu ID is : …' */
  message: z.string(),
  registration: registrationRecordSchema,
  jigyasuId: z.string().nullable(),
  /** the hand-off to the collection service, after an approval */
  delivery: deliverySchema.nullable(),
});
export type TransitionResult = z.infer<typeof transitionResponseSchema>;

export interface TransitionInput {
  id: number;
  action: ReviewAction;
  /** the revision the reviewer read; a newer one on the server answers 409 */
  revision: number;
  note: string;
}

/** POST /api/registrations/:id/transitions: validate, return or approve one record. */
export const applyTransition = ({ id, ...body }: TransitionInput) =>
  api.post(`/api/registrations/${id}/transitions`, body, { schema: transitionResponseSchema });

export function useApplyTransition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyTransition,
    // lists, counts and the record itself all change; so may the outbox. Not awaited: the
    // alert shows at once and the refetches happen behind it.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['registrations'] });
      void queryClient.invalidateQueries({ queryKey: ['outbox'] });
    },
  });
}
