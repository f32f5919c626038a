import { formatInTimeZone, isIsoDate } from '@form-a/domain/dates';

/** What a list cell or a detail line shows for a value that is not there. */
export const NO_VALUE = '--';

/** A list's DOB column: 'yyyy-mm-dd', or '--' when the record has none (spec section 2). */
export function listDob(dob: string | null | undefined): string {
  const date = dob?.slice(0, 10);
  return date && isIsoDate(date) ? date : NO_VALUE;
}

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

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** An API timestamp as 'yyyy-mm-dd hh:mm:ss' on this browser's wall clock (spec section 9). */
export function formatTimestamp(iso: string | null | undefined): string {
  if (!iso) return NO_VALUE;
  try {
    return formatInTimeZone(new Date(iso), browserTimeZone());
  } catch {
    return iso;
  }
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
