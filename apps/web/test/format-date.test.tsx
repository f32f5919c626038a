import { describe, expect, it } from 'vitest';
import { formatDate, formatTimestamp, setOrgTimeZone } from '../src/lib/format-date';

/** ADR 029: one format per kind, whatever screen and whatever zone the PC is set to. */
describe('the one date formatter', () => {
  it('writes calendar dates as dd/mm/yyyy and a missing one as --', () => {
    expect(formatDate('1995-07-20')).toBe('20/07/1995');
    expect(formatDate('1995-07-20T00:00:00.000Z')).toBe('20/07/1995');
    expect(formatDate(null)).toBe('--');
    expect(formatDate('not a date')).toBe('--');
  });

  it("writes timestamps as dd/mm/yyyy hh:mm on the organisation's clock", () => {
    expect(formatTimestamp('2026-11-23T13:21:47.000Z')).toBe('23/11/2026 18:51');
    setOrgTimeZone('Europe/London');
    expect(formatTimestamp('2026-11-23T13:21:47.000Z')).toBe('23/11/2026 13:21');
    setOrgTimeZone('Not/AZone');
    expect(formatTimestamp('2026-11-23T13:21:47.000Z')).toBe('23/11/2026 18:51');
    expect(formatTimestamp(undefined)).toBe('--');
  });
});
