import { useMutation } from '@tanstack/react-query';
import type { UpdateAction } from '@form-a/domain/api/registrations';
import type { ApplicationDraft } from '@form-a/domain/schemas/application';
import type { Consent } from '@form-a/domain/privacy-notice';
import { call } from '../../../lib/api-client';
import { useInvalidateRegistrations } from './saved-registration';

export type { UpdateAction };

export interface UpdateRegistrationInput {
  id: number;
  values: ApplicationDraft;
  action: UpdateAction;
  /** the revision the form was loaded from; a stale one answers 409 STALE_REVISION */
  revision: number;
  idempotencyKey: string;
  /** the wizard's own save while typing: stored like a Draft, with no history entry (ADR 051) */
  autosave?: boolean;
  /**
   * the seeker's consent to the privacy notice: a submit carries it, and a resubmit of a record
   * that holds none (ADR 053)
   */
  consent?: Consent | undefined;
}

/** PUT /api/registrations/:id: save a draft again, submit it, or resubmit a returned record. */
export const updateRegistration = ({
  id,
  values,
  action,
  revision,
  idempotencyKey,
  autosave,
  consent,
}: UpdateRegistrationInput) =>
  call('PUT /api/registrations/:id', {
    params: { id },
    body: {
      ...values,
      action,
      revision,
      ...(autosave ? { autosave: true } : {}),
      ...(consent ? { consent } : {}),
    },
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export function useUpdateRegistration() {
  const invalidate = useInvalidateRegistrations();
  return useMutation({ mutationFn: updateRegistration, onSuccess: invalidate });
}
