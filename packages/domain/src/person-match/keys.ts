import { FILLERS, foldToken, nameTokens, phoneticKey } from './normalise';
import { fatherTokens, givenNames, type PersonNames } from './person';

/**
 * Bump when a rule below changes: the server then rebuilds every stored key on start.
 * 3: titles, relation markers, aliases and initials read out of the name fields (ADR 074),
 * and the given name's initial stored for the (surname, initial, date) look-up.
 */
export const MATCH_KEYS_VERSION = 3;

/** The folded token without a filler written onto its end ('sureshkumar' → 'suresh'). */
function stripFillerSuffix(folded: string): string {
  for (const filler of FILLERS) {
    if (folded.length >= filler.length + 3 && folded.endsWith(filler)) {
      return folded.slice(0, -filler.length);
    }
  }
  return folded;
}

/** The token that carries a name: the first that is not a filler (or the first of all). */
function coreKey(tokens: readonly string[], pick: 'first' | 'last'): string {
  const folded = tokens.map(foldToken).filter((token) => token !== '');
  if (folded.length === 0) return '';
  const named = folded.filter((token) => !FILLERS.has(token));
  const chosen =
    named.length === 0 ? folded[0]! : pick === 'first' ? named[0]! : named[named.length - 1]!;
  return phoneticKey(stripFillerSuffix(chosen));
}

/**
 * The sound keys a person is found by: the given name (first and middle, fillers skipped),
 * the surname, and the father's given name. Any two of the three, plus a date of birth near
 * the query's, find the person when the third is written another way (ADR 027).
 */
export interface BlockingKeys {
  given: string;
  surname: string;
  father: string;
  /** the given and surname keys in sorted order: first and last name swapped still meet */
  names: string;
  /**
   * The given name's first sound (the given key's first letter): what 'R K Sharma', 'Raju'
   * and 'Rajesh Kumar Sharma' share. With the surname and a near date it finds a person whose
   * given name was written as initials or a pet name and whose father changed too (ADR 074).
   */
  initial: string;
}

export function blockingKeys(person: PersonNames): BlockingKeys {
  const names = givenNames(person);
  const given = coreKey(
    names.initialsOnly ? names.all : [...names.first, ...names.middle],
    'first',
  );
  const surname = coreKey(names.last, 'last');
  const father = coreKey(fatherTokens(person), 'first');
  const both = given !== '' && surname !== '' ? [given, surname].sort().join(' ') : '';
  return { given, surname, father, names: both, initial: given.slice(0, 1) };
}

/**
 * The given-name keys a query is looked up by: its own, and those of the other names it gives
 * ('Rajnish urf Pappu'): a stored person may be written under either.
 */
export function givenKeys(person: PersonNames): string[] {
  const keys = new Set([blockingKeys(person).given]);
  for (const alias of givenNames(person).aliases) keys.add(coreKey(alias, 'first'));
  keys.delete('');
  return [...keys];
}

/**
 * A given-name key carried by at least this many stored people is a name, not a slip: the
 * query's own row (a registration in the pipeline) is one of them, another person the second.
 */
export const COMMON_NAME = 2;

/** What the server stores with every person row: the look-up keys and the folded forms. */
export interface MatchKeys {
  firstKey: string;
  lastKey: string;
  fatherKey: string;
  namesKey: string;
  initialKey: string;
  nameFolded: string;
  fatherFolded: string;
}

export function matchKeys(person: PersonNames): MatchKeys {
  const fold = (value: string) => nameTokens(value).map(foldToken).join(' ');
  const keys = blockingKeys(person);
  return {
    firstKey: keys.given,
    lastKey: keys.surname,
    fatherKey: keys.father,
    namesKey: keys.names,
    initialKey: keys.initial,
    nameFolded: [person.firstName, person.middleName, person.lastName]
      .map(fold)
      .filter((part) => part !== '')
      .join(' '),
    fatherFolded: fatherTokens(person).map(foldToken).join(' '),
  };
}
