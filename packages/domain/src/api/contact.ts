import { z } from 'zod';

/**
 * GET /api/registrations/:id/contact (ADR 057): one record's phone and email in full, the
 * "Show" beside a masked value in a list. Every answer is a logged read (action 'contact').
 */
export const registrationContactSchema = z.object({
  phone: z.string(),
  email: z.string(),
});
export type RegistrationContact = z.infer<typeof registrationContactSchema>;
