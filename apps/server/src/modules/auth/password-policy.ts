import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { refsOf } from '@form-a/domain/message-ref';

/** by key: the answer carries the English text and its key (lib/app-error) */
const AUTH_MESSAGES = refsOf('auth');

/**
 * zxcvbn's score 3 ("safely unguessable: moderate protection from an offline slow-hash
 * scenario") is the floor for a new password (ADR 021). Its dictionary (~30,000 common
 * passwords, 380 KB) is too large for the browser bundle, so the domain schema checks the
 * length and this module, on the server only, the guessability.
 */
const MIN_SCORE = 3;

let factory: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: 200 });
  return factory;
}

/** The field message when `password` is too easy to guess, else undefined. */
export function weakPasswordMessage(
  password: string,
  userInputs: readonly string[] = [],
): string | undefined {
  // The user's own name, email and UID make a password easy to guess for anyone who knows them.
  const inputs = userInputs.flatMap((input) => [input, ...input.split(/[@.\s_-]+/)]);
  return zxcvbn().check(password, inputs).score < MIN_SCORE
    ? AUTH_MESSAGES.passwordTooCommon
    : undefined;
}
