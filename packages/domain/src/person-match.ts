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
export const MATCH_KEYS_VERSION = 2;

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
  | 'joined'
  | 'filler word'
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

const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** Keys next to each other on a QWERTY keyboard (same row, or the row above or below). */
function adjacentKeys(x: string, y: string): boolean {
  const find = (letter: string) => {
    const row = KEYBOARD_ROWS.findIndex((keys) => keys.includes(letter));
    return row < 0 ? null : { row, col: KEYBOARD_ROWS[row]!.indexOf(letter) };
  };
  const p = find(x);
  const q = find(y);
  if (!p || !q) return false;
  if (p.row === q.row) return Math.abs(p.col - q.col) === 1;
  if (Math.abs(p.row - q.row) !== 1) return false;
  // Each row sits half a key to the right of the one above it.
  const [upper, lower] = p.row < q.row ? [p, q] : [q, p];
  return lower.col === upper.col || lower.col === upper.col - 1;
}

/** One letter typed on the key next to it, or two neighbouring letters swapped. */
function isKeyboardSlip(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const differ: number[] = [];
  for (let i = 0; i < a.length && differ.length <= 2; i++) if (a[i] !== b[i]) differ.push(i);
  if (differ.length === 1) return adjacentKeys(a[differ[0]!]!, b[differ[0]!]!);
  return (
    differ.length === 2 &&
    differ[1] === differ[0]! + 1 &&
    a[differ[0]!] === b[differ[1]!] &&
    a[differ[1]!] === b[differ[0]!]
  );
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
  // A short name with one letter lost or changed that still sounds the same ('Hna', 'Hina').
  else if (edits === 1 && longer === 4 && a.key === b.key) consider(0.85, 'typo');
  if (edits === 2 && longer >= 8 && a.text[0] === b.text[0]) consider(0.8, 'typo');
  const [short, long] = a.text.length <= b.text.length ? [a.text, b.text] : [b.text, a.text];
  if (isAbbreviation(short, long)) consider(0.8, 'initial');
  if (jw >= 0.85) consider(Math.min(0.9, jw - 0.05), 'similar');
  // Names that differ in their first sound are more often two people (twins called Rohit and
  // Mohit) than one misspelt: at most 'similar' enough for 'possible'. A slip of the finger
  // onto the next key, or two letters swapped, is the exception ('Oriyanka', 'Akvita').
  if (best.how !== 'sounds alike' && a.key[0] !== b.key[0] && !isKeyboardSlip(a.text, b.text)) {
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
  | 'year only'
  | 'year off by one'
  | 'within a year'
  | 'different'
  | 'missing';

function dayNumber({ year, month, day }: DateParts): number {
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/**
 * How two dates of birth differ, by the kind of slip that makes one from the other: a swap of
 * day and month, one wrong digit, only the year known (written 1 January), the year off by one.
 * Each is a common way to write a true date wrongly; days or weeks apart is not (namesakes are).
 */
export function compareDob(a: string | null, b: string | null): { sim: number; how: DobMatch } {
  const pa = a ? parseIsoDate(a) : null;
  const pb = b ? parseIsoDate(b) : null;
  if (!pa || !pb || !a || !b) return { sim: 0, how: 'missing' };
  if (a === b) return { sim: 1, how: 'exact' };
  if (swapDayMonth(a) === b) return { sim: 0.9, how: 'day/month swapped' };
  const placeholder = (p: DateParts) => p.month === 1 && p.day === 1;
  if (pa.year === pb.year && (placeholder(pa) || placeholder(pb))) {
    return { sim: 0.8, how: 'year only' };
  }
  const digitsA = a.replace(/-/g, '');
  const digitsB = b.replace(/-/g, '');
  let differing = 0;
  for (let i = 0; i < digitsA.length; i++) if (digitsA[i] !== digitsB[i]) differing++;
  if (differing === 1) return { sim: 0.8, how: 'one digit differs' };
  if (pa.month === pb.month && pa.day === pb.day && Math.abs(pa.year - pb.year) === 1) {
    return { sim: 0.75, how: 'year off by one' };
  }
  if (Math.abs(dayNumber(pa) - dayNumber(pb)) <= 366) return { sim: 0.3, how: 'within a year' };
  return { sim: 0, how: 'different' };
}

/** The kinds of date difference that a true record shows and a look-alike rarely does. */
const NEAR_DOB: ReadonlySet<DobMatch> = new Set([
  'exact',
  'day/month swapped',
  'one digit differs',
  'year only',
  'year off by one',
]);

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
  /** the first name without filler words ('Mohd. Shahid' → 'shahid'), unless that is all it is */
  first: NamePart;
  middle: NamePart;
  last: NamePart;
  /** first and middle name written as one word ('Ajaydevi' = 'Ajay Devi'), fillers left out */
  given: NamePart;
  /** the given name's first real token, a filler written onto it cut off ('Sureshkumar') */
  givenCore: NamePart;
  /** the surname's last real token (Singh, Kaur, Kumar … skipped) */
  lastCore: NamePart;
  /** the surname is only a filler word (Singh, Kaur, Kumar, Devi): it says little */
  lastIsFiller: boolean;
  /** every folded token of the person's own names */
  tokens: ReadonlySet<string>;
  dob: string | null;
  /** the father's tokens without honorifics: first, the rest, and all but the last joined */
  fatherFirst: NamePart;
  fatherRest: NamePart[];
  fatherGiven: NamePart;
  fatherLast: NamePart;
  /** the father's first token with a joined filler cut off ('Surinderlal' → 'surinder') */
  fatherCore: NamePart;
  /** set by the caller: the query's given name is someone else's name in the registry too */
  givenIsCommon?: boolean;
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

const isFiller = (token: string) => FILLERS.has(foldToken(token));

/** The tokens without filler words, or all of them when nothing else is left. */
function withoutFillers(tokens: readonly string[]): readonly string[] {
  const named = tokens.filter((token) => !isFiller(token));
  return named.length > 0 ? named : tokens;
}

/** 'sureshkumar' → 'suresh', 'parthbhai' → 'parth': a filler joined onto a name. */
function cutFillerSuffix(token: string): string {
  for (const filler of FILLER_WORDS) {
    if (token.length >= filler.length + 3 && token.endsWith(filler)) {
      return token.slice(0, -filler.length);
    }
  }
  return token;
}

export function preparePerson(person: PersonNames): PreparedPerson {
  const first = withoutFillers(nameTokens(person.firstName));
  const middle = nameTokens(person.middleName).filter((token) => !isFiller(token));
  const given = withoutFillers([...nameTokens(person.firstName), ...middle]);
  const last = nameTokens(person.lastName);
  const namedLast = last.filter((token) => !isFiller(token));
  const allFather = fatherTokens(person);
  const father = withoutFillers(allFather);
  return {
    first: namePart(first),
    middle: namePart(middle),
    last: namePart(last),
    given: namePart(given),
    givenCore: namePart(given.length > 0 ? [cutFillerSuffix(given[0]!)] : []),
    lastCore: namePart(namedLast.length > 0 ? [namedLast[namedLast.length - 1]!] : last),
    lastIsFiller: last.length > 0 && namedLast.length === 0,
    tokens: new Set([...given, ...last].map(foldToken)),
    dob: person.dob && isIsoDate(person.dob) ? person.dob : null,
    fatherFirst: namePart(father.slice(0, 1)),
    fatherRest: father.slice(1).map((token) => namePart([token])),
    fatherGiven: namePart(father.length > 1 ? father.slice(0, -1) : father),
    fatherLast: namePart(father.length > 1 ? father.slice(-1) : []),
    fatherCore: namePart(allFather.length > 0 ? [cutFillerSuffix(allFather[0]!)] : []),
  };
}

// ---------------------------------------------------------------------------------------------
// Blocking keys: how candidates are found
// ---------------------------------------------------------------------------------------------

/**
 * Words written around a name rather than being it: filler middle names (Kumar, Devi, Bhai,
 * Begum), the Sikh Singh / Kaur, and Mohammad in front of a Muslim given name. A blocking key
 * skips them, so 'Mohd. Shahid' meets 'Shahid' and 'Sureshkumar' meets 'Suresh Kumar'. These
 * are the common fillers of every community, not a list of anyone's names.
 */
const FILLER_WORDS = [
  'kumar',
  'kumari',
  'devi',
  'bai',
  'ben',
  'bhai',
  'begum',
  'bibi',
  'banu',
  'lal',
  'prasad',
  'chand',
  'chandra',
  'nath',
  'singh',
  'kaur',
  'muhammad',
];
const FILLERS: ReadonlySet<string> = new Set(FILLER_WORDS.map((word) => foldToken(word)));

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
}

export function blockingKeys(person: PersonNames): BlockingKeys {
  const given = coreKey(
    [...nameTokens(person.firstName), ...nameTokens(person.middleName)],
    'first',
  );
  const surname = coreKey(nameTokens(person.lastName), 'last');
  const father = coreKey(fatherTokens(person), 'first');
  const names = given !== '' && surname !== '' ? [given, surname].sort().join(' ') : '';
  return { given, surname, father, names };
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
    nameFolded: [person.firstName, person.middleName, person.lastName]
      .map(fold)
      .filter((part) => part !== '')
      .join(' '),
    fatherFolded: fatherTokens(person).map(foldToken).join(' '),
  };
}

/** The stored key columns a look-up reads, each pair with a (…, dob) index of its own. */
export type LookupIndex = 'dob' | 'names' | 'given_father' | 'surname_father' | 'father_dob';

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
 * the year off by one, and a year-only date written as 1 January (on either side). Exact dates
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
} as const;

