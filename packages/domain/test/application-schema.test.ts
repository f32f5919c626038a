import { describe, expect, it } from 'vitest';
import { englishOf } from '../src/message-ref';
import type { z } from 'zod';
import {
  ageBandFor,
  APPLICATION_DEFAULTS,
  applicationDraftSchema,
  buildApplicationSchema,
  evaluateUidLookup,
  INDEPENDENT_MIN_AGE,
  lookupFullName,
  MIN_AGE,
  requiredUidFields,
  shouldLookupUid,
  UID_LOOKUP_MIN_LENGTH,
  uidCheckMessages,
  uidChecksFor,
  type ApplicationInput,
} from '../src/schemas/application';
import { INITIATION_MIN_YEARS } from '../src/schemas/member-lookup';
import { WIZARD_STEP_FIELDS, wizardNextStep, wizardPreviousStep } from '../src/wizard-navigation';
import { WIZARD_STEP_TITLES, wizardStepTitle } from '../src/wizard-steps';

const TODAY = '2024-06-15';
const schema = buildApplicationSchema({ today: TODAY });

/** An applicant of 34 with uninitiated parents and no spouse: every required field filled. */
const valid: ApplicationInput = {
  branch: 'Gurgaon',
  title: 'MR',
  firstName: 'Ram',
  middleName: 'Kumar',
  lastName: 'Sharma',
  dob: '1990-01-05',
  fatherUid: '',
  fatherTitle: 'MR',
  fatherName: 'Hari Sharma',
  motherUid: '',
  motherTitle: 'MS',
  motherName: 'Sita Sharma',
  spouseUid: '',
  spouseTitle: '',
  spouseName: '',
  address1: '12 MG Road',
  address2: '',
  zipcode: '122001',
  country: 'IN',
  region: 'Haryana',
  city: 'Gurugram',
  email: 'ram@example.org',
  phone: '+919876543210',
  caste: 'GN',
  qualification: '59',
  occupation: '21',
  nationality: 'IN',
  designation: '',
  organization: '',
  bloodGroup: 'O-',
  photo: 'uploads/ram.jpg',
  bySecyVerification: true,
  note: '',
};

function errors(result: z.ZodSafeParseResult<unknown>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    (out[path] ??= []).push(englishOf(issue.message));
  }
  return out;
}

const check = (patch: Record<string, unknown>) => errors(schema.safeParse({ ...valid, ...patch }));

describe('buildApplicationSchema: a complete application', () => {
  it('passes and normalises whitespace', () => {
    const result = schema.safeParse({
      ...valid,
      firstName: '  Ram ',
      lastName: 'Sharma  Ji',
      city: ' Gurugram ',
    });
    expect(result.error?.issues).toBeUndefined();
    expect(result.data?.firstName).toBe('Ram');
    expect(result.data?.lastName).toBe('Sharma Ji');
    expect(result.data?.city).toBe('Gurugram');
  });

  it('defaults the country to IN and optional fields to empty', () => {
    const { country: _c, middleName: _m, note: _n, city: _ci, ...rest } = valid;
    const result = schema.safeParse(rest);
    expect(result.success).toBe(true);
    expect(result.data?.country).toBe('IN');
    expect(result.data?.middleName).toBe('');
    expect(result.data?.note).toBe('');
  });

  it("judges each day by that day's date when days alternate", () => {
    // 18 on 2024-06-15: under age the day before, of age that day.
    const input = { ...valid, dob: '2006-06-15' };
    const dobIssues = (today: string) =>
      (buildApplicationSchema({ today }).safeParse(input).error?.issues ?? [])
        .filter((issue) => issue.path[0] === 'dob')
        .map((issue) => englishOf(issue.message));
    expect(dobIssues('2024-06-14')).toHaveLength(1);
    expect(dobIssues('2024-06-15')).toEqual([]);
    expect(dobIssues('2024-06-14')).toHaveLength(1);
  });

  it('refuses a malformed today', () => {
    expect(() => buildApplicationSchema({ today: '15-06-2024' })).toThrow(RangeError);
  });
});

