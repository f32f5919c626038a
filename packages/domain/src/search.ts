import { JIGYASU_ID_PATTERN } from './jigyasu-id';
import { foldToken, nameTokens, phoneticKey } from './person-match/normalise';

/**
 * The header search (GET /api/search): what a typed query asks for, and the terms stored for
 * a registration so that the question is an index look-up. Names are compared by the duplicate
 * check's folded form (`foldToken`), so 'Sarma' finds 'Sharma' and 'Laxmi' finds 'Lakshmi';
 * a whole word must match (no prefixes), each word of the query in any name field. When no
 * record has the words in that form, the search falls back to their phonetic keys, which also
 * join 'Chowdhury' and 'Chaudhary' but some unrelated short names too ('Ram', 'Rima').
 */

/** Bump when the terms below change: the server then rebuilds every stored term on start. */
export const SEARCH_TERMS_VERSION = 1;

export const SEARCH_KINDS = ['id', 'uid', 'phone', 'name'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_QUERY_MAX = 100;
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_MAX_PAGE_SIZE = 50;
/** More name words than this are ignored: each adds a look-up, and four tell people apart. */
const SEARCH_MAX_NAME_WORDS = 4;

const NAME_PREFIX = 'n:';
const SOUND_PREFIX = 'k:';
const PHONE_PREFIX = 'p:';

/** A name word as spelt (folded) … */
const nameTerm = (token: string) => `${NAME_PREFIX}${foldToken(token)}`;
/** … and as it sounds (the consonant skeleton of the folded form). */
const soundTerm = (token: string) => `${SOUND_PREFIX}${phoneticKey(foldToken(token))}`;

/**
 * A phone number's term: its last ten digits (an Indian number without +91 or a leading 0),
 * so '+91 98765 43210', '098765 43210' and '9876543210' are one term. Null below 7 digits.
 */
function phoneTerm(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < 7) return null;
  return `${PHONE_PREFIX}${digits.slice(-10)}`;
}

export interface SearchableRegistration {
  firstName: string;
  middleName: string;
  lastName: string;
  phone: string;
}

/** The terms stored for one registration: each name word folded, and the phone. */
export function registrationSearchTerms(row: SearchableRegistration): string[] {
  const terms = new Set<string>();
  for (const field of [row.firstName, row.middleName, row.lastName]) {
    for (const token of nameTokens(field)) {
      terms.add(nameTerm(token));
      terms.add(soundTerm(token));
    }
  }
  const phone = phoneTerm(row.phone);
  if (phone) terms.add(phone);
  return [...terms];
}

export interface SearchProbes {
  /** an application id (the number the lists show) */
  id: number | null;
  /** a Jigyasu ID, upper case */
  uid: string | null;
  /** a phone term */
  phone: string | null;
  /** name terms, every one of which must match */
  names: string[];
  /** the same words by sound, asked when no record holds the spelt ones */
  sounds: string[];
}

/**
 * What a query asks: a Jigyasu ID ('ABC19950720123J'), digits (an application id when short,
 * a phone number from 7 digits: both are tried for 7–9 digits), or name words.
 */
export function parseSearchQuery(query: string): SearchProbes {
  const text = query.trim();
  const compact = text.replace(/[\s-]/g, '').toUpperCase();
  const probes: SearchProbes = { id: null, uid: null, phone: null, names: [], sounds: [] };
  if (JIGYASU_ID_PATTERN.test(compact)) {
    probes.uid = compact;
    return probes;
  }
  if (/^\+?[\d\s()-]+$/.test(text)) {
    const digits = text.replace(/\D/g, '');
    if (!text.startsWith('+') && digits.length <= 9) {
      const id = Number(digits);
      if (Number.isSafeInteger(id) && id > 0) probes.id = id;
    }
    probes.phone = phoneTerm(digits);
    return probes;
  }
  const words = [...new Set(nameTokens(text))].slice(0, SEARCH_MAX_NAME_WORDS);
  probes.names = [...new Set(words.map(nameTerm))];
  probes.sounds = [...new Set(words.map(soundTerm))];
  return probes;
}

export function hasProbes(probes: SearchProbes): boolean {
  return (
    probes.id !== null || probes.uid !== null || probes.phone !== null || probes.names.length > 0
  );
}
