import { isIsoDate, parseIsoDate } from '../dates';
import { dobVariants, monthSlips } from './dob';
import { blockingKeys, givenKeys, type BlockingKeys } from './keys';
import type { PersonNames } from './person';

/** The stored key columns a look-up reads, each pair with a (…, dob) index of its own. */
export type LookupIndex =
  | 'dob'
  | 'names'
  | 'given_father'
  | 'surname_father'
  | 'father_dob'
  | 'given_dob'
  | 'surname_initial';

/**
 * One index look-up of the candidate step: rows whose key columns equal `keys` and whose date
 * of birth is one of `dates` or within one of `ranges` (no date condition when both are empty
 * and `anyDate` is true).
 */
export interface CandidateLookup {
  index: LookupIndex;
  keys: string[];
  dates: string[];
  ranges: Array<{ from: string; to: string }>;
  anyDate: boolean;
}

/**
 * The most rows one look-up returns. A date of birth shared by more people than this is a data
 * problem (or a 1 January placeholder); a pair of common names near a date rarely fills its cap.
 */
export const LOOKUP_ROW_LIMITS: Record<LookupIndex, number> = {
  dob: 1000,
  names: 300,
  given_father: 300,
  surname_father: 300,
  father_dob: 300,
  given_dob: 300,
  surname_initial: 300,
};

/** Every valid date one typed digit away from `dob` (day, month or year). */
function oneDigitDates(dob: string): string[] {
  const digits = dob.replace(/-/g, '');
  const dates: string[] = [];
  for (let at = 0; at < digits.length; at++) {
    for (let digit = 0; digit <= 9; digit++) {
      if (String(digit) === digits[at]) continue;
      const d = digits.slice(0, at) + String(digit) + digits.slice(at + 1);
      const date = `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`;
      const year = Number(d.slice(0, 4));
      if (isIsoDate(date) && year >= 1880 && year <= 2100) dates.push(date);
    }
  }
  return dates;
}

/**
 * The dates a name-pair look-up accepts, each a common slip in writing a true date: the date
 * itself and its day/month swap, one wrong digit anywhere (1975 written 1985, 26 written 29),
 * the year off by one, the same day a month before or after (and that a year either side:
 * found, though only 'possible'), and a year-only date written as 1 January (on either side). Exact dates
 * rather than a window of years: at a million rows, everyone called Ramesh Singh born within
 * a year either side is a few hundred people, these dates a handful.
 */
function nearDates(dob: string): Pick<CandidateLookup, 'dates' | 'ranges'> {
  const parts = parseIsoDate(dob)!;
  const monthDay = dob.slice(4);
  const year = (y: number) => String(y).padStart(4, '0');
  const dates = new Set([
    ...dobVariants(dob),
    ...oneDigitDates(dob),
    `${year(parts.year - 1)}${monthDay}`,
    `${year(parts.year + 1)}${monthDay}`,
    `${year(parts.year)}-01-01`,
    ...monthSlips(dob).flatMap((slip) => {
      const y = Number(slip.slice(0, 4));
      return [slip, `${year(y - 1)}${slip.slice(4)}`, `${year(y + 1)}${slip.slice(4)}`];
    }),
  ]);
  const placeholder = parts.month === 1 && parts.day === 1;
  return {
    dates: [...dates].filter(isIsoDate),
    // Only the year is known: any day of it.
    ranges: placeholder
      ? [{ from: `${year(parts.year)}-01-01`, to: `${year(parts.year)}-12-31` }]
      : [],
  };
}

/**
 * The candidate step of a query: independent index look-ups, unioned by the caller. The date
 * of birth alone (and its day/month swap) finds anyone whose names were all written another
 * way; each pair of name keys with a near date finds anyone whose date and one name changed;
 * the father with a date one digit away finds a married woman whose given name was respelt.
 * Two more survive two changes at once (ADR 074): the given name alone with a near date (a
 * surname and a father both changed or missing, 'K. Kathiravan' with no surname), and the
 * surname with the given name's first sound and a near date (given names written as initials
 * or a pet name, with the father changed or missing).
 */
