import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { refsOf } from '@form-a/domain/message-ref';
import { INDIAN_COMMON_PASSWORDS } from './indian-passwords';

/** by key: the answer carries the English text and its key (lib/app-error) */
const AUTH_MESSAGES = refsOf('auth');

/**
 * zxcvbn's score 3 ("safely unguessable: moderate protection from an offline slow-hash
 * scenario") is the floor for a new password (ADR 021). Its dictionary (~30,000 common
 * passwords, 380 KB) is too large for the browser bundle, so the domain schema checks the
 * length and this module, on the server only, the guessability. Beside zxcvbn's English
 * dictionary it knows a small list of common Indian passwords and Hindi words, romanised and
 * in Devanagari (ADR 047).
 */
const MIN_SCORE = 3;

let factory: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...dictionary, indian: [...INDIAN_COMMON_PASSWORDS] },
    graphs: adjacencyGraphs,
    maxLength: 200,
  });
  return factory;
}

const DEVANAGARI_ZERO = 0x0966;

/**
 * What the scorer reads: NFC, and Devanagari digits (०–९) as ASCII ones, so that
 * 'पासवर्ड१२३४५' is seen as the word and the sequence 12345 that it is. The stored hash is
 * of the password as typed (NFKC, modules/auth/password.ts); only the scoring is normalised.
 */
export function normaliseForScoring(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO));
}

/** The field message when `password` is too easy to guess, else undefined. */
export function weakPasswordMessage(
  password: string,
  userInputs: readonly string[] = [],
): string | undefined {
  // The user's own name, email and UID make a password easy to guess for anyone who knows them.
  const inputs = userInputs
    .flatMap((input) => [input, ...input.split(/[@.\s_-]+/)])
    .map(normaliseForScoring);
  return zxcvbn().check(normaliseForScoring(password), inputs).score < MIN_SCORE
    ? AUTH_MESSAGES.passwordTooCommon
    : undefined;
}
