import { NEAR_DOB, compareDob, daysBetween } from './dob';
import {
  compareParts,
  consonantSkeleton,
  type NamePart,
  type PartComparison,
  type PartMatch,
} from './name-parts';
import { nicknameOf } from './nicknames';
import { foldToken } from './normalise';
import type { PreparedPerson } from './person';
import { matchInitials, type InitialsMatch } from './written-forms';

/** Field weights; they sum to 1. A field empty on both sides is left out of the sum. */
export const MATCH_WEIGHTS = {
  first: 0.22,
  middle: 0.06,
  last: 0.18,
  dob: 0.3,
  fatherFirst: 0.15,
  fatherRest: 0.09,
} as const;

/** Credit for a part written on one side only (a dropped middle name, no surname). */
const ONE_SIDED = { middle: 0.6, last: 0.5, fatherFirst: 0.5, fatherRest: 0.6 } as const;

export const MATCH_THRESHOLDS = {
  /** below this a candidate is not reported at all */
  report: 0.6,
  /** 'likely' also needs the date of birth, the names and the father to agree (see levelFor) */
  likely: 0.8,
} as const;

export type MatchLevel = 'likely' | 'possible';

export interface MatchResult {
  /** 0–1, three decimals */
  score: number;
  /** null when the candidate is too unlike the query to report */
  level: MatchLevel | null;
  reasons: string[];
}

/** A part at or above this agrees (a close variant or a typo); the father must agree more. */
const AGREES = 0.8;
const FATHER_AGREES = 0.85;
/** Below this the given names are two people's: the candidate is not reported. */
const MIN_GIVEN = 0.7;
/** Given names this far apart are reported only when surname, date and father all agree. */
const MIN_GIVEN_FAR = 0.2;
/**
 * No brother or sister is born this close to another (twins share the day): a near date this
 * close to the stored one cannot be a sibling's (ADR 077).
 */
const SIBLING_GAP_DAYS = 240;
/**
 * Date slips that, like the exact date and the swap, admit only a date or two either side:
 * the month off by one, the year off by one. One digit admits about twenty dates.
 */
const FEW_DATES_SLIPS: ReadonlySet<string> = new Set([
  'exact',
  'day/month swapped',
  'birth month differs by one',
  'year off by one',
]);
/** Credit for a surname that differs where given name, father and birth date agree. */
const MARRIED_SURNAME = 0.7;

interface Component {
  weight: number;
  sim: number;
}

function oneSided(part: PartComparison, credit: number, a: NamePart, b: NamePart): Component {
  if (a.text === '' && b.text === '') return { weight: 0, sim: 0 };
  return { weight: 1, sim: part.how === 'missing' ? credit : part.sim };
}

/** Average of the best match of each token of the shorter list in the longer one. */
function compareTokenSets(a: NamePart[], b: NamePart[]): PartComparison {
  if (a.length === 0 || b.length === 0) return { sim: 0, how: 'missing' };
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let total = 0;
  let worst: PartMatch = 'exact';
  const order: PartMatch[] = [
    'exact',
    'spelling variant',
    'sounds alike',
    'typo',
    'initial',
    'similar',
    'different',
  ];
  for (const token of short) {
    let best: PartComparison = { sim: 0, how: 'different' };
    for (const other of long) {
      const c = compareParts(token, other);
      if (c.sim > best.sim) best = c;
    }
    total += best.sim;
    if (order.indexOf(best.how) > order.indexOf(worst)) worst = best.how;
  }
  return { sim: total / short.length, how: worst };
}

function describe(field: string, how: PartMatch, of?: string): string | null {
  if (how === 'missing') return null;
  if (how === 'nickname' && of) return `${field}: nickname of ${of}`;
  return `${field}: ${how}`;
}

/** How much initials that match the other's names are worth: never as much as the names. */
const INITIALS_SIM: Record<InitialsMatch, number> = {
  same: 0.85,
  prefix: 0.78,
  reversed: 0.78,
  different: 0.1,
};

const titleCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A pet name of the other's given name ('Raju', 'Rajesh'), either way round. */
function compareNickname(a: NamePart, b: NamePart): PartComparison | null {
  if (a.text === '' || b.text === '') return null;
  for (const [short, full] of [
    [a, b],
    [b, a],
  ] as const) {
    const kind = nicknameOf(short.text, full.text);
    if (kind)
      return { sim: kind === 'strong' ? 0.86 : 0.78, how: 'nickname', of: titleCase(full.text) };
  }
  return null;
}

/** Another name one side goes by ('@ Bablu', 'urf Pappu', '(Bunty)') against the other's. */
function compareAliases(query: PreparedPerson, candidate: PreparedPerson): PartComparison | null {
  let best: PartComparison | null = null;
  const pairs: Array<[NamePart, NamePart]> = [];
  for (const alias of query.aliases) {
    pairs.push([alias, candidate.first], [alias, candidate.given]);
    for (const other of candidate.aliases) pairs.push([alias, other]);
  }
  for (const alias of candidate.aliases) pairs.push([query.first, alias], [query.given, alias]);
  for (const [a, b] of pairs) {
    const c = compareParts(a, b);
    if (c.sim >= AGREES && (best === null || c.sim > best.sim)) best = c;
  }
  return best && { sim: Math.min(best.sim, 0.95), how: 'alias' };
}

/** The better of two comparisons (the first when equal). */
const better = (a: PartComparison, b: PartComparison) => (b.sim > a.sim ? b : a);

/**
 * The given names compared: the first names, the first and middle names as one word, and the
 * first real token of each with a joined filler cut off ('Sureshkumar' = 'Suresh Kumar').
 * `joined` says the middle name is already part of the comparison.
 */
function compareGiven(
  query: PreparedPerson,
  candidate: PreparedPerson,
): PartComparison & { joined: boolean } {
  // 'R K Sharma' for 'Rajesh Kumar Sharma': the initials against the letters of the names.
  if (query.initialsOnly || candidate.initialsOnly) {
    const [initials, other] = query.initialsOnly ? [query, candidate] : [candidate, query];
    // 'Mdh' for Madhu, 'Snl' for Sunil: three consonants that are the other's given name
    // typed without its vowels, not three initials (ADR 077).
    if (
      initials.consonantsOnly !== '' &&
      !other.initialsOnly &&
      consonantSkeleton(other.givenCore.text) === initials.consonantsOnly
    ) {
      return { sim: 0.85, how: 'sounds alike', joined: false };
    }
    const match = matchInitials(initials.givenLetters, other.givenLetters);
    const sim = other.initialsOnly && match === 'same' ? 0.9 : INITIALS_SIM[match];
    return {
      sim,
      how: match === 'different' ? 'different' : 'given names as initials',
      joined: true,
    };
  }
  const first = compareParts(query.first, candidate.first);
  let best: PartComparison & { joined: boolean } = { ...first, joined: false };
  const given = compareParts(query.given, candidate.given);
  if (
    query.middle.text !== candidate.middle.text &&
    given.sim >= 0.9 &&
    given.sim > first.sim + 1e-9
  ) {
    best = { sim: given.sim, how: given.how === 'exact' ? 'joined' : given.how, joined: true };
  }
  const core = compareParts(query.givenCore, candidate.givenCore);
  if (core.sim >= 0.9 && Math.min(core.sim, 0.95) > best.sim + 1e-9) {
    best = { sim: Math.min(core.sim, 0.95), how: 'filler word', joined: true };
  }
  if (best.sim < 0.9) {
    const nickname = compareNickname(query.givenCore, candidate.givenCore);
    if (nickname && nickname.sim > best.sim) best = { ...nickname, joined: false };
    const alias = compareAliases(query, candidate);
    if (alias && alias.sim > best.sim) best = { ...alias, joined: false };
  }
  return best;
}

/**
 * No surname on one side, initials beside the given name on it ('K. Kathiravan'), and the
 * other's surname or father's name starting with that initial: the southern way of writing
 * the family or father's name, not a missing surname.
 */
