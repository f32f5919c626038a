import { formatDdMmYyyy, formatInTimeZone, isIsoDate } from '@form-a/domain/dates';

/**
 * The one place the web turns dates into text (issue 15): a calendar date as dd/mm/yyyy, the
 * form the seeker's birth date is typed in, and a moment as dd/mm/yyyy hh:mm on the
 * organisation's clock, whatever zone the PC is set to. Every screen that shows a date uses
 * these two.
 */

/** What a date cell shows when there is none. */
export const NO_DATE = '--';

/** The server's TIME_ZONE default, used until GET /api/config/public has answered. */
export const DEFAULT_ORG_TIME_ZONE = 'Asia/Kolkata';

let orgTimeZone = DEFAULT_ORG_TIME_ZONE;

/** Set once the public settings arrive (lib/public-config). */
export function setOrgTimeZone(timeZone: string): void {
  try {
    // an unknown zone throws here, not later inside a list cell
    new Intl.DateTimeFormat('en', { timeZone });
    orgTimeZone = timeZone;
  } catch {
    orgTimeZone = DEFAULT_ORG_TIME_ZONE;
  }
}

export function getOrgTimeZone(): string {
  return orgTimeZone;
}

/** 'yyyy-mm-dd' (or an ISO timestamp's date part) → 'dd/mm/yyyy'; '--' when there is none. */
export function formatDate(value: string | null | undefined): string {
  const date = value?.slice(0, 10);
  return date && isIsoDate(date) ? formatDdMmYyyy(date, '/') : NO_DATE;
}

/** An API timestamp → 'dd/mm/yyyy hh:mm' (24 h) in the organisation's zone; '--' when none. */
export function formatTimestamp(
  value: string | Date | null | undefined,
  timeZone: string = orgTimeZone,
): string {
  if (!value) return NO_DATE;
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return typeof value === 'string' ? value : NO_DATE;
  // 'yyyy-mm-dd hh:mm:ss'
  const text = formatInTimeZone(instant, timeZone);
  return `${formatDdMmYyyy(text.slice(0, 10), '/')} ${text.slice(11, 16)}`;
}
