import { useMutation } from '@tanstack/react-query';
import type { CreateAction } from '@form-a/domain/api/registrations';
import type { ApplicationDraft } from '@form-a/domain/schemas/application';
import type { Consent } from '@form-a/domain/privacy-notice';
import { call } from '../../../lib/api-client';
import { useInvalidateRegistrations } from './saved-registration';

export type { CreateAction };

export interface CreateRegistrationInput {
  values: ApplicationDraft;
  action: CreateAction;
  /** one per wizard session: a retried click replays the first answer, never a second record */
  idempotencyKey: string;
  /** the wizard's own save while typing: stored like a Draft, with no history entry (ADR 051) */
  autosave?: boolean;
  /** the seeker's consent to the privacy notice: a submit carries it (ADR 053) */
  consent?: Consent | undefined;
}

/** POST /api/registrations (BBRANCHSEC): a new draft (7) or a submitted application (1). */
export const createRegistration = ({
  values,
  action,
  idempotencyKey,
  autosave,
  consent,
}: CreateRegistrationInput) =>
  call('POST /api/registrations', {
    body: {
      ...values,
      action,
      ...(autosave ? { autosave: true } : {}),
      ...(consent ? { consent } : {}),
    },
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export function useCreateRegistration() {
  const invalidate = useInvalidateRegistrations();
  return useMutation({ mutationFn: createRegistration, onSuccess: invalidate });
}
