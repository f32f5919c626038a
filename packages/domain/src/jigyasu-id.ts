import { formatYyyymmdd } from './dates';

/** Shown where a record has no ID yet (spec section 4). */
export const JIGYASU_ID_PLACEHOLDER = 'JUID0000000000';
export const JIGYASU_ID_SUFFIX = 'J';

/** Up to three letters, eight digits of birth date, the sequence, then J. */
export const JIGYASU_ID_PATTERN = /^[A-Z]{1,3}\d{8}\d+J$/;

export interface JigyasuNameParts {
  readonly firstName: string;
  readonly middleName?: string | null | undefined;
  readonly lastName?: string | null | undefined;
}

/** Letters only: spaces inside a name ('Ram Kumar') must not become part of an ID. */
const letters = (value: string | null | undefined): string =>
  (value ?? '').replace(/[^A-Za-z]/g, '').toUpperCase();

/**
 * Spec section 4 rule 1, with the edge cases it leaves open decided so:
 * - a name part counts as present only if it has a letter after trimming;
 * - a middle name without a last name is treated as the last name (first initial + two letters);
 * - a last name of one letter, or a first name shorter than three letters, gives a shorter
 *   prefix rather than padding: the sequence number keeps IDs unique anyway;
 * - non-Latin letters are dropped (the application schema only admits A-Z and spaces).
 * Throws RangeError when the first name has no letter, since no ID can be built from it.
 */
export function jigyasuIdInitials({ firstName, middleName, lastName }: JigyasuNameParts): string {
  const first = letters(firstName);
  if (!first) throw new RangeError('A Jigyasu ID needs a first name with at least one letter');
  const others = [letters(middleName), letters(lastName)].filter((p) => p.length > 0);
  const [middle, last] = others;
  if (middle !== undefined && last !== undefined) return `${first[0]}${middle[0]}${last[0]}`;
  if (middle !== undefined) return `${first[0]}${middle.slice(0, 2)}`;
  return first.slice(0, 3);
}

export interface JigyasuIdInput extends JigyasuNameParts {
  /** 'yyyy-mm-dd' */
  readonly dob: string;
  /** The last issued ID number plus one; written unpadded, as the original system did. */
  readonly sequence: number;
}

/** What comes before the sequence number: the initials and the birth date. */
export function jigyasuIdPrefix(input: Omit<JigyasuIdInput, 'sequence'>): string {
  return `${jigyasuIdInitials(input)}${formatYyyymmdd(input.dob)}`.toUpperCase();
}

export function buildJigyasuId(input: JigyasuIdInput): string {
  const { sequence } = input;
  if (!Number.isSafeInteger(sequence) || sequence < 0) {
    throw new RangeError(`The ID sequence must be a non-negative integer, got ${sequence}`);
  }
  return `${jigyasuIdPrefix(input)}${sequence}${JIGYASU_ID_SUFFIX}`;
}
