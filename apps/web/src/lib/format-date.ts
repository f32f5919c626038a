import { formatDdMmYyyy, formatInTimeZone, isIsoDate } from '@form-a/domain/dates';
import { getOrgTimeZone } from './org-time-zone';

/**
 * The one place the web turns dates into text (ADR 029): a calendar date as dd/mm/yyyy, the
 * form the seeker's birth date is typed in, and a moment as dd/mm/yyyy hh:mm on the
 * organisation's clock, whatever zone the PC is set to. Every screen that shows a date uses
 * these two.
 */

/** What a date cell shows when there is none. */
export const NO_DATE = '--';

export { DEFAULT_ORG_TIME_ZONE, getOrgTimeZone, setOrgTimeZone } from './org-time-zone';

/** 'yyyy-mm-dd' (or an ISO timestamp's date part) → 'dd/mm/yyyy'; '--' when there is none. */
export function formatDate(value: string | null | undefined): string {
  const date = value?.slice(0, 10);
  return date && isIsoDate(date) ? formatDdMmYyyy(date, '/') : NO_DATE;
}

/** An API timestamp → 'dd/mm/yyyy hh:mm' (24 h) in the organisation's zone; '--' when none. */
export function formatTimestamp(
  value: string | Date | null | undefined,
  timeZone: string = getOrgTimeZone(),
): string {
  if (!value) return NO_DATE;
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return typeof value === 'string' ? value : NO_DATE;
  // 'yyyy-mm-dd hh:mm:ss'
  const text = formatInTimeZone(instant, timeZone);
  return `${formatDdMmYyyy(text.slice(0, 10), '/')} ${text.slice(11, 16)}`;
}
