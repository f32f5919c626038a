import { formatDate } from './format-date';

/** What a list cell or a detail line shows for a value that is not there. */
export const NO_VALUE = '--';

/**
 * A record's date of birth: the one date format (lib/format-date), kept under this name for
 * the screens that import it from here.
 */
export const listDob = formatDate;

/** A timestamp: the one format, on the organisation's clock (lib/format-date). */
export { formatTimestamp } from './format-date';

/** The words that are there, joined by one space ('' when none are). */
export function joinName(...parts: (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}

/** '' and null read as '--'. */
export function orNoValue(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  return text === '' ? NO_VALUE : text;
}

const regionNames =
  typeof Intl.DisplayNames === 'function'
    ? new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' })
    : null;

/** 'IN' → 'India'; anything the browser does not know comes back as it was. */
export function countryName(code: string | null | undefined): string {
  const text = code?.trim() ?? '';
  if (text === '') return NO_VALUE;
  if (!/^[A-Za-z]{2}$/.test(text) || !regionNames) return text;
  try {
    return regionNames.of(text.toUpperCase()) ?? text;
  } catch {
    return text;
  }
}
