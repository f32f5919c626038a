import { describe, expect, it } from 'vitest';
import {
  ageOn,
  formatDdMmYyyy,
  formatInTimeZone,
  formatYyyymmdd,
  isFutureDate,
  isIsoDate,
  isoDateParts,
  normalizeDate,
  parseDdMmYyyy,
  parseIsoDate,
  todayInTimeZone,
  yearsBetween,
} from '../src/dates';

describe('ISO date validation', () => {
  it.each(['2024-02-29', '2000-02-29', '2023-12-31', '1950-01-01'])('accepts %s', (d) => {
    expect(isIsoDate(d)).toBe(true);
  });

  it.each([
    '2023-02-29',
    '1900-02-29',
    '2023-02-30',
    '2023-04-31',
    '2023-13-01',
    '2023-00-10',
    '2023-1-01',
    '01-02-2023',
    '2023-01-01T00:00:00Z',
    '',
    ' 2023-01-01',
  ])('rejects %s', (d) => {
    expect(isIsoDate(d)).toBe(false);
  });

  it('parses parts', () => {
    expect(parseIsoDate('1999-07-05')).toEqual({ year: 1999, month: 7, day: 5 });
    expect(isIsoDate(20230101)).toBe(false);
  });
});

describe('ageOn and yearsBetween', () => {
  it('counts whole years, changing on the birthday', () => {
    expect(ageOn('2000-06-15', '2018-06-14')).toBe(17);
    expect(ageOn('2000-06-15', '2018-06-15')).toBe(18);
    expect(ageOn('2000-06-15', '2019-01-01')).toBe(18);
  });

  it('completes a 29 February year on 1 March in common years', () => {
    expect(ageOn('2004-02-29', '2022-02-28')).toBe(17);
    expect(ageOn('2004-02-29', '2022-03-01')).toBe(18);
    expect(ageOn('2004-02-29', '2024-02-29')).toBe(20);
  });

  it('is negative, truncated toward zero, when the end is earlier', () => {
    expect(yearsBetween('2020-06-15', '2018-06-20')).toBe(-1);
    expect(yearsBetween('2020-06-15', '2018-06-10')).toBe(-2);
    expect(yearsBetween('2020-06-15', '2020-06-15')).toBe(0);
  });

  it('throws on malformed dates', () => {
    expect(() => ageOn('2023-02-30', '2024-01-01')).toThrow(RangeError);
    expect(() => yearsBetween('2020-01-01', 'today')).toThrow(RangeError);
  });
});

describe('isFutureDate', () => {
  it('is true only after today', () => {
    expect(isFutureDate('2024-05-02', '2024-05-01')).toBe(true);
    expect(isFutureDate('2024-05-01', '2024-05-01')).toBe(false);
    expect(isFutureDate('2023-12-31', '2024-05-01')).toBe(false);
    expect(() => isFutureDate('2024-02-30', '2024-05-01')).toThrow(RangeError);
  });
});

describe('formatting', () => {
  it('formats dd-mm-yyyy, with another separator on request', () => {
    expect(formatDdMmYyyy('1990-01-05')).toBe('05-01-1990');
    expect(formatDdMmYyyy('1990-01-05', '/')).toBe('05/01/1990');
    expect(() => formatDdMmYyyy('1990-02-31')).toThrow(RangeError);
  });

  it('formats yyyymmdd', () => {
    expect(formatYyyymmdd('1990-01-05')).toBe('19900105');
  });

  it('splits into padded parts', () => {
    expect(isoDateParts('0999-03-04')).toEqual({ dd: '04', mm: '03', yyyy: '0999' });
  });

  it('parses dd-mm-yyyy strictly', () => {
    expect(parseDdMmYyyy('05-01-1990')).toBe('1990-01-05');
    expect(parseDdMmYyyy('31-02-1990')).toBeNull();
    expect(parseDdMmYyyy('1990-01-05')).toBeNull();
  });

  it('normalises the date shapes other systems send', () => {
    expect(normalizeDate('2001-04-03')).toBe('2001-04-03');
    expect(normalizeDate('2001-04-03T18:30:00.000Z')).toBe('2001-04-03');
    expect(normalizeDate('2001-04-03 10:00:00')).toBe('2001-04-03');
    expect(normalizeDate('03-04-2001')).toBe('2001-04-03');
    expect(normalizeDate('03/04/2001')).toBe('2001-04-03');
    expect(normalizeDate('2001-02-30')).toBeNull();
    expect(normalizeDate('April 3, 2001')).toBeNull();
    expect(normalizeDate(null)).toBeNull();
  });
});

describe('time zones', () => {
  const instant = new Date('2024-01-31T20:15:09.000Z');

  it('formats a timestamp as the zone wall clock, 24 h', () => {
    expect(formatInTimeZone(instant, 'UTC')).toBe('2024-01-31 20:15:09');
    expect(formatInTimeZone(instant, 'Asia/Kolkata')).toBe('2024-02-01 01:45:09');
    expect(formatInTimeZone(instant, 'America/New_York')).toBe('2024-01-31 15:15:09');
  });

  it('writes midnight as 00, not 24', () => {
    expect(formatInTimeZone(new Date('2024-03-10T18:30:00.000Z'), 'Asia/Kolkata')).toBe(
      '2024-03-11 00:00:00',
    );
  });

  it('gives the calendar date in the zone', () => {
    expect(todayInTimeZone(instant, 'UTC')).toBe('2024-01-31');
    expect(todayInTimeZone(instant, 'Asia/Kolkata')).toBe('2024-02-01');
  });

  it('rejects invalid dates and zones', () => {
    expect(() => formatInTimeZone(new Date('nope'), 'UTC')).toThrow(RangeError);
    expect(() => todayInTimeZone(instant, 'Mars/Olympus')).toThrow(RangeError);
  });
});