function familyInitialSurname(a: PreparedPerson, b: PreparedPerson): PartComparison | null {
  const [short, full] = a.last.text === '' ? [a, b] : [b, a];
  if (short.familyInitials === '' || short.last.text !== '' || full.last.text === '') return null;
  if (short.familyInitials.includes(full.lastCore.text[0]!)) return { sim: 0.85, how: 'initial' };
  const father = full.fatherFirst.text[0];
  return father && short.familyInitials.includes(father) ? { sim: 0.8, how: 'initial' } : null;
}

/** The surnames compared, a filler surname (Singh, Kaur, Kumar) found among the other's names. */
function compareSurnames(query: PreparedPerson, candidate: PreparedPerson): PartComparison {
  if (query.last.text === '' || candidate.last.text === '') return { sim: 0, how: 'missing' };
  const result = better(
    compareParts(query.last, candidate.last),
    compareParts(query.lastCore, candidate.lastCore),
  );
  if (result.sim >= AGREES || !(query.lastIsFiller || candidate.lastIsFiller)) return result;
  const [filler, other] = query.lastIsFiller ? [query, candidate] : [candidate, query];
  // 'Jaspreet Singh Khaira' and 'Jaspreet Singh': the clan name added or dropped.
  return other.tokens.has(foldToken(filler.last.text))
    ? { sim: 0.9, how: 'filler word' }
    : { sim: Math.min(result.sim, 0.4), how: 'different' };
}

/**
 * Scores a candidate against the query: weighted per-field similarity of the given names, the
 * surname, the date of birth and the father's name, allowing spelling variants, typos, filler
 * words, a dropped or joined middle name, first and last name swapped, a married surname and
 * the usual slips in a date. 'likely' needs the given name, the father's first name and a date
 * of birth at most one slip away to agree (and, when either side gives no father, the full name
 * and the exact date, the swap, or the same day a month or a year off): twins differ in the
 * given name, siblings and fathers and sons in the date, namesakes in the father.
 */
