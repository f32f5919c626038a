/**
 * How a period of days is counted from month counters (ADR 073): the whole months from the
 * counters, and each month the period cuts into either by reading its records in the period
 * (added) or by taking the month's counter and reading the records of its days outside the
 * period (taken away), whichever reads fewer days up to today. Days after today hold no records
 * yet, so a period that ends today, the reports' default, reads none: its last month is the
 * counter less an empty tail.
 */
export interface CountPlan {
  /** months (first days, YYYY-MM-01) taken whole from the counters, both included; null: none */
  counters: { from: string | null; to: string } | null;
  /** days [from, to) of one month read from the records, added (1) or taken away (-1) */
  scans: Array<{ month: string; from: string; to: string; sign: 1 | -1 }>;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
const addDays = (day: string, n: number) => dayOf(dayNumber(day) + n);
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
};
const previousMonth = (month: string) => monthOf(addDays(month, -1));

/** Days of [from, to) up to and including `today`. */
const pastDays = (from: string, to: string, today: string) =>
  Math.max(0, Math.min(dayNumber(to), dayNumber(today) + 1) - dayNumber(from));

/**
 * The plan for the days `from` … `to` (both included; from null: no first day), `today` being the
 * organisation's today.
 */
export function countPlan(from: string | null, to: string, today: string): CountPlan {
  if (from !== null && from > to) return { counters: null, scans: [] };
  const end = addDays(to, 1);
  const lastMonth = monthOf(to);
  // The months cut into: [first day covered, day after the last covered) within each.
  const cut: Array<{ month: string; from: string; to: string }> = [];
  let lowest: string | null = null;
  let highest = lastMonth;
  if (from !== null) {
    const firstMonth = monthOf(from);
    lowest = firstMonth;
    if (firstMonth === lastMonth) {
      if (from !== firstMonth || end !== nextMonth(lastMonth))
        cut.push({ month: firstMonth, from, to: end });
    } else {
      if (from !== firstMonth) cut.push({ month: firstMonth, from, to: nextMonth(firstMonth) });
      if (end !== nextMonth(lastMonth)) cut.push({ month: lastMonth, from: lastMonth, to: end });
    }
  } else if (end !== nextMonth(lastMonth)) {
    cut.push({ month: lastMonth, from: lastMonth, to: end });
  }

  const scans: CountPlan['scans'] = [];
  for (const part of cut) {
    const outside = [
      { from: part.month, to: part.from },
      { from: part.to, to: nextMonth(part.month) },
    ].filter((range) => range.from < range.to);
    const insideDays = pastDays(part.from, part.to, today);
    const outsideDays = outside.reduce((n, range) => n + pastDays(range.from, range.to, today), 0);
    if (insideDays <= outsideDays) {
      scans.push({ ...part, sign: 1 });
      // The counters' range is contiguous: a month read from its records is left out at its end.
      if (part.month === lowest) lowest = nextMonth(part.month);
      if (part.month === highest) highest = previousMonth(part.month);
    } else {
      for (const range of outside) scans.push({ month: part.month, ...range, sign: -1 });
    }
  }
  const counters = lowest !== null && lowest > highest ? null : { from: lowest, to: highest };
  return { counters, scans };
}