describe('required fields', () => {
  it.each([
    ['branch', 'Branch is required'],
    ['title', 'Title is required'],
    ['firstName', 'First name is required'],
    ['dob', 'Date of birth is required'],
    ['fatherTitle', 'Father title is required'],
    ['fatherName', 'Father name is required'],
    ['motherTitle', 'Mother title is required'],
    ['motherName', 'Mother name is required'],
    ['address1', 'Address line 1 is required'],
    ['region', 'State is required'],
    ['zipcode', 'Pin Code is required'],
    ['country', 'Country is required'],
    ['email', 'Email is required'],
    ['phone', 'Phone number is required'],
    ['caste', 'Caste is required'],
    ['qualification', 'Qualification is required'],
    ['occupation', 'Occupation is required'],
    ['nationality', 'Nationality is required'],
  ])('%s: "%s" when empty, and only that', (field, message) => {
    expect(check({ [field]: '' })).toEqual({ [field]: [message] });
  });

  it('says "required" for a missing key too', () => {
    const { branch: _b, ...rest } = valid;
    expect(errors(schema.safeParse(rest))).toEqual({ branch: ['Branch is required'] });
  });

  it('photo: "Please Upload photo."', () => {
    expect(check({ photo: '' })).toEqual({ photo: ['Please Upload photo.'] });
    expect(check({ photo: undefined })).toEqual({ photo: ['Please Upload photo.'] });
  });

  it('verification checkbox must be ticked', () => {
    expect(check({ bySecyVerification: false })).toEqual({
      bySecyVerification: ['You need to accept the terms and conditions'],
    });
    expect(check({ bySecyVerification: undefined })).toEqual({
      bySecyVerification: ['You need to accept the terms and conditions'],
    });
  });

  it.each([
    'middleName',
    'lastName',
    'address2',
    'city',
    'note',
    'designation',
    'organization',
    'bloodGroup',
    'spouseTitle',
  ])('%s is optional', (field) => {
    expect(check({ [field]: '' })).toEqual({});
  });
});

describe('choices', () => {
  it.each([
    ['title', 'PB', 'MS'],
    ['fatherTitle', 'PBN', 'Late MR'],
    ['motherTitle', 'PB', 'Late MS'],
    ['spouseTitle', 'XX', 'MR'],
    ['caste', 'OBC', 'ST'],
    ['qualification', '64', '70'],
    ['occupation', '38', '40'],
    ['nationality', 'US', 'FC'],
    ['bloodGroup', 'C+', 'AB-'],
  ])('%s refuses %s and accepts %s', (field, bad, good) => {
    expect(Object.keys(check({ [field]: bad }))).toEqual([field]);
    expect(
      check({ [field]: good, ...(field === 'spouseTitle' ? { spouseName: 'Gita' } : {}) }),
    ).toEqual({});
  });
});

describe('names', () => {
  it.each([
    ['firstName', 'The first name must contain alpha characters only.'],
    ['middleName', 'The middle name must contain alpha characters only.'],
    ['lastName', 'The last name must contain alpha characters only.'],
    ['fatherName', 'The Father name must contain alpha characters only.'],
    ['motherName', 'The Mother name must contain alpha characters only.'],
  ])('%s allows letters and spaces only', (field, message) => {
    expect(check({ [field]: 'Ram2' })).toEqual({ [field]: [message] });
    expect(check({ [field]: "D'Souza" })).toEqual({ [field]: [message] });
    expect(check({ [field]: 'Ram Lal' })).toEqual({});
  });

  it('spouse name has its own message', () => {
    expect(check({ spouseTitle: 'MS', spouseName: 'Gita1' })).toEqual({
      spouseName: ['The Spouse name must contain alpha characters only.'],
    });
  });
});

describe('date of birth', () => {
  it('must be 18 or older on today', () => {
    expect(check({ dob: '2006-06-16' })).toEqual({ dob: ['User must be over 18 years old.'] });
    expect(
      check({ dob: '2006-06-15', fatherUid: 'F1234567890', motherUid: 'M1234567890' }),
    ).toEqual({});
  });

  it('cannot be in the future (one message, not also under age)', () => {
    expect(check({ dob: '2024-06-16' })).toEqual({
      dob: ['Date of birth cannot be in the future'],
    });
  });

  it('must be a real yyyy-mm-dd date', () => {
    expect(check({ dob: '1990-02-30' })).toEqual({ dob: ['Date of birth is not a valid date'] });
    expect(check({ dob: '05/01/1990' })).toEqual({ dob: ['Date of birth is not a valid date'] });
  });
});

