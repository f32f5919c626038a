import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  REVIEW_ACTIONS,
  type ReviewAction,
  type ReviewTransitionResult,
} from '@form-a/domain/schemas/review';
import { call } from '../../../lib/api-client';

export { REVIEW_ACTIONS, type ReviewAction };
export type TransitionResult = ReviewTransitionResult;

export interface TransitionInput {
  id: number;
  action: ReviewAction;
  /** the revision the reviewer read; a newer one on the server answers 409 */
  revision: number;
  note: string;
  /** 'I checked: this is not the same person', for a likely duplicate (ADR 049) */
  duplicateAcknowledged?: boolean;
}

/** POST /api/registrations/:id/transitions: validate, return or approve one record. */
export const applyTransition = ({ id, ...body }: TransitionInput) =>
  call('POST /api/registrations/:id/transitions', { params: { id }, body });

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
