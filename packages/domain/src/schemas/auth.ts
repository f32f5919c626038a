import { z } from 'zod';
import { refsOf } from '../message-ref';
import { roleCodeSchema } from '../roles';

/** Issues carry the message's key (message-ref.ts); the API and the web show its text. */
const AUTH_MESSAGES = refsOf('auth');

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

export const signInSchema = z.object({
  /** the UID or the email address */
  uid: requiredText(AUTH_MESSAGES.uidRequired).max(254),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, { error: AUTH_MESSAGES.passwordRequired })
    .max(200),
  remember: z.boolean().default(true),
});
export type SignInInput = z.input<typeof signInSchema>;

/**
 * A new password: at least this long here (the form shows it as you type), and not easy to
 * guess, which the server checks against zxcvbn's common-password dictionary (ADR 021).
 * Passwords set before this rule still sign in: the sign-in schema asks only for one.
 */
export const PASSWORD_MIN_LENGTH = 10;

const newPassword = z
  .string({ error: AUTH_MESSAGES.signUpPasswordRequired })
  .min(1, { error: AUTH_MESSAGES.signUpPasswordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordTooShort })
  .max(200);

export const signUpSchema = z.object({
  name: requiredText(AUTH_MESSAGES.nameRequired).max(120),
  email: requiredText(AUTH_MESSAGES.emailRequired)
    .max(254)
    .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid })),
  password: newPassword,
  acceptTerms: z.literal(true, { error: AUTH_MESSAGES.termsRequired }),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, { error: AUTH_MESSAGES.passwordRequired }),
  newPassword,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The signed-in user as the API returns it; holds no token or hash. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleCodeSchema.nullable(),
  branch: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  user: sessionUserSchema,
  token: z.string(),
  expiresAt: z.string(),
  /**
   * present when the password was right but the role needs a second factor (ADR 046): the
   * session is pending, and only the second step's routes answer it until `verify` (a code) or
   * `enrol` (set the factor up) is done
   */
  secondFactor: z.enum(['verify', 'enrol']).optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({
  user: sessionUserSchema,
  expiresAt: z.string(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