describe('parent and spouse UIDs', () => {
  const band = { dob: '2004-01-01' }; // 20 on TODAY

  it('18 to 21: both parent UIDs are required whatever the titles', () => {
    expect(check({ ...band })).toEqual({
      fatherUid: ['Father UID is required'],
      motherUid: ['Mother UID is required'],
    });
    expect(check({ ...band, fatherUid: 'F1234567890', motherUid: 'M1234567890' })).toEqual({});
  });

  it('22 exactly is out of the band', () => {
    expect(check({ dob: '2002-06-15' })).toEqual({});
    expect(check({ dob: '2002-06-16' })).toEqual({
      fatherUid: ['Father UID is required'],
      motherUid: ['Mother UID is required'],
    });
  });

  it('22 and over: father UID only when the father is PB (or Late PB)', () => {
    expect(check({ fatherTitle: 'PB' })).toEqual({ fatherUid: ['Father UID is required'] });
    expect(check({ fatherTitle: 'Late PB' })).toEqual({ fatherUid: ['Father UID is required'] });
    expect(check({ fatherTitle: 'Late MR' })).toEqual({});
    expect(check({ fatherTitle: 'PB', fatherUid: 'F1234567890' })).toEqual({});
  });

  it('22 and over: mother UID only when the mother is PBN (or Late PBN)', () => {
    expect(check({ motherTitle: 'PBN' })).toEqual({ motherUid: ['Mother UID is required'] });
    expect(check({ motherTitle: 'Late PBN' })).toEqual({ motherUid: ['Mother UID is required'] });
    expect(check({ motherTitle: 'PBN', motherUid: 'M1234567890' })).toEqual({});
  });

  it('spouse UID is required when the spouse is PB or PBN', () => {
    expect(check({ spouseTitle: 'PB', spouseName: 'Mohan' })).toEqual({
      spouseUid: ['Spouse UID is required'],
    });
    expect(check({ spouseTitle: 'PBN', spouseName: 'Gita' })).toEqual({
      spouseUid: ['Spouse UID is required'],
    });
    expect(check({ spouseTitle: 'PBN', spouseName: 'Gita', spouseUid: 'S1234567890' })).toEqual({});
    expect(check({ spouseTitle: 'MS', spouseName: 'Gita' })).toEqual({});
  });

  it.each(['PB', 'PBN', 'MR', 'MS', 'Late PB', 'Late PBN', 'Late MR', 'Late MS'])(
    'spouse name is required when the spouse title is %s',
    (spouseTitle) => {
      const result = check({ spouseTitle, spouseUid: 'S1234567890' });
      expect(result).toEqual({ spouseName: ['Spouse name is required'] });
    },
  );

  it('reports cross-field rules while other fields still fail (wizard steps)', () => {
    const result = check({ ...band, email: '', photo: '' });
    expect(result.fatherUid).toEqual(['Father UID is required']);
    expect(result.email).toEqual(['Email is required']);
  });

  it('requiredUidFields follows the same rules', () => {
    expect(requiredUidFields({ dob: '2004-01-01' }, TODAY)).toEqual(['fatherUid', 'motherUid']);
    expect(
      requiredUidFields({ dob: '1990-01-01', fatherTitle: 'PB', spouseTitle: 'PBN' }, TODAY),
    ).toEqual(['fatherUid', 'spouseUid']);
    expect(requiredUidFields({ dob: 'bad', motherTitle: 'PBN' }, TODAY)).toEqual(['motherUid']);
  });
});

