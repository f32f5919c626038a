import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { registrationRecordSchema } from '@form-a/domain/schemas/registration-record';

/** What POST and PUT answer: the alert text of the action and the stored record. */
export const savedRegistrationSchema = z.object({
  message: z.string(),
  registration: registrationRecordSchema,
});
export type SavedRegistration = z.infer<typeof savedRegistrationSchema>;

/** Lists, counts and the record itself change with every save. */
export function useInvalidateRegistrations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['registrations'] });
}
