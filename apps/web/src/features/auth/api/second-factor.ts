import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  SecondFactorConfirmInput,
  SecondFactorVerifyInput,
} from '@form-a/domain/api/second-factor';
import { call } from '../../../lib/api-client';

/* The second sign-in step (ADR 046): the session is pending until verify or confirm succeeds. */

/** GET /api/auth/second-factor: which step is due (401: no session at all). */
export const getSecondFactorStatus = (signal?: AbortSignal) =>
  call('GET /api/auth/second-factor', { signal });

export const secondFactorStatusQuery = () =>
  queryOptions({
    queryKey: ['auth', 'second-factor'],
    queryFn: ({ signal }) => getSecondFactorStatus(signal),
    staleTime: 0,
    retry: false,
  });

/** POST /api/auth/second-factor/enrolment: a new secret and its QR code. */
export const startEnrolment = () => call('POST /api/auth/second-factor/enrolment');

export function useStartEnrolment() {
  return useMutation({ mutationFn: startEnrolment });
}

/** POST /api/auth/second-factor/enrolment/confirm: answers the recovery codes, once. */
export const confirmEnrolment = (input: SecondFactorConfirmInput) =>
  call('POST /api/auth/second-factor/enrolment/confirm', { body: input });

export function useConfirmEnrolment() {
  return useMutation({ mutationFn: confirmEnrolment });
}

/** POST /api/auth/second-factor/verify: a code of the app or a recovery code. */
export const verifySecondFactor = (input: SecondFactorVerifyInput) =>
  call('POST /api/auth/second-factor/verify', { body: input });

export function useVerifySecondFactor() {
  return useMutation({ mutationFn: verifySecondFactor });
}