describe('address and contact', () => {
  it('pin code must be longer than 4 characters', () => {
    expect(check({ zipcode: '7000' })).toEqual({ zipcode: ['Pin Code is not valid (e.g. 70000)'] });
    expect(check({ zipcode: '70000' })).toEqual({});
  });

  it('email must be valid', () => {
    expect(check({ email: 'ram@' })).toEqual({ email: ['Invalid email address'] });
    expect(check({ email: ' ram@example.org ' })).toEqual({});
  });

  it('phone must be a valid number, India by default', () => {
    expect(check({ phone: '12345' })).toEqual({ phone: ['Phone number is not valid'] });
    expect(check({ phone: '98765 43210' })).toEqual({});
    expect(check({ phone: '+14155552671' })).toEqual({});
  });

  it('country is a two-letter code, upper-cased', () => {
    expect(check({ country: 'India' })).toEqual({ country: ['Country is not valid'] });
    expect(schema.parse({ ...valid, country: 'np' }).country).toBe('NP');
  });

  it('limits lengths', () => {
    expect(check({ address1: 'x'.repeat(201) })).toEqual({
      address1: ['Address line 1 must be at most 200 characters'],
    });
  });
});

describe('applicationDraftSchema', () => {
  it('accepts an empty draft and gives the form defaults', () => {
    const draft = applicationDraftSchema.parse({});
    expect(draft.country).toBe('IN');
    expect(draft.bySecyVerification).toBe(false);
    expect(draft.firstName).toBe('');
    expect(APPLICATION_DEFAULTS).toEqual(draft);
  });

  it('accepts nulls as blanks (stored rows)', () => {
    expect(
      applicationDraftSchema.safeParse({ middleName: null, spouseTitle: null, country: null })
        .success,
    ).toBe(true);
  });

  it('still checks the shape of what is present', () => {
    const result = applicationDraftSchema.safeParse({
      firstName: 'Ram1',
      fatherName: 'Hari_',
      dob: '2023-02-30',
      email: 'nope',
      phone: '123',
      zipcode: '12',
      caste: 'XX',
      country: 'India',
    });
    expect(errors(result)).toEqual({
      firstName: ['The first name must contain alpha characters only.'],
      fatherName: ['The Father name must contain alpha characters only.'],
      dob: ['Date of birth is not a valid date'],
      email: ['Invalid email address'],
      phone: ['Phone number is not valid'],
      zipcode: ['Pin Code is not valid (e.g. 70000)'],
      caste: ['Caste is not a valid choice'],
      country: ['Country is not valid'],
    });
  });

  it('does not apply submit-only rules', () => {
    expect(
      applicationDraftSchema.safeParse({
        dob: '2020-01-01',
        spouseTitle: 'PB',
        bySecyVerification: false,
      }).success,
    ).toBe(true);
  });
});

