import { Secret, TOTP } from 'otpauth';

/*
 * RFC 6238 as every authenticator app reads it by default: HMAC-SHA1, 6 digits, 30-second steps
 * (apps differ on the rest, and a QR code that asks for SHA-256 is silently read as SHA-1 by
 * some). The arithmetic is otpauth's (a maintained library; ADR 046).
 */
const ALGORITHM = 'SHA1';
const DIGITS = 6;
const PERIOD = 30;
/** one step either side: a phone clock 30 s off, or a code typed as it turned over */
const WINDOW = 1;
/** 160 bits, the key length RFC 4226 recommends for HMAC-SHA1 */
const SECRET_BYTES = 20;

const otpSecret = (secret: Buffer) => new Secret({ buffer: new Uint8Array(secret).buffer });

export function newTotpSecret(): Buffer {
  return Buffer.from(new Secret({ size: SECRET_BYTES }).bytes);
}

export function base32Of(secret: Buffer): string {
  return otpSecret(secret).base32;
}

/** The otpauth:// URI an app scans: the issuer and account are what the app lists. */
export function totpUri(secret: Buffer, issuer: string, account: string): string {
  return new TOTP({
    issuer,
    label: account,
    secret: otpSecret(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD,
  }).toString();
}

export function looksLikeTotp(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/**
 * The time step (30-second counter) whose code `code` is, within one step of `now`; null when
 * it is none of them. The caller accepts a step only once (ADR 046: no reuse within the window).
 */
export function matchingStep(secret: Buffer, code: string, now: number): number | null {
  if (!looksLikeTotp(code)) return null;
  const delta = TOTP.validate({
    token: code,
    secret: otpSecret(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD,
    timestamp: now,
    window: WINDOW,
  });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}

/** The code of `now` (tests and the e2e journey compute codes the way an app does). */
export function totpCode(secret: Buffer, now: number): string {
  return TOTP.generate({
    secret: otpSecret(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD,
    timestamp: now,
  });
}
