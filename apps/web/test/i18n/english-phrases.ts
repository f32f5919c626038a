import { GRID_DEFAULT_LOCALE_TEXT } from '@mui/x-data-grid';
import { DEFAULT_LOCALE as PICKERS_DEFAULT_LOCALE_TEXT } from '@mui/x-date-pickers/locales';
import { STATUS_NAMES, STATUS_STAGE_NAMES } from '@form-a/domain/status';
import { en } from '../../src/i18n/en-catalogue';
import { hi } from '../../src/i18n/hi';
import { dataGridHi } from '../../src/i18n/packs/data-grid.hi';
import { pickersHi } from '../../src/i18n/packs/pickers.hi';

function leaves(tree: object, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

function lookup(tree: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

/**
 * Words Hindi screens also write in Latin letters: the organisation's member identifier is
 * 'UID' on its cards and in the wizard's Hindi labels.
 */
const SAME_IN_HINDI = new Set(['UID']);

/**
 * The pieces of a text worth searching for: placeholders ({{name}}) and markup (<link>) split
 * it, and a piece counts only with a word of three or more letters (so '--', 'A+', 'OK' and the
 * like, which read the same in Hindi, never match).
 */
function pieces(text: string): string[] {
  return text
    .split(/\{\{[^}]*\}\}|<\/?[a-zA-Z]+>|\n/)
    .map((piece) => piece.replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, ''))
    .filter((piece) => /[A-Za-z]{3,}/.test(piece));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface EnglishPhrase {
  text: string;
  source: string;
  pattern: RegExp;
}

/**
 * Every English text of the app's catalogue whose Hindi differs (statuses and the domain's
 * enumeration labels included), the data grid's and date pickers' texts we translate, and the
 * month names of the picker's calendar.
 */
export function englishPhrases(): EnglishPhrase[] {
  const found = new Map<string, string>();
  const add = (text: string, source: string) => {
    for (const piece of pieces(text)) {
      if (!found.has(piece) && !SAME_IN_HINDI.has(piece)) found.set(piece, source);
    }
  };
  for (const [key, value] of leaves(en)) {
    if (typeof value !== 'string') continue;
    if (lookup(hi, key) === value) continue; // the same in both (UID, A+, names of languages)
    add(value, key);
  }
  for (const name of [...Object.values(STATUS_NAMES), ...Object.values(STATUS_STAGE_NAMES)]) {
    add(name, 'domain status');
  }
  for (const key of Object.keys(dataGridHi)) {
    const value = (GRID_DEFAULT_LOCALE_TEXT as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string') add(value, `grid.${key}`);
  }
  for (const key of Object.keys(pickersHi)) {
    const value = (PICKERS_DEFAULT_LOCALE_TEXT as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string') add(value, `pickers.${key}`);
  }
  const months = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
  for (let month = 0; month < 12; month += 1) {
    add(months.format(Date.UTC(2000, month, 1)), 'calendar month');
  }
  return [...found].map(([text, source]) => ({
    text,
    source,
    // whole words, case as written: 'Draft' is not found inside 'Drafts' or 'draftsman'
    pattern: new RegExp(`(?<![A-Za-z])${escape(text)}(?![A-Za-z])`),
  }));
}

/**
 * The text a reader sees: each text node on its own line, and the fields' placeholders. Text
 * marked `lang="en"` is English on purpose (the guidelines and the verification statement are
 * printed in both languages side by side) and is left out.
 */
export function visibleText(root: HTMLElement = document.body): string {
  const lines: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, [hidden]')) continue;
    // the nearest language declaration below the page's own
    const declared = parent.closest('[lang]');
    if (declared && declared !== document.documentElement && declared.getAttribute('lang') === 'en')
      continue;
    const text = node.textContent?.trim();
    if (text) lines.push(text);
  }
  root
    .querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]')
    .forEach((field) => lines.push(field.placeholder));
  return lines.join('\n');
}

/** The English phrases on screen, with the catalogue key each came from. */
export function englishOnScreen(phrases: EnglishPhrase[], root?: HTMLElement): string[] {
  const text = visibleText(root);
  return phrases
    .filter((phrase) => phrase.pattern.test(text))
    .map((phrase) => `${phrase.text} (${phrase.source})`);
}
