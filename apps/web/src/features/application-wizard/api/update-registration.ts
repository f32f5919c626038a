import { useMutation } from '@tanstack/react-query';
import { updateRegistration } from '../../../lib/registration-writes';
import { useInvalidateRegistrations } from './saved-registration';

export function useUpdateRegistration() {
  const invalidate = useInvalidateRegistrations();
  return useMutation({ mutationFn: updateRegistration, onSuccess: invalidate });
}
