import { editDistance, jaroWinkler } from './distance';
import { foldToken, phoneticKey } from './normalise';

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
  | 'given names as initials'
  | 'nickname'
  | 'alias'
  | 'different'
  | 'missing';

export interface PartComparison {
  sim: number;
  how: PartMatch;
  /** 'nickname': the full name it is a pet name of, as the reason names it */
  of?: string;
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

/** A name as typed without its vowels, the first letter kept: 'rajesh' → 'rjsh' (ADR 077). */
export function consonantSkeleton(text: string): string {
  return text.charAt(0) + text.slice(1).replace(/[aeiou]/g, '');
}

/** One side is the other typed without its vowels ('Rjsh', 'Shymsndr'): a name, not a slip. */
function isVowelless(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return (
    short.length >= 3 &&
    short.length < long.length &&
    !/[aeiou]/.test(short.slice(1)) &&
    consonantSkeleton(long) === short
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
  // Typed without vowels, as on a phone: the same consonants in the same order.
  if (isVowelless(a.text, b.text)) consider(0.85, 'sounds alike');
  // Names that differ in their first sound are more often two people (twins called Rohit and
  // Mohit) than one misspelt: at most 'similar' enough for 'possible'. A slip of the finger
  // onto the next key, or two letters swapped, is the exception ('Oriyanka', 'Akvita').
  if (best.how !== 'sounds alike' && a.key[0] !== b.key[0] && !isKeyboardSlip(a.text, b.text)) {
    best = { sim: Math.min(best.sim, 0.7), how: best.sim >= 0.7 ? 'similar' : best.how };
  }
  return best;
}
