import type { TFunction } from 'i18next';
import {
  BLOOD_GROUPS,
  CASTES,
  FATHER_TITLES,
  MOTHER_TITLES,
  NATIONALITIES,
  OCCUPATIONS,
  QUALIFICATIONS,
  SPOUSE_TITLES,
  TITLES,
  type EnumOption,
} from '@form-a/domain/enums';
import { joinName } from '../lib/format-record';
import { enumKey, type enumsEn } from './sections/enums.en';

type EnumSection = keyof typeof enumsEn;

/** Which catalogue section names each domain option list (looked up by the list itself). */
const SECTIONS = new Map<readonly EnumOption[], EnumSection>([
  [TITLES, 'title'],
  [FATHER_TITLES, 'fatherTitle'],
  [MOTHER_TITLES, 'motherTitle'],
  [SPOUSE_TITLES, 'spouseTitle'],
  [CASTES, 'caste'],
  [BLOOD_GROUPS, 'bloodGroup'],
  [NATIONALITIES, 'nationality'],
  [QUALIFICATIONS, 'qualification'],
  [OCCUPATIONS, 'occupation'],
]);

// A key built at run time: typing it against the catalogue would make TypeScript expand the
// whole key union, which is past its depth limit.
type LooseT = (key: string, options?: { defaultValue: string }) => string;

/**
 * The label of `code` in `options` in the reader's language: the catalogue's, else the
 * domain's English label (a list the catalogue does not name, such as branches), else the
 * list's 'unknown' text. Codes arrive as strings or numbers (older data), compared as text.
 */
export function enumText(
  t: TFunction,
  options: readonly EnumOption[],
  code: string | number | null | undefined,
): string {
  const text = code === null || code === undefined ? '' : String(code).trim();
  const option = options.find((candidate) => candidate.value === text);
  const section = SECTIONS.get(options);
  const lookup = t as unknown as LooseT;
  if (!section) return option?.label ?? text;
  if (!option) return lookup(`enums.${section}.unknown`, { defaultValue: text });
  return lookup(`enums.${section}.${enumKey(option.value)}`, { defaultValue: option.label });
}

/** A coded detail line: '--' for an empty code, else its label in the reader's language. */
export function enumTextOr(
  t: TFunction,
  options: readonly EnumOption[],
  code: string | number | null | undefined,
  empty: string,
): string {
  const text = code === null || code === undefined ? '' : String(code).trim();
  return text === '' ? empty : enumText(t, options, text);
}

/** A title before a name: its label when the list knows it, else the stored text as it is. */
export function titleText(
  t: TFunction,
  options: readonly EnumOption[],
  code: string | null | undefined,
): string {
  const text = code?.trim() ?? '';
  // no title is no word (not the spouse list's 'None')
  if (text === '') return '';
  return options.some((option) => option.value === text) ? enumText(t, options, text) : text;
}

/** A person's name as the screens show it: the title in the reader's language, then the names. */
export function titledFullName(
  t: TFunction,
  person: {
    title: string | null;
    first_name: string | null;
    middle_name: string | null;
    last_name: string | null;
  },
): string {
  return joinName(
    titleText(t, TITLES, person.title),
    person.first_name,
    person.middle_name,
    person.last_name,
  );
}
