import { isIsoDate, parseIsoDate, toIsoDate, type DateParts } from './dates';

/**
 * Name folding, phonetic keys and match scoring for the duplicate check. Pure: the server
 * stores the keys computed here when a person row is written, finds candidates by those keys
 * and by date of birth, and scores each candidate with `scoreMatch`.
 *
 * A name part is compared at three levels of sameness:
 * - normalised: case, spaces, punctuation and accents removed ('  VIRENDRA ' = 'Virendra');
 * - folded: common transliteration pairs of Indian names written one way (Laxmi = Lakshmi,
 *   Sharma = Sarma, Chaudhary = Choudhary = Chowdhury, Tripathy = Tripathi, Gupt = Gupta);
 * - phonetic key: the consonant skeleton of the folded form, used for index look-ups and as a
 *   'sounds alike' signal (Jagadish = Jagdish, Aiyar = Iyer, Agarwal = Agrawal).
 *
 * The rules are general spelling rules; nothing here lists the names of a test population.
 */

/** Bump when a rule below changes: the server then rebuilds every stored key on start. */
export const MATCH_KEYS_VERSION = 1;

// ---------------------------------------------------------------------------------------------
// Normalisation and folding
// ---------------------------------------------------------------------------------------------

/** Lower case a–z words separated by one space; accents, digits and punctuation removed. */
export function normaliseName(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

export function nameTokens(value: string | null | undefined): readonly string[] {
  const raw = value ?? '';
  let tokens = tokenCache.get(raw);
  if (tokens === undefined) {
    const text = normaliseName(raw);
    tokens = Object.freeze(text === '' ? [] : text.split(' '));
    if (tokenCache.size >= 20_000) tokenCache.clear();
    tokenCache.set(raw, tokens);
  }
  return tokens;
}

const tokenCache = new Map<string, readonly string[]>();

/**
 * Common forms that no spelling rule turns into each other. Keys are normalised tokens, values
 * the form every member of the group is folded to.
 */
const SYNONYM_GROUPS: ReadonlyArray<readonly string[]> = [
  [
    'muhammad',
    'mohammad',
    'mohammed',
    'muhammed',
    'mohamed',
    'mohamad',
    'mohmad',
    'mohmed',
    'mahomed',
    'mohd',
    'md',
  ],
  ['shaikh', 'sheikh', 'shekh', 'shaik', 'sk'],
  ['sayyid', 'syed', 'sayed', 'sayyed', 'saiyed', 'saiyad', 'sayyad', 'syeed'],
  ['abdul', 'abd'],
];
const SYNONYMS: ReadonlyMap<string, string> = new Map(
  SYNONYM_GROUPS.flatMap((group) => group.map((form) => [form, group[0]!] as const)),
);

/** Every token the synonym table knows, for tests that keep test names out of it. */
export const SYNONYM_FORMS: readonly string[] = [...SYNONYMS.keys()];

/** Honorifics written in front of a relative's name ('Late', 'Shri', '(LATE)'). */
const HONORIFICS = new Set(['late', 'lt', 'shri', 'sri', 'shree', 'sh', 'mr', 'dr', 'smt', 'mrs']);

const collapseDoubles = (text: string) => text.replace(/(.)\1+/g, '$1');

/**
 * Folds one normalised token so that common spellings of the same sound become equal.
 * The order matters: digraphs first, then vowels, then endings.
 */
export function foldToken(token: string): string {
  let folded = foldCache.get(token);
  if (folded === undefined) {
    folded = foldUncached(token);
    // Names repeat a lot; a bounded memo keeps scoring hundreds of candidates cheap.
    if (foldCache.size >= 20_000) foldCache.clear();
    foldCache.set(token, folded);
  }
  return folded;
}

const foldCache = new Map<string, string>();

function foldUncached(token: string): string {
  let t = SYNONYMS.get(token) ?? token;
  t = t
    // Punjabi and Hindi endings: Surinder = Surendra, Mahender = Mahendra, Chander = Chandra
    .replace(/[ie]nd(?:[ae]r|ra)$/, 'endra')
    .replace(/and[ae]r$/, 'andra')
    // 'ow' before a consonant and 'ou' as in Chowdhury / Choudhary / Chaudhary
    .replace(/ow(?![aeiou])/g, 'au')
    .replace(/ou/g, 'au')
    // x = ks (Laxmi, Lakshmi), q = k, z = j, w = v, ph = f, ck = k
    .replace(/x/g, 'ks')
    .replace(/q/g, 'k')
    .replace(/z/g, 'j')
    .replace(/w/g, 'v')
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    // ch, chh and c are one sound in these names
    .replace(/chh?/g, 'c')
    // aspirated consonants and sh: bh dh th kh gh jh sh → b d t k g j s
    .replace(/([bdtkgjs])h/g, '$1')
    // long vowels: ee = i, oo = u, then every doubled letter (aa, tt, ll …) is single
    .replace(/ee|ii/g, 'i')
    .replace(/oo|uu/g, 'u');
  t = collapseDoubles(t);
  // A final 'a' or 'ah' is often dropped (Gupta = Gupt, Yadava = Yadav), except after 'y'
  // (Aditya is not Aditi), and never leaving fewer than three letters (Shah stays).
  if (/[^y]ah$/.test(t) && t.length >= 5) t = t.slice(0, -2);
  else if (/[^y]a$/.test(t) && t.length >= 4) t = t.slice(0, -1);
  // 'y' and 'ey' endings: Pandey = Pande = Pandi, Reddy = Reddi, Ajay = Ajai
  t = t
    .replace(/ey$/, 'i')
    .replace(/([^aeiou])e$/, '$1i')
    .replace(/y(?![aeiou])/g, 'i');
  return collapseDoubles(t);
}

/** The folded form of a whole field: its tokens folded and joined without spaces. */
export function foldName(value: string | null | undefined): string {
  return nameTokens(value).map(foldToken).join('');
}

/**
 * The consonant skeleton of a folded name: a leading vowel becomes 'a', later vowels and 'h'
 * are dropped, b = v (Bengali and Odia spellings) and f = p. Equal keys mean 'sounds alike'.
 */
export function phoneticKey(folded: string): string {
  if (folded === '') return '';
  const mapped = folded.replace(/b/g, 'v').replace(/f/g, 'p');
  const head = /[aeiou]/.test(mapped[0]!) ? 'a' : mapped[0]!;
  return collapseDoubles(head + mapped.slice(1).replace(/[aeiouh]/g, ''));
}

// ---------------------------------------------------------------------------------------------
// String distances
// ---------------------------------------------------------------------------------------------

/** Jaro–Winkler similarity (0–1) with the usual prefix scale 0.1 and a prefix of up to 4. */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const aMatched = new Uint8Array(a.length);
  const bMatched = new Uint8Array(b.length);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    const from = Math.max(0, i - window);
    const to = Math.min(b.length - 1, i + window);
    for (let j = from; j <= to; j++) {
      if (bMatched[j] || a.charCodeAt(i) !== b.charCodeAt(j)) continue;
      aMatched[i] = 1;
      bMatched[j] = 1;
      matches++;
      break;
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let k = 0;
  for (let i = 0; i < a.length; i++) {
    if (!aMatched[i]) continue;
    while (!bMatched[k]) k++;
    if (a.charCodeAt(i) !== b.charCodeAt(k)) transpositions++;
    k++;
  }
  const m = matches;
  const jaro = (m / a.length + m / b.length + (m - transpositions / 2) / m) / 3;
  let prefix = 0;
  while (prefix < 4 && prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

/**
 * Edit distance counting an adjacent transposition as one edit (optimal string alignment).
 * Past `max` the exact figure does not matter: anything larger is answered as max + 1.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const cols = b.length + 1;
  if (rowBuffers[0]!.length < cols) rowBuffers = [0, 1, 2].map(() => new Int32Array(cols * 2));
  let [before, previous, current] = rowBuffers as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j < cols; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        best = Math.min(best, before[j - 2]! + 1);
      }
      current[j] = best;
      if (best < rowMin) rowMin = best;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** Three reusable rows for editDistance (single-threaded, never re-entered). */
let rowBuffers: Int32Array[] = [0, 1, 2].map(() => new Int32Array(32));

// ---------------------------------------------------------------------------------------------
// Name parts
// ---------------------------------------------------------------------------------------------

export interface NamePart {
  /** normalised, without spaces */
  text: string;
  folded: string;
  key: string;
}

export function namePart(tokens: readonly string[]): NamePart {
  const text = tokens.join(' ');
  let part = partCache.get(text);
  if (part === undefined) {
    const folded = tokens.map(foldToken).join('');
    part = Object.freeze({ text: tokens.join(''), folded, key: phoneticKey(folded) });
    if (partCache.size >= 20_000) partCache.clear();
    partCache.set(text, part);
  }
  return part;
}

const partCache = new Map<string, NamePart>();

export type PartMatch =
  | 'exact'
  | 'spelling variant'
  | 'sounds alike'
  | 'typo'
  | 'initial'
  | 'similar'
  | 'different'
  | 'missing';

export interface PartComparison {
  sim: number;
  how: PartMatch;
}

/** 'kr' for 'kumar', 'md' for 'muhammad', 'r' for 'ram': the short one's letters in order. */
function isAbbreviation(short: string, long: string): boolean {
  if (short.length > 3 || long.length < short.length + 2 || short[0] !== long[0]) return false;
  let at = 0;
  for (const letter of short) {
    at = long.indexOf(letter, at);
    if (at < 0) return false;
    at++;
  }
  return true;
}

/** How alike two name parts are (0–1). An empty part is 'missing'; the caller decides its weight. */
export function compareParts(a: NamePart, b: NamePart): PartComparison {
  if (a.text === '' || b.text === '') return { sim: 0, how: 'missing' };
  if (a.text === b.text) return { sim: 1, how: 'exact' };
  if (a.folded === b.folded) return { sim: 0.95, how: 'spelling variant' };
  const jw = jaroWinkler(a.folded, b.folded);
  let best: PartComparison = { sim: Math.max(0, jw - 0.5), how: 'different' };
  const consider = (sim: number, how: PartMatch) => {
    if (sim > best.sim) best = { sim, how };
  };
  if (a.key === b.key && jw >= 0.7) consider(Math.min(0.93, Math.max(0.85, jw)), 'sounds alike');
  const longer = Math.max(a.text.length, b.text.length);
  const edits = Math.min(editDistance(a.text, b.text, 2), editDistance(a.folded, b.folded, 2));
  // One slip in a name of five letters or more ('Rhit' for 'Rohit', 'Kiarn' for 'Kiran').
  if (edits === 1 && longer >= 5) consider(0.88, 'typo');
  if (edits === 2 && longer >= 8 && a.text[0] === b.text[0]) consider(0.8, 'typo');
  const [short, long] = a.text.length <= b.text.length ? [a.text, b.text] : [b.text, a.text];
  if (isAbbreviation(short, long)) consider(0.8, 'initial');
  if (jw >= 0.85) consider(Math.min(0.9, jw - 0.05), 'similar');
  // Names that differ in their first sound are more often two people (twins called Rohit and
  // Mohit) than one misspelt: at most 'similar' enough for 'possible'.
  if (best.how !== 'sounds alike' && a.key[0] !== b.key[0]) {
    best = { sim: Math.min(best.sim, 0.7), how: best.sim >= 0.7 ? 'similar' : best.how };
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Dates of birth
// ---------------------------------------------------------------------------------------------

/** The same date with day and month exchanged, when that is another valid date. */
export function swapDayMonth(dob: string): string | null {
  const parts = parseIsoDate(dob);
  if (!parts || parts.day === parts.month || parts.day > 12) return null;
  const swapped = `${String(parts.year).padStart(4, '0')}-${String(parts.day).padStart(2, '0')}-${String(parts.month).padStart(2, '0')}`;
  return isIsoDate(swapped) ? swapped : null;
}

/** The dates a look-up by date of birth asks for: the date itself and its day/month swap. */
export function dobVariants(dob: string): string[] {
  if (!isIsoDate(dob)) return [];
  const swapped = swapDayMonth(dob);
  return swapped ? [dob, swapped] : [dob];
}

/** [from, to] one year either side of `dob` (29 February becomes the 28th in common years). */
export function dobWindow(dob: string, years = 1): { from: string; to: string } | null {
  const parts = parseIsoDate(dob);
  if (!parts) return null;
  const shift = (by: number): string => {
    const year = parts.year + by;
    const candidate = { ...parts, year };
    return isIsoDate(toIsoDate(candidate))
      ? toIsoDate(candidate)
      : toIsoDate({ year, month: parts.month, day: parts.day - 1 });
  };
  return { from: shift(-years), to: shift(years) };
}

export type DobMatch =
  | 'exact'
  | 'day/month swapped'
  | 'one digit differs'
  | 'year off by one'
  | 'within a year'
  | 'different'
  | 'missing';

function dayNumber({ year, month, day }: DateParts): number {
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

export function compareDob(a: string | null, b: string | null): { sim: number; how: DobMatch } {
  const pa = a ? parseIsoDate(a) : null;
  const pb = b ? parseIsoDate(b) : null;
  if (!pa || !pb || !a || !b) return { sim: 0, how: 'missing' };
  if (a === b) return { sim: 1, how: 'exact' };
  if (swapDayMonth(a) === b) return { sim: 0.9, how: 'day/month swapped' };
  const digitsA = a.replace(/-/g, '');
  const digitsB = b.replace(/-/g, '');
  if (editDistance(digitsA, digitsB) === 1) return { sim: 0.7, how: 'one digit differs' };
  if (pa.month === pb.month && pa.day === pb.day && Math.abs(pa.year - pb.year) === 1) {
    return { sim: 0.6, how: 'year off by one' };
  }
  if (Math.abs(dayNumber(pa) - dayNumber(pb)) <= 366) return { sim: 0.3, how: 'within a year' };
  return { sim: 0, how: 'different' };
}

// ---------------------------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------------------------

export interface PersonNames {
  firstName: string;
  middleName: string;
  lastName: string;
  /** yyyy-mm-dd or null */
  dob: string | null;
  fatherFirstName: string;
  fatherMiddleName: string;
  fatherLastName: string;
}

export interface PreparedPerson {
  first: NamePart;
  middle: NamePart;
  last: NamePart;
  /** first and middle name written as one word ('Ajaydevi' = 'Ajay Devi') */
  given: NamePart;
  dob: string | null;
  /** the father's tokens without honorifics: first, the rest, and all but the last joined */
  fatherFirst: NamePart;
  fatherRest: NamePart[];
  fatherGiven: NamePart;
  fatherLast: NamePart;
}

function fatherTokens(person: PersonNames): string[] {
  const tokens = [
    ...nameTokens(person.fatherFirstName),
    ...nameTokens(person.fatherMiddleName),
    ...nameTokens(person.fatherLastName),
  ];
  while (tokens.length > 1 && HONORIFICS.has(tokens[0]!)) tokens.shift();
  return tokens;
}

export function preparePerson(person: PersonNames): PreparedPerson {
  const first = nameTokens(person.firstName);
  const middle = nameTokens(person.middleName);
  const father = fatherTokens(person);
  return {
    first: namePart(first),
    middle: namePart(middle),
    last: namePart(nameTokens(person.lastName)),
    given: namePart([...first, ...middle]),
    dob: person.dob && isIsoDate(person.dob) ? person.dob : null,
    fatherFirst: namePart(father.slice(0, 1)),
    fatherRest: father.slice(1).map((token) => namePart([token])),
    fatherGiven: namePart(father.length > 1 ? father.slice(0, -1) : father),
    fatherLast: namePart(father.length > 1 ? father.slice(-1) : []),
  };
}

/**
 * A cheap first look at a candidate: false when its given name (first name, or first and
 * middle as one word) is too unlike the query's for `scoreMatch` ever to report it. Most
 * people who merely share a date of birth stop here, before the rest is prepared.
 */
export function givenNamesMayMatch(
  query: PreparedPerson,
  candidate: Pick<PersonNames, 'firstName' | 'middleName'>,
): boolean {
  const first = nameTokens(candidate.firstName);
  if (compareParts(query.first, namePart(first)).sim >= MIN_GIVEN) return true;
  const given = namePart([...first, ...nameTokens(candidate.middleName)]);
  return compareParts(query.given, given).sim >= MIN_GIVEN;
}

/** What the server stores with every person row: the look-up keys and the folded forms. */
export interface MatchKeys {
  firstKey: string;
  lastKey: string;
  nameFolded: string;
  fatherFolded: string;
}

export function matchKeys(person: PersonNames): MatchKeys {
  const fold = (value: string) => nameTokens(value).map(foldToken).join(' ');
  const prepared = preparePerson(person);
  return {
    firstKey: prepared.first.key,
    lastKey: prepared.last.key,
    nameFolded: [person.firstName, person.middleName, person.lastName]
      .map(fold)
      .filter((part) => part !== '')
      .join(' '),
    fatherFolded: fatherTokens(person).map(foldToken).join(' '),
  };
}

// ---------------------------------------------------------------------------------------------
// Scoring
// ---------------------------------------------------------------------------------------------

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

function describe(field: string, how: PartMatch): string | null {
  if (how === 'missing') return null;
  return `${field}: ${how}`;
}

/**
 * Scores a candidate against the query: weighted per-field similarity of first, middle and last
 * name, date of birth and father's name, allowing a dropped or joined middle name, a typo and
 * a day/month swap. 'likely' needs the date of birth (or its swap), the first and last name
 * and the father's first name to agree; the same name and date of birth with a clearly
 * different father is at most 'possible'.
 */
export function scoreMatch(query: PreparedPerson, candidate: PreparedPerson): MatchResult {
  const reasons: string[] = [];

  // First and middle name: part by part, or as one word when that agrees better.
  const first = compareParts(query.first, candidate.first);
  const middle = compareParts(query.middle, candidate.middle);
  const middleComponent = oneSided(middle, ONE_SIDED.middle, query.middle, candidate.middle);
  const separate =
    MATCH_WEIGHTS.first * first.sim +
    MATCH_WEIGHTS.middle * middleComponent.weight * middleComponent.sim;
  const given = compareParts(query.given, candidate.given);
  // Someone whose given name is unlike the query's is never reported: stop here.
  if (Math.max(first.sim, given.sim) < MIN_GIVEN) return { score: 0, level: null, reasons: [] };
  const joinedWeight = MATCH_WEIGHTS.first + MATCH_WEIGHTS.middle * middleComponent.weight;
  const joinedBetter =
    query.middle.text !== candidate.middle.text &&
    given.sim >= 0.9 &&
    joinedWeight * given.sim > separate + 1e-9;

  let weighted = 0;
  let weights = 0;
  let givenSim: number;
  if (joinedBetter) {
    weighted += joinedWeight * given.sim;
    weights += joinedWeight;
    givenSim = given.sim;
    reasons.push(
      given.how === 'exact'
        ? 'first and middle name joined'
        : `first and middle name: ${given.how}`,
    );
  } else {
    weighted += separate;
    weights += MATCH_WEIGHTS.first + MATCH_WEIGHTS.middle * middleComponent.weight;
    givenSim = first.sim;
    reasons.push(describe('first name', first.how) ?? 'first name: missing');
    if (middle.how === 'missing' && middleComponent.weight > 0)
      reasons.push('middle name: dropped');
    else if (middle.how !== 'missing') reasons.push(describe('middle name', middle.how)!);
  }

  const last = compareParts(query.last, candidate.last);
  const lastComponent = oneSided(last, ONE_SIDED.last, query.last, candidate.last);
  weighted += MATCH_WEIGHTS.last * lastComponent.weight * lastComponent.sim;
  weights += MATCH_WEIGHTS.last * lastComponent.weight;
  if (last.how !== 'missing') reasons.push(describe('last name', last.how)!);

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
  weighted += fatherWeighted;
  weights +=
    MATCH_WEIGHTS.fatherFirst * ffComponent.weight + MATCH_WEIGHTS.fatherRest * frComponent.weight;
  const fatherKnown = fatherFirst.how !== 'missing';
  if (fatherKnown) {
    reasons.push(
      fatherFirstSim >= FATHER_AGREES ? `father's name: ${fatherHow}` : "father's name: different",
    );
  }

  const score = weights > 0 ? Math.round((weighted / weights) * 1000) / 1000 : 0;
  const lastAgrees = last.how === 'missing' || last.sim >= AGREES;
  const dobAgrees = dob.how === 'exact' || dob.how === 'day/month swapped';
  const fatherAgrees = !fatherKnown || fatherFirstSim >= FATHER_AGREES;
  let level: MatchLevel | null = null;
  if (score >= MATCH_THRESHOLDS.report && givenSim >= MIN_GIVEN) {
    level =
      score >= MATCH_THRESHOLDS.likely &&
      dobAgrees &&
      givenSim >= AGREES &&
      lastAgrees &&
      fatherAgrees
        ? 'likely'
        : 'possible';
  }
  return { score, level, reasons };
}
