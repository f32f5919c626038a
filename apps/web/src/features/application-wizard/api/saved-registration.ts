import { useQueryClient } from '@tanstack/react-query';
export { savedRegistrationSchema, type SavedRegistration } from '@form-a/domain/api/registrations';

/** Lists, counts and the record itself change with every save. */
export function useInvalidateRegistrations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['registrations'] });
}
