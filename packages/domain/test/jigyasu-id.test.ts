import { describe, expect, it } from 'vitest';
import {
  buildJigyasuId,
  JIGYASU_ID_PATTERN,
  JIGYASU_ID_PLACEHOLDER,
  JIGYASU_ID_SUFFIX,
  jigyasuIdInitials,
  jigyasuIdPrefix,
} from '../src/jigyasu-id';

describe('jigyasuIdInitials', () => {
  it('takes first, middle and last initials when all are present', () => {
    expect(jigyasuIdInitials({ firstName: 'ram', middleName: 'kumar', lastName: 'sharma' })).toBe(
      'RKS',
    );
  });

  it('takes the first initial and two letters of the last name without a middle name', () => {
    expect(jigyasuIdInitials({ firstName: 'Asha', middleName: '', lastName: 'Verma' })).toBe('AVE');
    expect(jigyasuIdInitials({ firstName: 'Asha', lastName: 'Verma' })).toBe('AVE');
    expect(jigyasuIdInitials({ firstName: 'Asha', middleName: '   ', lastName: 'Verma' })).toBe(
      'AVE',
    );
  });

  it('takes three letters of the first name when it is alone', () => {
    expect(jigyasuIdInitials({ firstName: 'Suresh' })).toBe('SUR');
    expect(jigyasuIdInitials({ firstName: 'Suresh', middleName: null, lastName: ' ' })).toBe('SUR');
  });

  it('treats a middle name without a last name as the last name', () => {
    expect(jigyasuIdInitials({ firstName: 'Asha', middleName: 'Verma' })).toBe('AVE');
  });

  it('ignores surrounding and inner whitespace', () => {
    expect(jigyasuIdInitials({ firstName: '  ram kumar ', lastName: ' sharma' })).toBe('RSH');
    expect(jigyasuIdInitials({ firstName: 'Ra m' })).toBe('RAM');
  });

  it('gives a shorter prefix for very short names instead of padding', () => {
    expect(jigyasuIdInitials({ firstName: 'Al' })).toBe('AL');
    expect(jigyasuIdInitials({ firstName: 'Om', lastName: 'K' })).toBe('OK');
  });

  it('refuses a first name without letters', () => {
    expect(() => jigyasuIdInitials({ firstName: '  ' })).toThrow(RangeError);
  });
});

describe('buildJigyasuId', () => {
  it('joins initials, date of birth, unpadded sequence and J, upper-cased', () => {
    expect(
      buildJigyasuId({
        firstName: 'ram',
        middleName: 'kumar',
        lastName: 'sharma',
        dob: '1990-01-05',
        sequence: 1234,
      }),
    ).toBe('RKS199001051234J');
    expect(
      buildJigyasuId({ firstName: 'asha', lastName: 'verma', dob: '2001-12-31', sequence: 7 }),
    ).toBe('AVE200112317J');
    expect(buildJigyasuId({ firstName: 'suresh', dob: '1985-07-09', sequence: 100 })).toBe(
      'SUR19850709100J',
    );
  });

  it('matches the ID pattern and the placeholder does not', () => {
    expect(
      JIGYASU_ID_PATTERN.test(buildJigyasuId({ firstName: 'a', dob: '1990-01-01', sequence: 0 })),
    ).toBe(true);
    expect(JIGYASU_ID_PLACEHOLDER).toBe('JUID0000000000');
    expect(JIGYASU_ID_PATTERN.test(JIGYASU_ID_PLACEHOLDER)).toBe(false);
  });

  it('refuses a bad sequence or date', () => {
    expect(() => buildJigyasuId({ firstName: 'a', dob: '1990-01-01', sequence: -1 })).toThrow(
      RangeError,
    );
    expect(() => buildJigyasuId({ firstName: 'a', dob: '1990-01-01', sequence: 1.5 })).toThrow(
      RangeError,
    );
    expect(() => buildJigyasuId({ firstName: 'a', dob: '1990-02-30', sequence: 1 })).toThrow(
      RangeError,
    );
  });
});

describe('jigyasuIdPrefix', () => {
  it('is what the ID has before its number: the server writes prefix, number and J itself', () => {
    const person = {
      firstName: 'rohit',
      middleName: 'Kumar',
      lastName: 'sharma',
      dob: '2000-04-09',
    };
    expect(jigyasuIdPrefix(person)).toBe('RKS20000409');
    for (const sequence of [0, 7, 12345]) {
      expect(`${jigyasuIdPrefix(person)}${sequence}${JIGYASU_ID_SUFFIX}`).toBe(
        buildJigyasuId({ ...person, sequence }),
      );
    }
  });
});
