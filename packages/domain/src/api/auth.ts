import { z } from 'zod';

export {
  changePasswordSchema,
  loginResponseSchema,
  meResponseSchema,
  signInSchema,
  signUpSchema,
  type ChangePasswordInput,
  type SignInInput,
  type SignUpInput,
} from '../schemas/auth';
export { messageSchema } from './common';

/** POST /api/auth/extend: the session's new expiry. */
export const extendSessionSchema = z.object({ expiresAt: z.string() });
