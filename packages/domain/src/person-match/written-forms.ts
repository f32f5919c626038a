/**
 * How people write a name around the name itself: titles and honorifics ('Smt.', 'Thiru',
 * 'Sardar', 'Late'), relation markers in front of a father's name ('S/o'), a second name after
 * '@', 'urf', 'alias' or 'a.k.a.' or in brackets ('Siddharth (Bunty)'), and given names written
 * as initials ('R K', 'R.K.', 'RK'). The lists are titles and markers, never anyone's names;
 * their sources are in ADR 074. A change here changes the stored keys: bump MATCH_KEYS_VERSION.
 */
import { SYNONYM_FORMS, nameTokens } from './normalise';

/**
 * Titles written before a name, normalised (punctuation gone: 'Smt.' is 'smt'). Grouped by
 * where they are used; a word that is also a common given name or surname (Babu, Pandit as a
 * surname, Hafiz, Selvi) is left out; and a title is removed only in front of another name
 * (`withoutTitles`), so a field that holds only 'Sardar' keeps it.
 */
const TITLE_GROUPS: Readonly<Record<string, readonly string[]>> = {
  english: ['mr', 'mrs', 'ms', 'miss', 'master', 'dr', 'prof', 'er', 'adv', 'capt', 'col', 'maj'],
  late: ['late', 'lt', 'swargiya', 'swargvasi', 'swa', 'sw', 'sv', 'kai', 'marhoom', 'marhum'],
  hindi: ['shri', 'sri', 'shree', 'sree', 'sh', 'shrimati', 'srimati', 'smt', 'sushri', 'km'],
  marathi: ['sau', 'ku', 'chi'],
  bengali: ['sriman', 'shriman', 'srimathi', 'shrimathi'],
  // Selvi and Selvan are titles and, as often, given names: left out.
  tamil: ['thiru', 'tiru', 'thirumathi', 'thirumathy', 'tirumathi', 'tmt'],
  urdu: ['janab', 'jb', 'mohtarma', 'haji', 'hajji', 'hajee', 'alhaj', 'maulana', 'moulana'],
  punjabi: ['sardar', 'sardarni', 'giani', 'gyani'],
  // Swami and Sant also begin given names (Swami Nath, Sant Lal): left out.
  religious: ['pt', 'pandit', 'mahant'],
  christian: ['fr', 'rev', 'revd', 'sr', 'br'],
  parsi: ['ervad', 'ervard', 'dasturji', 'mobed'],
};
export const TITLES: ReadonlySet<string> = new Set(Object.values(TITLE_GROUPS).flat());

/** 'S/o', 'D/o', 'W/o', 'C/o', 'H/o' normalise to two tokens; 'son of' and the like too. */
const RELATION_PAIRS: ReadonlySet<string> = new Set([
  's o',
  'd o',
  'w o',
  'c o',
  'h o',
  'son of',
  'daughter of',
  'wife of',
  'husband of',
  'care of',
]);

/** What stands between a name and the other name a person goes by. */
const ALIAS_MARK = /@|\b(?:urf|alias|aka|a\s*\.\s*k\s*\.\s*a\b\.?)(?=\s|$|\.)/i;
const BRACKETED = /[([{]([^)\]}]*)[)\]}]?/g;

/** A name field read as written: its name's tokens, and any other name given in it. */
export interface WrittenField {
  tokens: readonly string[];
  aliases: ReadonlyArray<readonly string[]>;
}

/** Leading relation markers and titles removed, as long as a name is left after them. */
export function withoutTitles(tokens: readonly string[]): readonly string[] {
  let at = 0;
  for (;;) {
    if (at + 2 < tokens.length && RELATION_PAIRS.has(`${tokens[at]} ${tokens[at + 1]}`)) at += 2;
    else if (at + 1 < tokens.length && TITLES.has(tokens[at]!)) at += 1;
    else break;
  }
  return at === 0 ? tokens : tokens.slice(at);
}

/** A field whose tokens are only titles (the name itself written in the next field). */
export const onlyTitles = (tokens: readonly string[]) =>
  tokens.length > 0 && tokens.every((token) => TITLES.has(token));

export function writtenField(raw: string | null | undefined): WrittenField {
  const text = raw ?? '';
  let field = fieldCache.get(text);
  if (field === undefined) {
    field = readField(text);
    if (fieldCache.size >= 20_000) fieldCache.clear();
    fieldCache.set(text, field);
  }
  return field;
}

const fieldCache = new Map<string, WrittenField>();

function readField(text: string): WrittenField {
  const aliases: Array<readonly string[]> = [];
  // '(Late)' is a title; '(Bunty)' is the name the person also goes by.
  const unbracketed = text.replace(BRACKETED, (_, inner: string) => {
    const tokens = nameTokens(inner);
    if (tokens.length > 0 && !onlyTitles(tokens)) aliases.push(withoutTitles(tokens));
    return ' ';
  });
  const [main = '', ...others] = unbracketed.split(ALIAS_MARK);
  for (const other of others) {
    const tokens = withoutTitles(nameTokens(other));
    if (tokens.length > 0) aliases.push(tokens);
  }
  const tokens = nameTokens(main);
  return Object.freeze({
    tokens: onlyTitles(tokens) ? tokens : withoutTitles(tokens),
    aliases: Object.freeze(aliases),
  });
}

/** Abbreviations of words, not initials: 'Kr' for Kumar, 'Md' and 'Sk' of the synonym table. */
const NOT_INITIALS: ReadonlySet<string> = new Set(['kr', ...SYNONYM_FORMS]);

/**
 * A token that is initials: one letter ('R'), or two or three consonants written together
 * ('RK', 'SKG'), which no Indian given name is.
 */
export function isInitials(token: string): boolean {
  if (token.length === 1) return true;
  return token.length <= 3 && !/[aeiouy]/.test(token) && !NOT_INITIALS.has(token);
}

/** The letters a run of tokens starts with, initials spelt out: ['r', 'kumar'] → 'rk'. */
export const initialLetters = (tokens: readonly string[]) =>
  tokens.map((token) => (isInitials(token) ? token : token[0]!)).join('');

export type InitialsMatch = 'same' | 'prefix' | 'reversed' | 'different';

/**
 * Initials against the letters the other's names start with: 'rk' for 'Rajesh Kumar' is the
 * same; 'r' for 'Rajesh Kumar' or 'rk' for 'Rajesh' a prefix; 'kr' for 'Rajesh Kumar' reversed
 * (surname-first habits).
 */
export function matchInitials(initials: string, letters: string): InitialsMatch {
  if (initials === '' || letters === '') return 'different';
  if (initials === letters) return 'same';
  if (letters.startsWith(initials) || initials.startsWith(letters)) return 'prefix';
  if (initials.length > 1 && [...initials].reverse().join('') === letters) return 'reversed';
  return 'different';
}
