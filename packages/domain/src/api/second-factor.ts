import { z } from 'zod';
import { refsOf } from '../message-ref';
import { sessionUserSchema } from '../schemas/auth';

/** Issues carry the message's key (message-ref.ts); the API and the web show its text. */
const MESSAGES = refsOf('secondFactor');

/** How many one-time recovery codes an enrolment gives. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * Where a session stands (ADR 046): `verify` (enrolled: a code is due), `enrol` (a role that
 * needs the factor, not set up yet) or `complete` (a full session).
 */
export const SECOND_FACTOR_STATES = ['verify', 'enrol', 'complete'] as const;
export type SecondFactorState = (typeof SECOND_FACTOR_STATES)[number];

/** GET /api/auth/second-factor */
export const secondFactorStatusSchema = z.object({
  state: z.enum(SECOND_FACTOR_STATES),
  /** the account's name and UID, for "Signed in as" on the second step */
  user: z.object({ uid: z.string(), name: z.string() }),
  /** how long "remember this browser" lasts; 0 when the server does not offer it */
  rememberDays: z.number().int().min(0),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** POST /api/auth/second-factor/enrolment: a new secret to scan, shown this once. */
export const secondFactorEnrolmentSchema = z.object({
  /** the secret in base32, for apps that take it typed rather than scanned */
  secret: z.string(),
  /** the otpauth:// URI the QR code holds */
  uri: z.string(),
  /** the QR code as an SVG data URL (the page's img-src allows data:) */
  qrDataUrl: z.string(),
});
export type SecondFactorEnrolment = z.infer<typeof secondFactorEnrolmentSchema>;

/** A 6-digit code of the app, or (verify only) one of the recovery codes. */
const code = z
  .string({ error: MESSAGES.codeRequired })
  .trim()
  .min(1, { error: MESSAGES.codeRequired })
  .max(40, { error: MESSAGES.codeWrong });

/** POST /api/auth/second-factor/enrolment/confirm */
export const secondFactorConfirmSchema = z.object({
  code,
  rememberBrowser: z.boolean().default(false),
});
export type SecondFactorConfirmInput = z.input<typeof secondFactorConfirmSchema>;

/** POST /api/auth/second-factor/verify */
export const secondFactorVerifySchema = z.object({
  code,
  rememberBrowser: z.boolean().default(false),
});
export type SecondFactorVerifyInput = z.input<typeof secondFactorVerifySchema>;

/** A full session, as sign-in answers it: the pending session's token is spent. */
const completedSessionShape = {
  user: sessionUserSchema,
  token: z.string(),
  expiresAt: z.string(),
};

/** The confirmation's answer: the session, and the recovery codes, shown this once. */
export const secondFactorConfirmedSchema = z.object({
  ...completedSessionShape,
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type SecondFactorConfirmed = z.infer<typeof secondFactorConfirmedSchema>;

export const secondFactorVerifiedSchema = z.object({
  ...completedSessionShape,
  /** how many recovery codes are left: shown when one was just used */
  recoveryCodesLeft: z.number().int().min(0),
  /** whether the code given was a recovery code (now spent) */
  usedRecoveryCode: z.boolean(),
});
export type SecondFactorVerified = z.infer<typeof secondFactorVerifiedSchema>;