describe('UID checks', () => {
  it('constants', () => {
    expect(INITIATION_MIN_YEARS).toBe(3);
    expect(UID_LOOKUP_MIN_LENGTH).toBe(11);
    expect(MIN_AGE).toBe(18);
    expect(INDEPENDENT_MIN_AGE).toBe(22);
  });

  it('looks a UID up once it is longer than 10 characters', () => {
    expect(shouldLookupUid('1234567890')).toBe(false);
    expect(shouldLookupUid('12345678901')).toBe(true);
    expect(shouldLookupUid(' 1234567890 ')).toBe(false);
    expect(shouldLookupUid(undefined)).toBe(false);
  });

  it('lists every filled UID, with the 3-year rule for parents in the 18-22 band', () => {
    expect(
      uidChecksFor(
        { dob: '2004-01-01', fatherUid: 'F1', motherUid: ' M2 ', spouseUid: 'S3' },
        TODAY,
      ),
    ).toEqual([
      { field: 'fatherUid', uid: 'F1', label: 'Father', minInitiationYears: 3 },
      { field: 'motherUid', uid: 'M2', label: 'Mother', minInitiationYears: 3 },
      { field: 'spouseUid', uid: 'S3', label: 'Spouse', minInitiationYears: null },
    ]);
    expect(uidChecksFor({ dob: '1990-01-01', fatherUid: 'F1', motherUid: '' }, TODAY)).toEqual([
      { field: 'fatherUid', uid: 'F1', label: 'Father', minInitiationYears: null },
    ]);
  });

  it('words the messages as the spec does', () => {
    expect(englishOf(uidCheckMessages.notValid('Father', 'ABC12345678'))).toBe(
      "Father UID 'ABC12345678' not Valid UID.",
    );
    expect(englishOf(uidCheckMessages.tooRecent('Mother', 'XYZ12345678'))).toBe(
      "Mother UID 'XYZ12345678' must be older then 3 year.",
    );
  });

  it('evaluates a look-up answer', () => {
    const parent = {
      field: 'fatherUid',
      uid: 'F1',
      label: 'Father',
      minInitiationYears: 3,
    } as const;
    const spouse = {
      field: 'spouseUid',
      uid: 'S1',
      label: 'Spouse',
      minInitiationYears: null,
    } as const;
    expect(englishOf(evaluateUidLookup(parent, null, TODAY)!)).toBe(
      "Father UID 'F1' not Valid UID.",
    );
    expect(evaluateUidLookup(parent, { first_doi: '2021-06-15' }, TODAY)).toBeNull();
    expect(englishOf(evaluateUidLookup(parent, { first_doi: '2021-06-16' }, TODAY)!)).toBe(
      "Father UID 'F1' must be older then 3 year.",
    );
    expect(evaluateUidLookup(parent, { first_doi: '15-06-2021' }, TODAY)).toBeNull();
    expect(englishOf(evaluateUidLookup(parent, {}, TODAY)!)).toBe(
      "Father UID 'F1' must be older then 3 year.",
    );
    expect(evaluateUidLookup(spouse, {}, TODAY)).toBeNull();
    expect(englishOf(evaluateUidLookup(spouse, undefined, TODAY)!)).toBe(
      "Spouse UID 'S1' not Valid UID.",
    );
  });

  it('builds the looked-up full name', () => {
    expect(lookupFullName({ first_name: 'Hari', middle_name: null, last_name: ' Sharma ' })).toBe(
      'Hari Sharma',
    );
  });
});

describe('wizard', () => {
  it('has the step titles', () => {
    expect(WIZARD_STEP_TITLES).toEqual([
      'Initial Details',
      'Parent UID Details',
      'Parent UID Details',
      'Applicant Detail',
      'Applicant Detail 2',
      'Review Details',
    ]);
    expect(wizardStepTitle(4)).toBe('Applicant Detail');
  });

  it('routes after step 1 by age', () => {
    expect(wizardNextStep(1, '2006-06-15', TODAY)).toBe(2); // 18
    expect(wizardNextStep(1, '2002-06-16', TODAY)).toBe(2); // 21
    expect(wizardNextStep(1, '2002-06-15', TODAY)).toBe(3); // 22
    expect(wizardNextStep(1, '1990-01-01', TODAY)).toBe(3);
    expect(wizardNextStep(1, '2010-01-01', TODAY)).toBe(3); // under age: the schema stops it
    expect(wizardNextStep(1, '', TODAY)).toBe(1);
  });

  it('moves through the rest and back', () => {
    expect(
      [2, 3, 4, 5, 6].map((s) => wizardNextStep(s as 2 | 3 | 4 | 5 | 6, '1990-01-01', TODAY)),
    ).toEqual([4, 4, 5, 6, null]);
    expect(wizardPreviousStep(4, '2004-01-01', TODAY)).toBe(2);
    expect(wizardPreviousStep(4, '1990-01-01', TODAY)).toBe(3);
    expect(wizardPreviousStep(3, '1990-01-01', TODAY)).toBe(1);
    expect(wizardPreviousStep(1, '1990-01-01', TODAY)).toBeNull();
  });

  it('assigns every form field to a step', () => {
    const stepped = new Set(Object.values(WIZARD_STEP_FIELDS).flat());
    const fields = Object.keys(valid).filter((f) => f !== 'note');
    expect(fields.filter((f) => !stepped.has(f as never))).toEqual([]);
  });

  it('age bands', () => {
    expect([17, 18, 21, 22, 60].map(ageBandFor)).toEqual([
      'under-age',
      'parent-band',
      'parent-band',
      'independent',
      'independent',
    ]);
  });
});

describe('non-object input', () => {
  it('fails cleanly instead of throwing', () => {
    expect(schema.safeParse(null).success).toBe(false);
    expect(schema.safeParse('x').success).toBe(false);
  });
});
