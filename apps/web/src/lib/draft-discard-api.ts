import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './api-client';

export interface DiscardRegistrationInput {
  id: number;
  /** the revision the secretary saw; a stale one answers 409 STALE_REVISION */
  revision: number;
}

/** POST /api/registrations/:id/discard (BBRANCHSEC, ADR 051): a draft leaves every list. */
export const discardRegistration = ({ id, revision }: DiscardRegistrationInput) =>
  call('POST /api/registrations/:id/discard', { params: { id }, body: { revision } });

export function useDiscardRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardRegistration,
    onSuccess: (_answer, { id }) => {
      // The lists, counts and the header search change; the record itself is gone, and the screen that
      // showed it is being left: it is not read again now (that would only say 'not found').
      void queryClient.invalidateQueries({
        queryKey: ['registrations'],
        predicate: (query) => query.queryKey[1] !== 'detail',
      });
      void queryClient.invalidateQueries({
        queryKey: ['registrations', 'detail', id],
        refetchType: 'none',
      });
    },
  });
}