/** What the pre-score compares a stored row with: the query's keys and its dates. */
export interface CandidateRanking {
  keys: BlockingKeys;
  /** the date and its day/month swap */
  exactDates: string[];
  /** every other date a look-up accepts */
  nearDates: string[];
  ranges: Array<{ from: string; to: string }>;
}

export function candidateRanking(person: PersonNames): CandidateRanking {
  const keys = blockingKeys(person);
  const dob = person.dob && isIsoDate(person.dob) ? person.dob : null;
  if (!dob) return { keys, exactDates: [], nearDates: [], ranges: [] };
  const exactDates = dobVariants(dob);
  const near = nearDates(dob);
  const nearSet = new Set([...near.dates, ...oneDigitDates(dob)]);
  for (const date of exactDates) nearSet.delete(date);
  return { keys, exactDates, nearDates: [...nearSet], ranges: near.ranges };
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
  const given = keys.given !== '' && row.firstKey === keys.given;
  const surname = keys.surname !== '' && row.lastKey === keys.surname;
  const swapped =
    keys.given !== '' &&
    keys.surname !== '' &&
    row.firstKey === keys.surname &&
    row.lastKey === keys.given;
  if (given || swapped) score += p.given;
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
/** Given names this far apart are reported only when surname, date and father all agree. */
const MIN_GIVEN_FAR = 0.2;
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

function describe(field: string, how: PartMatch): string | null {
  if (how === 'missing') return null;
  return `${field}: ${how}`;
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
  return best;
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
 * of birth at most one slip away to agree (and, without a father on both sides, the surname and
 * the exact date): twins differ in the given name, siblings and fathers and sons in the date,
 * namesakes in the father.
 */
export function scoreMatch(query: PreparedPerson, candidate: PreparedPerson): MatchResult {
  const reasons: string[] = [];

  let given = compareGiven(query, candidate);
  let last = compareSurnames(query, candidate);
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
    reasons.push(describe('first name', given.how) ?? 'first name: missing');
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
  const married =
    last.sim < AGREES && last.how !== 'missing' && given.sim >= 0.9 && fatherAgrees && dobExact;
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
  if (givenFar && !(last.sim >= AGREES && dobExact && fatherAgrees)) {
    return { score: 0, level: null, reasons: [] };
  }
  if (score >= MATCH_THRESHOLDS.report) {
    level =
      score >= MATCH_THRESHOLDS.likely &&
      givenAgrees &&
      !rivalName &&
      dobNear &&
      (fatherKnown
        ? fatherAgrees || (fatherClose && given.sim >= 0.9 && last.sim >= AGREES && dobExact)
        : lastAgrees && dobExact)
        ? 'likely'
        : 'possible';
  }
  return { score, level, reasons };
}
