import { isIsoDate, parseIsoDate, toIsoDate, type DateParts } from '../dates';

/** The same date with day and month exchanged, when that is another valid date. */
export function swapDayMonth(dob: string): string | null {
  const parts = parseIsoDate(dob);
  if (!parts || parts.day === parts.month || parts.day > 12) return null;
  const swapped = `${String(parts.year).padStart(4, '0')}-${String(parts.day).padStart(2, '0')}-${String(parts.month).padStart(2, '0')}`;
  return isIsoDate(swapped) ? swapped : null;
}

/** The dates a look-up by date of birth asks for: the date itself and its day/month swap. */
export function dobVariants(dob: string): string[] {
  if (!isIsoDate(dob)) return [];
  const swapped = swapDayMonth(dob);
  return swapped ? [dob, swapped] : [dob];
}

/** [from, to] one year either side of `dob` (29 February becomes the 28th in common years). */
export function dobWindow(dob: string, years = 1): { from: string; to: string } | null {
  const parts = parseIsoDate(dob);
  if (!parts) return null;
  const shift = (by: number): string => {
    const year = parts.year + by;
    const candidate = { ...parts, year };
    return isIsoDate(toIsoDate(candidate))
      ? toIsoDate(candidate)
      : toIsoDate({ year, month: parts.month, day: parts.day - 1 });
  };
  return { from: shift(-years), to: shift(years) };
}

export type DobMatch =
  | 'exact'
  | 'day/month swapped'
  | 'one digit differs'
  | 'birth month differs by one'
  | 'year only'
  | 'year off by one'
  | 'within a year'
  | 'different'
  | 'missing';

function dayNumber({ year, month, day }: DateParts): number {
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/**
 * How two dates of birth differ, by the kind of slip that makes one from the other: a swap of
 * day and month, one wrong digit, only the year known (written 1 January), the year off by one.
 * Each is a common way to write a true date wrongly; days or weeks apart is not (namesakes are).
 */
export function compareDob(a: string | null, b: string | null): { sim: number; how: DobMatch } {
  const pa = a ? parseIsoDate(a) : null;
  const pb = b ? parseIsoDate(b) : null;
  if (!pa || !pb || !a || !b) return { sim: 0, how: 'missing' };
  if (a === b) return { sim: 1, how: 'exact' };
  if (swapDayMonth(a) === b) return { sim: 0.9, how: 'day/month swapped' };
  const placeholder = (p: DateParts) => p.month === 1 && p.day === 1;
  if (pa.year === pb.year && (placeholder(pa) || placeholder(pb))) {
    return { sim: 0.8, how: 'year only' };
  }
  // The same day a month earlier or later: a month misread or miscounted (ADR 074). Checked
  // before one digit, which it often also is (03 / 04), because it says more.
  const months = (p: DateParts) => p.year * 12 + p.month;
  if (pa.day === pb.day && Math.abs(months(pa) - months(pb)) === 1) {
    return { sim: 0.8, how: 'birth month differs by one' };
  }
  const digitsA = a.replace(/-/g, '');
  const digitsB = b.replace(/-/g, '');
  let differing = 0;
  for (let i = 0; i < digitsA.length; i++) if (digitsA[i] !== digitsB[i]) differing++;
  // 1983 for 1984 is one digit and the year off by one: named as the year, like the month above
  // (a clan surname is credited with a year slip, not with any digit, ADR 077), and weighed as
  // the digit it also is: only that credit changes with it (ADR 082).
  const yearOff = pa.month === pb.month && pa.day === pb.day && Math.abs(pa.year - pb.year) === 1;
  if (differing === 1) return { sim: 0.8, how: yearOff ? 'year off by one' : 'one digit differs' };
  if (yearOff) return { sim: 0.75, how: 'year off by one' };
  // A year and a month off the same way (13 months) is as near as 11 months (ADR 077).
  if (
    Math.abs(dayNumber(pa) - dayNumber(pb)) <= 366 ||
    (pa.day === pb.day && Math.abs(months(pa) - months(pb)) === 13)
  ) {
    return { sim: 0.3, how: 'within a year' };
  }
  return { sim: 0, how: 'different' };
}

/** Days between two dates of birth, or null when either is not a date. */
export function daysBetween(a: string | null, b: string | null): number | null {
  const pa = a ? parseIsoDate(a) : null;
  const pb = b ? parseIsoDate(b) : null;
  return pa && pb ? Math.abs(dayNumber(pa) - dayNumber(pb)) : null;
}

/** The kinds of date difference that a true record shows and a look-alike rarely does. */
export const NEAR_DOB: ReadonlySet<DobMatch> = new Set([
  'exact',
  'day/month swapped',
  'one digit differs',
  'birth month differs by one',
  'year only',
  'year off by one',
]);

/** The same day one month before and after (the year changes across December and January). */
export function monthSlips(dob: string): string[] {
  const parts = parseIsoDate(dob);
  if (!parts) return [];
  return [-1, 1]
    .map((by) => {
      const index = parts.year * 12 + parts.month - 1 + by;
      return toIsoDate({ year: Math.floor(index / 12), month: (index % 12) + 1, day: parts.day });
    })
    .filter(isIsoDate);
}
