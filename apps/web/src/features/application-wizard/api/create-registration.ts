import { useMutation } from '@tanstack/react-query';
import { createRegistration } from '../../../lib/registration-writes';
import { useInvalidateRegistrations } from './saved-registration';

export function useCreateRegistration() {
  const invalidate = useInvalidateRegistrations();
  return useMutation({ mutationFn: createRegistration, onSuccess: invalidate });
}
