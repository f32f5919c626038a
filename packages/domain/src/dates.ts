/**
 * Calendar dates travel as 'yyyy-mm-dd' strings, not Date objects: a date of birth has no
 * time zone, and a Date would shift it by a day for anyone east or west of UTC. Whoever owns
 * the clock passes `today` (see `todayInTimeZone`), so every function here is pure.
 */

export interface DateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Strict: 'yyyy-mm-dd' with a day that exists (2023-02-30 and 2023-13-01 are refused). */
export function parseIsoDate(value: string): DateParts | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && parseIsoDate(value) !== null;
}

function mustParse(value: string, name: string): DateParts {
  const parts = parseIsoDate(value);
  if (!parts) throw new RangeError(`${name} is not a valid yyyy-mm-dd date: '${value}'`);
  return parts;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

export function toIsoDate({ year, month, day }: DateParts): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * Accepts the date shapes other systems send (the UID service's first_doi is one of them):
 * 'yyyy-mm-dd', an ISO timestamp (its date part is taken as written), 'dd-mm-yyyy' and
 * 'dd/mm/yyyy'. Returns 'yyyy-mm-dd' or null.
 */
export function normalizeDate(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[T ].*)?$/.exec(text);
  if (iso?.[1]) return isIsoDate(iso[1]) ? iso[1] : null;
  const dmy = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(text);
  if (dmy) {
    const candidate = `${dmy[3]}-${dmy[2]}-${dmy[1]}`;
    return isIsoDate(candidate) ? candidate : null;
  }
  return null;
}

/**
 * Whole years from `from` to `to` (negative when `to` is earlier). Someone born on 29 February
 * completes a year on 1 March in common years, the usual legal reading.
 */
export function yearsBetween(from: string, to: string): number {
  const a = mustParse(from, 'from');
  const b = mustParse(to, 'to');
  if (to < from) return -yearsBetween(to, from);
  let years = b.year - a.year;
  if (b.month < a.month || (b.month === a.month && b.day < a.day)) years -= 1;
  return years;
}

/** Age in completed years on `today`; throws RangeError on a malformed date. */
export function ageOn(dob: string, today: string): number {
  return yearsBetween(dob, today);
}

/** True when `date` is after `today`; ISO dates compare correctly as strings once validated. */
export function isFutureDate(date: string, today: string): boolean {
  mustParse(date, 'date');
  mustParse(today, 'today');
  return date > today;
}

/** 'yyyy-mm-dd' → 'dd-mm-yyyy' (the collection service's format); the separator is for UIs wanting 'dd/mm/yyyy'. */
export function formatDdMmYyyy(iso: string, separator = '-'): string {
  const { year, month, day } = mustParse(iso, 'date');
  return [pad(day), pad(month), pad(year, 4)].join(separator);
}

/** 'yyyy-mm-dd' → 'yyyymmdd', the form used inside a Jigyasu ID. */
export function formatYyyymmdd(iso: string): string {
  const { year, month, day } = mustParse(iso, 'date');
  return `${pad(year, 4)}${pad(month)}${pad(day)}`;
}

/** Zero-padded parts, for read models that split a date into DD, MM and YYYY columns. */
export function isoDateParts(iso: string): { dd: string; mm: string; yyyy: string } {
  const { year, month, day } = mustParse(iso, 'date');
  return { dd: pad(day), mm: pad(month), yyyy: pad(year, 4) };
}

/** 'dd-mm-yyyy' → 'yyyy-mm-dd', or null when it is not a real date. */
export function parseDdMmYyyy(value: string): string | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (!m) return null;
  const candidate = `${m[3]}-${m[2]}-${m[1]}`;
  return isIsoDate(candidate) ? candidate : null;
}

// Creating a formatter loads time-zone and locale data: it cost 3 % of a create request's CPU
// when made per call. An unknown zone still throws here, on first use, as before.
const formatters = new Map<string, Intl.DateTimeFormat>();

function zonedFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // hourCycle h23 rather than hour12:false: some engines render midnight as '24' with the latter.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function zonedParts(date: Date, timeZone: string): Record<string, string> {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid Date');
  const formatter = zonedFormatter(timeZone);
  const parts: Record<string, string> = {};
  for (const p of formatter.formatToParts(date)) parts[p.type] = p.value;
  return parts;
}

/** 'yyyy-mm-dd hh:mm:ss' (24 h) as a wall clock in `timeZone` shows `date`. */
export function formatInTimeZone(date: Date, timeZone: string): string {
  const p = zonedParts(date, timeZone);
  return `${p.year?.padStart(4, '0')}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** The calendar date in `timeZone` at the instant `now`, as 'yyyy-mm-dd'. */
export function todayInTimeZone(now: Date, timeZone: string): string {
  const p = zonedParts(now, timeZone);
  return `${p.year?.padStart(4, '0')}-${p.month}-${p.day}`;
}
