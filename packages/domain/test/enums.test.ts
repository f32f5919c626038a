import { describe, expect, it } from 'vitest';
import {
  ATTENDANCE,
  attendanceName,
  BEHAVIOUR,
  behaviourName,
  BLOOD_GROUPS,
  bloodGroupName,
  CASTES,
  casteName,
  enumValues,
  FATHER_TITLES,
  fatherTitleName,
  isLateTitle,
  isTitle,
  labelOf,
  MOTHER_TITLES,
  motherTitleName,
  NATIONALITIES,
  nationalityName,
  OCCUPATIONS,
  occupationName,
  QUALIFICATIONS,
  qualificationName,
  SPOUSE_TITLES,
  spouseTitleName,
  stripLate,
  TITLES,
  titleName,
} from '../src/enums';

describe('titles', () => {
  it('lists the applicant, father, mother and spouse titles', () => {
    expect(enumValues(TITLES)).toEqual(['MR', 'MS']);
    expect(enumValues(FATHER_TITLES)).toEqual(['PB', 'MR', 'Late PB', 'Late MR']);
    expect(enumValues(MOTHER_TITLES)).toEqual(['PBN', 'MS', 'Late PBN', 'Late MS']);
    expect(enumValues(SPOUSE_TITLES)).toEqual([
      '',
      'PB',
      'PBN',
      'MR',
      'MS',
      'Late PB',
      'Late PBN',
      'Late MR',
      'Late MS',
    ]);
  });

  it('displays known titles and falls back for unknown ones', () => {
    expect(titleName('MR')).toBe('MR');
    expect(titleName('PB')).toBe('Unknown Title');
    expect(fatherTitleName('Late PB')).toBe('Late PB');
    expect(fatherTitleName('PBN')).toBe('Unknown Title');
    expect(motherTitleName('PBN')).toBe('PBN');
    expect(motherTitleName(null)).toBe('Unknown Title');
    expect(spouseTitleName('')).toBe('None');
    expect(spouseTitleName('Late MS')).toBe('Late MS');
    expect(spouseTitleName('XX')).toBe('Unknown Title');
  });

  it('guards title codes', () => {
    expect(isTitle('MS')).toBe(true);
    expect(isTitle('ms')).toBe(false);
    expect(isTitle(1)).toBe(false);
  });

  it('recognises and strips the Late prefix', () => {
    expect(isLateTitle('Late PB')).toBe(true);
    expect(isLateTitle('late pbn')).toBe(true);
    expect(isLateTitle('PB')).toBe(false);
    expect(isLateTitle('Platelet')).toBe(false);
    expect(isLateTitle(null)).toBe(false);
    expect(stripLate('Late PB')).toBe('PB');
    expect(stripLate('  Late   MS ')).toBe('MS');
    expect(stripLate('PBN')).toBe('PBN');
    expect(stripLate(undefined)).toBe('');
  });
});

describe('castes', () => {
  it('maps every code and falls back', () => {
    expect(CASTES.map((c) => [c.value, casteName(c.value)])).toEqual([
      ['GN', 'General'],
      ['BC', 'Backward Class'],
      ['SC', 'Scheduled Caste'],
      ['ST', 'Scheduled Tribe'],
    ]);
    expect(casteName('OBC')).toBe('Unknown Caste');
  });
});

describe('blood groups', () => {
  it('has the eight distinct correct values (the source defect is fixed)', () => {
    const values = enumValues(BLOOD_GROUPS);
    expect(values).toEqual(['A+', 'A-', 'B+', 'B-', 'O+', 'O-', 'AB+', 'AB-']);
    expect(new Set(values).size).toBe(8);
    expect(bloodGroupName('O-')).toBe('O-');
    expect(bloodGroupName('C+')).toBe('Unknown Blood Group');
  });
});

describe('nationalities', () => {
  it('maps every code and falls back', () => {
    expect(NATIONALITIES.map((n) => nationalityName(n.value))).toEqual([
      'Indian',
      'Dual Citizen India + Other',
      'Other Nationality',
    ]);
    expect(nationalityName('US')).toBe('Unknown Nationality');
    expect(nationalityName(undefined)).toBe('Unknown Nationality');
  });
});

describe('qualifications', () => {
  it('maps 50 to 63 and 70 with the spec labels', () => {
    expect(QUALIFICATIONS.map((q) => q.value)).toEqual([
      '50',
      '51',
      '52',
      '53',
      '54',
      '55',
      '56',
      '57',
      '58',
      '59',
      '60',
      '61',
      '62',
      '63',
      '70',
    ]);
    expect(qualificationName('50')).toBe('Illiterate');
    expect(qualificationName('51')).toBe('Literate but Class 2 or lower');
    expect(qualificationName('55')).toBe('Class 12');
    expect(qualificationName('58')).toBe("Non-professional Bachelor's");
    expect(qualificationName('62')).toBe("Professional Master's");
    expect(qualificationName('63')).toBe('Doctorate');
    expect(qualificationName('70')).toBe('Other');
  });

  it('accepts numeric codes and falls back for unknown ones', () => {
    expect(qualificationName(57)).toBe('Diploma');
    expect(qualificationName('64')).toBe('Unknown Qualification');
    expect(qualificationName(null)).toBe('Unknown Qualification');
  });
});

describe('occupations', () => {
  it('assigns 14 to 37 to the 24 categories in the spec order', () => {
    const categories = OCCUPATIONS.filter((o) => Number(o.value) >= 14 && Number(o.value) <= 37);
    expect(categories).toHaveLength(24);
    expect(categories.map((o) => Number(o.value))).toEqual(
      Array.from({ length: 24 }, (_, i) => 14 + i),
    );
    expect(occupationName('14')).toBe('Agriculture');
    expect(occupationName('15')).toBe('Architecture and Engineering');
    expect(occupationName('16')).toBe('Arts and Media');
    expect(occupationName('18')).toBe('Business and Finance');
    expect(occupationName('21')).toBe('Computer and Mathematics');
    expect(occupationName('30')).toBe('Management');
    expect(occupationName('37')).toBe('Transportation');
  });

  it('maps the fixed codes and falls back', () => {
    expect(occupationName('10')).toBe('Full-time Student');
    expect(occupationName('11')).toBe('Not Employed');
    expect(occupationName('12')).toBe('Unemployed seeking');
    expect(occupationName('13')).toBe('Retired');
    expect(occupationName(40)).toBe('Other Occupations');
    expect(occupationName('38')).toBe('Unknown Occupation');
    expect(occupationName('')).toBe('Unknown Occupation');
  });

  it('has distinct codes and labels', () => {
    expect(new Set(OCCUPATIONS.map((o) => o.value)).size).toBe(OCCUPATIONS.length);
    expect(new Set(OCCUPATIONS.map((o) => o.label)).size).toBe(OCCUPATIONS.length);
  });
});

describe('attendance and behaviour', () => {
  it('maps the values and falls back', () => {
    expect(enumValues(ATTENDANCE)).toEqual(['Good', 'Average', 'Poor']);
    expect(attendanceName('Poor')).toBe('Poor');
    expect(attendanceName('Bad')).toBe('Unknown Attendance');
    expect(enumValues(BEHAVIOUR)).toEqual(['Nothing against conduct', 'Other']);
    expect(behaviourName('Other')).toBe('Other');
    expect(behaviourName('x')).toBe('Unknown Behaviour');
  });
});

describe('labelOf', () => {
  it('trims the code before matching', () => {
    expect(labelOf(CASTES, ' SC ', 'x')).toBe('Scheduled Caste');
  });
});
