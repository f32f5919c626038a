import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@form-a/domain/api/second-factor';

/*
 * One-time recovery codes (ADR 046): 16 symbols of Crockford's base32 (digits and letters less
 * I, L, O and U), i.e. 80 random bits each, shown as XXXX-XXXX-XXXX-XXXX; typed back, O reads as
 * 0 and I or L as 1, as Crockford says. At 80 bits a plain SHA-256 is enough to store them:
 * unlike a password there is no dictionary to try, and 2^80 guesses are out of reach for
 * someone holding a copy of the database.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const SYMBOLS = 16;
const GROUP = 4;

function newCode(): string {
  const bytes = randomBytes(SYMBOLS);
  let code = '';
  // 32 symbols: the low five bits of a random byte pick one without bias
  for (const byte of bytes) code += ALPHABET[byte & 31];
  return code.match(new RegExp(`.{${GROUP}}`, 'g'))!.join('-');
}

export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newCode());
  return [...codes];
}

/** As typed: any case, with or without the dashes or spaces. */
export function normaliseRecoveryCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

export function hashRecoveryCode(input: string): string {
  return createHash('sha256')
    .update(`recovery:${normaliseRecoveryCode(input)}`)
    .digest('hex');
}