export function scoreMatch(query: PreparedPerson, candidate: PreparedPerson): MatchResult {
  const reasons: string[] = [];

  let given = compareGiven(query, candidate);
  let last = compareSurnames(query, candidate);
  if (last.how === 'missing') last = familyInitialSurname(query, candidate) ?? last;
  // First and last name swapped: each side's first name is the other's surname.
  const swappedGiven = better(
    compareParts(query.last, candidate.first),
    compareParts(query.lastCore, candidate.givenCore),
  );
  const swappedLast = better(
    compareParts(query.first, candidate.last),
    compareParts(query.givenCore, candidate.lastCore),
  );
  const swapped =
    Math.min(swappedGiven.sim, swappedLast.sim) >= AGREES &&
    swappedGiven.sim + swappedLast.sim > given.sim + Math.max(0, last.sim) + 0.15;
  if (swapped) {
    given = { ...swappedGiven, joined: false };
    last = swappedLast;
    reasons.push('first and last name swapped');
  }
  // Someone whose given name is quite unlike the query's is never reported: stop here. One
  // whose given name is merely far (two slips) is reported only when all else agrees (below).
  if (given.sim < MIN_GIVEN_FAR) return { score: 0, level: null, reasons: [] };

  let weighted = 0;
  let weights = 0;
  const middle = compareParts(query.middle, candidate.middle);
  const middleComponent = oneSided(middle, ONE_SIDED.middle, query.middle, candidate.middle);
  const givenWeight = MATCH_WEIGHTS.first + MATCH_WEIGHTS.middle * middleComponent.weight;
  if (given.joined) {
    weighted += givenWeight * given.sim;
    weights += givenWeight;
    reasons.push(
      given.how === 'joined' ? 'first and middle name joined' : `first name: ${given.how}`,
    );
  } else {
    weighted +=
      MATCH_WEIGHTS.first * given.sim +
      MATCH_WEIGHTS.middle * middleComponent.weight * middleComponent.sim;
    weights += givenWeight;
    reasons.push(describe('first name', given.how, given.of) ?? 'first name: missing');
    if (middle.how === 'missing' && middleComponent.weight > 0)
      reasons.push('middle name: dropped');
    else if (middle.how !== 'missing') reasons.push(describe('middle name', middle.how)!);
  }

  const dob = compareDob(query.dob, candidate.dob);
  if (dob.how !== 'missing') {
    weighted += MATCH_WEIGHTS.dob * dob.sim;
    weights += MATCH_WEIGHTS.dob;
    reasons.push(`date of birth: ${dob.how}`);
  }

  // Father: first name and the rest as a set, or all but the surname as one word.
  const fatherFirst = compareParts(query.fatherFirst, candidate.fatherFirst);
  const fatherRest = compareTokenSets(query.fatherRest, candidate.fatherRest);
  const ffComponent = oneSided(
    fatherFirst,
    ONE_SIDED.fatherFirst,
    query.fatherFirst,
    candidate.fatherFirst,
  );
  const frComponent: Component =
    query.fatherRest.length === 0 && candidate.fatherRest.length === 0
      ? { weight: 0, sim: 0 }
      : { weight: 1, sim: fatherRest.how === 'missing' ? ONE_SIDED.fatherRest : fatherRest.sim };
  let fatherFirstSim = fatherFirst.sim;
  let fatherWeighted =
    MATCH_WEIGHTS.fatherFirst * ffComponent.weight * ffComponent.sim +
    MATCH_WEIGHTS.fatherRest * frComponent.weight * frComponent.sim;
  let fatherHow = fatherFirst.how;
  const fatherGiven = compareParts(query.fatherGiven, candidate.fatherGiven);
  const fatherLast = compareParts(query.fatherLast, candidate.fatherLast);
  if (fatherGiven.sim >= 0.9 && ffComponent.weight > 0) {
    const lastSim = fatherLast.how === 'missing' ? ONE_SIDED.fatherRest : fatherLast.sim;
    const joined =
      MATCH_WEIGHTS.fatherFirst * fatherGiven.sim +
      MATCH_WEIGHTS.fatherRest * frComponent.weight * lastSim;
    if (joined > fatherWeighted + 1e-9) {
      fatherWeighted = joined;
      fatherFirstSim = fatherGiven.sim;
      fatherHow = fatherGiven.how;
    }
  }
  const fatherCore = compareParts(query.fatherCore, candidate.fatherCore);
  if (fatherCore.sim >= 0.9 && ffComponent.weight > 0 && fatherCore.sim > fatherFirstSim) {
    fatherWeighted +=
      MATCH_WEIGHTS.fatherFirst * (Math.min(fatherCore.sim, 0.95) - ffComponent.sim);
    fatherFirstSim = Math.min(fatherCore.sim, 0.95);
    fatherHow = 'filler word';
  }
  // 'R. P. Yadav' for 'Ram Prasad Yadav': the father's given names as initials.
  if ((query.fatherInitialsOnly || candidate.fatherInitialsOnly) && ffComponent.weight > 0) {
    const [initials, other] = query.fatherInitialsOnly ? [query, candidate] : [candidate, query];
    const sim = INITIALS_SIM[matchInitials(initials.fatherLetters, other.fatherLetters)];
    if (sim > fatherFirstSim && fatherFirst.how !== 'missing') {
      fatherWeighted += MATCH_WEIGHTS.fatherFirst * (sim - ffComponent.sim);
      fatherFirstSim = sim;
      fatherHow = 'given names as initials';
    }
  }
  weighted += fatherWeighted;
  weights +=
    MATCH_WEIGHTS.fatherFirst * ffComponent.weight + MATCH_WEIGHTS.fatherRest * frComponent.weight;
  const fatherKnown = fatherFirst.how !== 'missing';
  const fatherAgrees = fatherKnown && fatherFirstSim >= FATHER_AGREES;
  if (fatherKnown) {
    reasons.push(fatherAgrees ? `father's name: ${fatherHow}` : "father's name: different");
  }

  const givenAgrees = given.sim >= AGREES;
  // Rakesh for Rajesh, Irfan for Imran: when the query's given name is itself a name others in
  // the registry carry, a letter or two of difference is a twin or a cousin, not a slip.
  const rivalName =
    query.givenIsCommon === true &&
    given.sim < 0.9 &&
    (given.how === 'typo' || given.how === 'similar' || given.how === 'initial');
  // A father's first name with a slip or two in it, when everything else is the same person's.
  const fatherClose = fatherKnown && fatherFirstSim >= 0.7;
  const dobNear = NEAR_DOB.has(dob.how);
  // A woman's surname changes at marriage; her given name, father and birth date do not.
  const dobExact = dob.how === 'exact' || dob.how === 'day/month swapped';
  // So does a clan or village name written for the surname (ADR 074). With the date one slip
  // away in the same year (no sibling is born weeks apart) that needs the father's own surname
  // to agree too: twins of another family with the same names differ there.
  const fatherRestAgrees = frComponent.weight > 0 && frComponent.sim >= AGREES;
  const sameYear = query.dob !== null && query.dob.slice(0, 4) === candidate.dob?.slice(0, 4);
  const married =
    last.sim < AGREES &&
    last.how !== 'missing' &&
    given.sim >= 0.9 &&
    fatherAgrees &&
    (FEW_DATES_SLIPS.has(dob.how) || (dobNear && sameYear && fatherRestAgrees));
  // The clan or married name written again as the father's surname on both sides is the one
  // family name differing, counted once: the father's part gets the same credit (ADR 077).
  const repeated = (p: PreparedPerson) =>
    p.fatherLast.text !== '' && foldToken(p.fatherLast.text) === foldToken(p.lastCore.text);
  if (married && frComponent.weight > 0 && repeated(query) && repeated(candidate)) {
    weighted +=
      MATCH_WEIGHTS.fatherRest *
      Math.max(0, MARRIED_SURNAME - frComponent.sim) *
      frComponent.weight;
  }
  const lastComponent = married
    ? { weight: 1, sim: MARRIED_SURNAME }
    : oneSided(last, ONE_SIDED.last, query.last, candidate.last);
  weighted += MATCH_WEIGHTS.last * lastComponent.weight * lastComponent.sim;
  weights += MATCH_WEIGHTS.last * lastComponent.weight;
  if (married) reasons.push('last name: different (married name?)');
  else if (last.how !== 'missing') reasons.push(describe('last name', last.how)!);

  const score = weights > 0 ? Math.round((weighted / weights) * 1000) / 1000 : 0;
  const lastAgrees = last.how === 'missing' || last.sim >= AGREES;
  let level: MatchLevel | null = null;
  const givenFar = given.sim < MIN_GIVEN;
  // Initials and pet names are shared by siblings and cousins: 'likely' only with the exact
  // date, the father and the surname all agreeing (ADR 074).
  const weakGiven = given.how === 'given names as initials' || given.how === 'nickname';
  // A near date within SIBLING_GAP_DAYS with the father agreeing: no sibling, and a cousin's
  // father differs (ADR 077). Without a father on either side, the exact date.
  const noSiblingBetween =
    dobNear && (daysBetween(query.dob, candidate.dob) ?? 1e9) < SIBLING_GAP_DAYS;
  const weakGivenBacked =
    last.sim >= AGREES && (fatherKnown ? fatherAgrees && (dobExact || noSiblingBetween) : dobExact);
  // Without a father, the full name and a date a month or a year off on the same day (ADR 084):
  // two dates either way, barely more than the swap's one; no sibling is born a month apart or
  // carries the same given name. One digit admits about twenty dates and stays 'possible'.
  const fewDatesWithoutFather =
    FEW_DATES_SLIPS.has(dob.how) &&
    given.sim >= 0.9 &&
    // a pet name written as an alias is as weak as one recognised (weakGivenBacked, above)
    given.how !== 'alias' &&
    last.sim >= AGREES &&
    (middle.how === 'missing' || middle.sim >= AGREES);
  if (givenFar && !(last.sim >= AGREES && dobExact && fatherAgrees)) {
    return { score: 0, level: null, reasons: [] };
  }
  if (score >= MATCH_THRESHOLDS.report) {
    level =
      score >= MATCH_THRESHOLDS.likely &&
      givenAgrees &&
      !rivalName &&
      (!weakGiven || weakGivenBacked) &&
      dobNear &&
      (fatherKnown
        ? fatherAgrees || (fatherClose && given.sim >= 0.9 && last.sim >= AGREES && dobExact)
        : lastAgrees && (dobExact || fewDatesWithoutFather))
        ? 'likely'
        : 'possible';
  }
  return { score, level, reasons };
}
