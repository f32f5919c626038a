import { describe, expect, it } from 'vitest';
import {
  EDITABLE_BY_SECRETARY,
  GONE_STATUS_IDS,
  isGoneStatus,
  STATUS_IDS,
  isEditableBySecretary,
  isStatusId,
  LIVE_STATUS_IDS,
  STATUS,
  STATUS_NAMES_HI,
  statusIdSchema,
  statusName,
  statusNameObjectSchema,
  statusStageName,
  toStatusNameObject,
} from '../src/status';

describe('status', () => {
  it('has the codes of the spec', () => {
    expect(STATUS).toEqual({
      SUBMITTED: 1,
      VALIDATED: 2,
      APPROVED: 3,
      RETURNED: 6,
      DRAFT: 7,
      DISCARDED: 8,
      ERASED: 9,
    });
  });

  it('shows a record in every status but the discarded draft and the erased record (ADR 051, 055)', () => {
    expect([...LIVE_STATUS_IDS].sort()).toEqual([1, 2, 3, 6, 7]);
    expect([...GONE_STATUS_IDS].sort()).toEqual([8, 9]);
    expect([...LIVE_STATUS_IDS, ...GONE_STATUS_IDS].sort()).toEqual([...STATUS_IDS].sort());
    expect(STATUS_IDS.filter(isGoneStatus)).toEqual([8, 9]);
    expect(statusName(STATUS.DISCARDED)).toBe('Discarded');
    expect(STATUS_NAMES_HI[STATUS.DISCARDED]).toBe('हटाया गया');
    expect(statusName(STATUS.ERASED)).toBe('Erased');
    expect(STATUS_NAMES_HI[STATUS.ERASED]).toBe('मिटाया गया');
  });

  it('names each status and falls back', () => {
    expect([1, 2, 3, 6, 7].map((id) => statusName(id))).toEqual([
      'Submitted',
      'Validated',
      'Approved',
      'Returned for Correction',
      'Draft',
    ]);
    expect(statusName(4)).toBe('Unknown Status');
    expect(statusName(5)).toBe('Unknown Status');
    expect(statusName(null)).toBe('Unknown Status');
  });

  it('names each stage as the dashboards do', () => {
    expect([1, 2, 3, 6, 7].map((id) => statusStageName(id))).toEqual([
      'Pending Validation',
      'Pending Approval',
      'Approved',
      'Returned for Correction',
      'Draft',
    ]);
    expect(statusStageName(9)).toBe('Erased');
    expect(statusStageName(10)).toBe('Unknown Status');
  });

  it('builds the StatusName object and its schema accepts it', () => {
    expect(toStatusNameObject(6)).toEqual({ StatusID: 6, StatusName: 'Returned for Correction' });
    expect(toStatusNameObject(5)).toEqual({ StatusID: 5, StatusName: 'Unknown Status' });
    expect(statusNameObjectSchema.safeParse(toStatusNameObject(1)).success).toBe(true);
    expect(statusNameObjectSchema.safeParse({ StatusID: '1', StatusName: 'x' }).success).toBe(
      false,
    );
  });

  it('lets the secretary edit returned and draft records only', () => {
    expect(EDITABLE_BY_SECRETARY).toEqual([6, 7]);
    expect([1, 2, 3, 6, 7].filter((id) => isEditableBySecretary(id))).toEqual([6, 7]);
    expect(isEditableBySecretary(undefined)).toBe(false);
  });

  it('validates status ids', () => {
    expect(isStatusId(3)).toBe(true);
    expect(isStatusId(4)).toBe(false);
    expect(isStatusId('3')).toBe(false);
    expect(statusIdSchema.safeParse(7).success).toBe(true);
    expect(statusIdSchema.safeParse(5).success).toBe(false);
  });
});
