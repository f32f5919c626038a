/**
 * Name normalisation and folding. A name part is compared at three levels of sameness:
 * - normalised: case, spaces, punctuation and accents removed ('  VIRENDRA ' = 'Virendra');
 * - folded: common transliteration pairs of Indian names written one way (Laxmi = Lakshmi,
 *   Sharma = Sarma, Chaudhary = Choudhary = Chowdhury, Tripathy = Tripathi, Gupt = Gupta);
 * - phonetic key: the consonant skeleton of the folded form, used for index look-ups and as a
 *   'sounds alike' signal (Jagadish = Jagdish, Aiyar = Iyer, Agarwal = Agrawal).
 *
 * The rules are general spelling rules; nothing here lists the names of a test population.
 * A change to any of them changes the stored keys: bump MATCH_KEYS_VERSION (keys.ts).
 */

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
export const HONORIFICS: ReadonlySet<string> = new Set([
  'late',
  'lt',
  'shri',
  'sri',
  'shree',
  'sh',
  'mr',
  'dr',
  'smt',
  'mrs',
]);

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

/**
 * Words written around a name rather than being it: filler middle names (Kumar, Devi, Bhai,
 * Begum), the Sikh Singh / Kaur, and Mohammad in front of a Muslim given name. A blocking key
 * skips them, so 'Mohd. Shahid' meets 'Shahid' and 'Sureshkumar' meets 'Suresh Kumar'. These
 * are the common fillers of every community, not a list of anyone's names.
 */
export const FILLER_WORDS = [
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
export const FILLERS: ReadonlySet<string> = new Set(FILLER_WORDS.map((word) => foldToken(word)));

export const isFiller = (token: string) => FILLERS.has(foldToken(token));