export function candidateLookups(person: PersonNames): CandidateLookup[] {
  const keys = blockingKeys(person);
  const dob = person.dob && isIsoDate(person.dob) ? person.dob : null;
  const lookups: CandidateLookup[] = [];
  const near = dob ? nearDates(dob) : { dates: [], ranges: [] };
  const byNames = (index: LookupIndex, pair: string[]) => {
    if (pair.some((key) => key === '')) return;
    lookups.push({ index, keys: pair, ...near, anyDate: dob === null });
  };
  if (dob) {
    lookups.push({ index: 'dob', keys: [], dates: dobVariants(dob), ranges: [], anyDate: false });
  }
  byNames('names', [keys.names]);
  byNames('given_father', [keys.given, keys.father]);
  byNames('surname_father', [keys.surname, keys.father]);
  if (dob) {
    // Exact dates only, never the whole year of a 1 January date: a given name alone (or a
    // surname and an initial) is thousands of rows at a million, and a range would scan them.
    const dated = (index: LookupIndex, pair: string[]) => {
      if (pair.every((key) => key !== ''))
        lookups.push({ index, keys: pair, dates: near.dates, ranges: [], anyDate: false });
    };
    for (const given of givenKeys(person)) dated('given_dob', [given]);
    dated('surname_initial', [keys.surname, keys.initial]);
  }
  if (dob && keys.father !== '') {
    lookups.push({
      index: 'father_dob',
      keys: [keys.father],
      dates: [...new Set([...dobVariants(dob), ...oneDigitDates(dob)])],
      ranges: [],
      anyDate: false,
    });
  }
  return lookups;
}

/**
 * The candidate step keeps at most this many of what its look-ups found, best by
 * `candidatePreScore`, and only these are read in full and scored. At a million rows a
 * common name brings hundreds of rows; reading each one's names is what costs (ADR 027).
 */
export const CANDIDATE_LIMIT = 20;

/**
 * Points for each stored key that agrees with the query's, in proportion to the field weights
 * of `scoreMatch`: the pre-score is read from the look-up indexes alone.
 */
export const CANDIDATE_PRESCORE = {
  given: 22,
  surname: 18,
  father: 15,
  /** the date itself or its day/month swap */
  dobExact: 30,
  /** a date of the near set (one digit, the year ±1, 1 January, the year of a 1 January date) */
  dobNear: 22,
  /** the given key differs but starts with the same sound: initials, a pet name */
  initial: 8,
} as const;

/** What the pre-score compares a stored row with: the query's keys and its dates. */
export interface CandidateRanking {
  keys: BlockingKeys;
  /** the given key and those of the aliases */
  givenKeys: string[];
  /** the date and its day/month swap */
  exactDates: string[];
  /** every other date a look-up accepts */
  nearDates: string[];
  ranges: Array<{ from: string; to: string }>;
}

export function candidateRanking(person: PersonNames): CandidateRanking {
  const keys = blockingKeys(person);
  const given = givenKeys(person);
  const dob = person.dob && isIsoDate(person.dob) ? person.dob : null;
  if (!dob) return { keys, givenKeys: given, exactDates: [], nearDates: [], ranges: [] };
  const exactDates = dobVariants(dob);
  const near = nearDates(dob);
  const nearSet = new Set([...near.dates, ...oneDigitDates(dob)]);
  for (const date of exactDates) nearSet.delete(date);
  return { keys, givenKeys: given, exactDates, nearDates: [...nearSet], ranges: near.ranges };
}

/** The stored columns the pre-score reads. */
export interface StoredKeys {
  firstKey: string;
  lastKey: string;
  fatherKey: string;
  dob: string | null;
}

/**
 * How many of the query's keys a stored row shares, weighted: the order in which the
 * candidate step keeps rows (the server computes the same sum in SQL). First and last name
 * swapped count as both agreeing.
 */
export function candidatePreScore(ranking: CandidateRanking, row: StoredKeys): number {
  const { keys } = ranking;
  const p = CANDIDATE_PRESCORE;
  let score = 0;
  const given = ranking.givenKeys.includes(row.firstKey);
  const surname = keys.surname !== '' && row.lastKey === keys.surname;
  const swapped =
    keys.given !== '' &&
    keys.surname !== '' &&
    row.firstKey === keys.surname &&
    row.lastKey === keys.given;
  if (given || swapped) score += p.given;
  else if (keys.initial !== '' && row.firstKey.startsWith(keys.initial)) score += p.initial;
  if (surname || swapped) score += p.surname;
  if (keys.father !== '' && row.fatherKey === keys.father) score += p.father;
  const dob = row.dob;
  if (dob !== null) {
    if (ranking.exactDates.includes(dob)) score += p.dobExact;
    else if (
      ranking.nearDates.includes(dob) ||
      ranking.ranges.some((range) => dob >= range.from && dob <= range.to)
    ) {
      score += p.dobNear;
    }
  }
  return score;
}
