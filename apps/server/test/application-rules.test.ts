import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from './helper';
import {
  FATHER_UID,
  MOTHER_UID,
  RECENT_UID,
  SPOUSE_UID,
  seedRegistry,
  TEST_CONSENT,
  uploadPhoto,
  validApplication,
} from './fixtures';

/**
 * Every rule of spec section 5 "Application", as the server enforces it on submit: one
 * request that breaks the rule (400 with the field's message, nothing stored) and one that
 * satisfies it (201).
 */
let ctx: TestContext;
let token: string;
let photo: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedRegistry(ctx.database.db);
  const secretary = await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Agra' });
  token = (await ctx.login(secretary.uid)).token;
  photo = await uploadPhoto(ctx.app, token);
});
afterAll(async () => ctx?.close());

const yearsAgo = (years: number, monthDay = '01-10') =>
  `${new Date().getUTCFullYear() - years}-${monthDay}`;
const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;

type Values = Record<string, unknown>;
interface Rule {
  rule: string;
  failing: (v: Values) => Values;
  field: string;
  message: string;
  passing: (v: Values) => Values;
}

const set = (changes: Values) => (v: Values) => ({ ...v, ...changes });
const band = (changes: Values) => (v: Values) => ({
  ...v,
  ...validApplication(String(v.photo), 20),
  ...changes,
});
const same = (v: Values) => v;

const RULES: Rule[] = [
  {
    rule: 'branch is required',
    failing: set({ branch: '' }),
    field: 'branch',
    message: 'Branch is required',
    passing: same,
  },
  {
    rule: 'title is required',
    failing: set({ title: '' }),
    field: 'title',
    message: 'Title is required',
    passing: set({ title: 'MS' }),
  },
  {
    rule: 'first name is required',
    failing: set({ firstName: '' }),
    field: 'firstName',
    message: 'First name is required',
    passing: same,
  },
  {
    rule: 'first name letters and spaces only',
    failing: set({ firstName: 'Rohit2' }),
    field: 'firstName',
    message: 'The first name must contain alpha characters only.',
    passing: set({ firstName: 'Rohit Kumar' }),
  },
  {
    rule: 'middle name letters and spaces only',
    failing: set({ middleName: 'K.' }),
    field: 'middleName',
    message: 'The middle name must contain alpha characters only.',
    passing: set({ middleName: 'Kumar' }),
  },
  {
    rule: 'last name letters and spaces only',
    failing: set({ lastName: "D'Souza" }),
    field: 'lastName',
    message: 'The last name must contain alpha characters only.',
    passing: set({ lastName: 'De Souza' }),
  },
  {
    rule: 'dob is required',
    failing: set({ dob: '' }),
    field: 'dob',
    message: 'Date of birth is required',
    passing: same,
  },
  {
    rule: 'applicant must be over 18',
    failing: set({ dob: yearsAgo(17) }),
    field: 'dob',
    message: 'User must be over 18 years old.',
    passing: band({ dob: yearsAgo(18) }),
  },
  {
    rule: 'dob not in the future',
    failing: set({ dob: nextYear }),
    field: 'dob',
    message: 'Date of birth cannot be in the future',
    passing: same,
  },
  {
    rule: 'father UID required in the 18–22 band',
    failing: band({ fatherUid: '' }),
    field: 'fatherUid',
    message: 'Father UID is required',
    passing: band({}),
  },
  {
    rule: 'mother UID required in the 18–22 band',
    failing: band({ motherUid: '' }),
    field: 'motherUid',
    message: 'Mother UID is required',
    passing: band({}),
  },
  {
    rule: 'father UID must exist',
    failing: band({ fatherUid: 'XYZ19000101999J' }),
    field: 'fatherUid',
    message: "Father UID 'XYZ19000101999J' not Valid UID.",
    passing: band({}),
  },
  {
    rule: 'mother UID must exist',
    failing: band({ motherUid: 'XYZ19000101998J' }),
    field: 'motherUid',
    message: "Mother UID 'XYZ19000101998J' not Valid UID.",
    passing: band({}),
  },
  {
    rule: 'father initiated 3 years or more',
    failing: band({ fatherUid: RECENT_UID }),
    field: 'fatherUid',
    message: `Father UID '${RECENT_UID}' must be older then 3 year.`,
    passing: band({ fatherUid: FATHER_UID }),
  },
  {
    rule: 'mother initiated 3 years or more',
    failing: band({ motherUid: RECENT_UID }),
    field: 'motherUid',
    message: `Mother UID '${RECENT_UID}' must be older then 3 year.`,
    passing: band({ motherUid: MOTHER_UID }),
  },
  {
    rule: 'from 22, father UID required when the father title is PB',
    failing: set({ fatherTitle: 'PB', fatherUid: '' }),
    field: 'fatherUid',
    message: 'Father UID is required',
    passing: set({ fatherTitle: 'MR', fatherUid: '' }),
  },
  {
    rule: 'from 22, mother UID required when the mother title is PBN',
    failing: set({ motherTitle: 'PBN', motherUid: '' }),
    field: 'motherUid',
    message: 'Mother UID is required',
    passing: set({ motherTitle: 'PBN', motherUid: MOTHER_UID }),
  },
  {
    rule: 'spouse UID required when the spouse title is PB or PBN',
    failing: set({ spouseTitle: 'PBN', spouseName: 'Meena Gupta', spouseUid: '' }),
    field: 'spouseUid',
    message: 'Spouse UID is required',
    passing: set({ spouseTitle: 'PBN', spouseName: 'Meena Gupta', spouseUid: SPOUSE_UID }),
  },
  {
    rule: 'spouse UID must exist',
    failing: set({ spouseTitle: 'PB', spouseName: 'Amit Gupta', spouseUid: 'NOPE19900101997J' }),
    field: 'spouseUid',
    message: "Spouse UID 'NOPE19900101997J' not Valid UID.",
    passing: set({ spouseTitle: 'MS', spouseName: 'Meena Gupta' }),
  },
  {
    rule: 'father title is required',
    failing: set({ fatherTitle: '' }),
    field: 'fatherTitle',
    message: 'Father title is required',
    passing: set({ fatherTitle: 'Late MR' }),
  },
  {
    rule: 'mother title is required',
    failing: set({ motherTitle: '' }),
    field: 'motherTitle',
    message: 'Mother title is required',
    passing: set({ motherTitle: 'Late MS' }),
  },
  {
    rule: 'father name is required',
    failing: set({ fatherName: '' }),
    field: 'fatherName',
    message: 'Father name is required',
    passing: same,
  },
  {
    rule: 'father name letters and spaces only',
    failing: set({ fatherName: 'Ram 2' }),
    field: 'fatherName',
    message: 'The Father name must contain alpha characters only.',
    passing: same,
  },
  {
    rule: 'mother name is required',
    failing: set({ motherName: '' }),
    field: 'motherName',
    message: 'Mother name is required',
    passing: same,
  },
  {
    rule: 'mother name letters and spaces only',
    failing: set({ motherName: 'Sita@' }),
    field: 'motherName',
    message: 'The Mother name must contain alpha characters only.',
    passing: same,
  },
  {
    rule: 'spouse name letters and spaces only (its own message)',
    failing: set({ spouseTitle: 'MS', spouseName: 'Meena 1' }),
    field: 'spouseName',
    message: 'The Spouse name must contain alpha characters only.',
    passing: set({ spouseTitle: 'MS', spouseName: 'Meena' }),
  },
  {
    rule: 'spouse name required when a spouse title is chosen',
    failing: set({ spouseTitle: 'Late MR', spouseName: '' }),
    field: 'spouseName',
    message: 'Spouse name is required',
    passing: set({ spouseTitle: '', spouseName: '' }),
  },
  {
    rule: 'address line 1 is required',
    failing: set({ address1: '' }),
    field: 'address1',
    message: 'Address line 1 is required',
    passing: same,
  },
  {
    rule: 'state is required',
    failing: set({ region: '' }),
    field: 'region',
    message: 'State is required',
    passing: same,
  },
  {
    rule: 'caste is required',
    failing: set({ caste: '' }),
    field: 'caste',
    message: 'Caste is required',
    passing: set({ caste: 'ST' }),
  },
  {
    rule: 'pin code is required',
    failing: set({ zipcode: '' }),
    field: 'zipcode',
    message: 'Pin Code is required',
    passing: same,
  },
  {
    rule: 'pin code longer than 4 characters',
    failing: set({ zipcode: '2820' }),
    field: 'zipcode',
    message: 'Pin Code is not valid (e.g. 70000)',
    passing: set({ zipcode: '70000' }),
  },
  {
    rule: 'country is required',
    failing: set({ country: '' }),
    field: 'country',
    message: 'Country is required',
    passing: set({ country: 'GB', region: 'England', phone: '+442079460000' }),
  },
  {
    rule: 'email is required',
    failing: set({ email: '' }),
    field: 'email',
    message: 'Email is required',
    passing: same,
  },
  {
    rule: 'email must be valid',
    failing: set({ email: 'rohit@' }),
    field: 'email',
    message: 'Invalid email address',
    passing: set({ email: 'r.s@example.co.in' }),
  },
  {
    rule: 'phone is required',
    failing: set({ phone: '' }),
    field: 'phone',
    message: 'Phone number is required',
    passing: same,
  },
  {
    rule: 'phone must be a phone number',
    failing: set({ phone: '12345' }),
    field: 'phone',
    message: 'Phone number is not valid',
    passing: set({ phone: '9876543210' }),
  },
  {
    rule: 'occupation is required',
    failing: set({ occupation: '' }),
    field: 'occupation',
    message: 'Occupation is required',
    passing: set({ occupation: '40' }),
  },
  {
    rule: 'qualification is required',
    failing: set({ qualification: '' }),
    field: 'qualification',
    message: 'Qualification is required',
    passing: set({ qualification: '70' }),
  },
  {
    rule: 'nationality is required',
    failing: set({ nationality: '' }),
    field: 'nationality',
    message: 'Nationality is required',
    passing: set({ nationality: 'DC' }),
  },
  {
    rule: 'verification must be checked',
    failing: set({ bySecyVerification: false }),
    field: 'bySecyVerification',
    message: 'You need to accept the terms and conditions',
    passing: same,
  },
  {
    rule: 'photo is required',
    failing: set({ photo: '' }),
    field: 'photo',
    message: 'Please Upload photo.',
    passing: same,
  },
  {
    rule: 'photo must be an uploaded photo',
    failing: set({ photo: '/api/photos/00000000-0000-4000-8000-000000000000' }),
    field: 'photo',
    message: 'Please Upload photo.',
    passing: same,
  },
  {
    rule: 'city and note are optional',
    failing: set({ city: 'x'.repeat(101) }),
    field: 'city',
    message: 'City must be at most 100 characters',
    passing: set({ city: '', note: '' }),
  },
];

async function submit(values: Values) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/registrations',
    headers: bearer(token),
    payload: { consent: TEST_CONSENT, ...values, action: 'submit' },
  });
}

async function count() {
  const response = await ctx.app.inject({
    url: '/api/registrations/counts',
    headers: bearer(token),
  });
  return response.json().pendingValidation as number;
}

describe('application rules on submit', () => {
  it.each(RULES)('$rule: refused with its message', async ({ failing, field, message }) => {
    const before = await count();
    const response = await submit(failing(validApplication(photo)));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.json().error.fields[field]).toBe(message);
    expect(await count()).toBe(before);
  });

  it.each(RULES)('$rule: accepted when kept', async ({ passing }) => {
    const response = await submit(passing(validApplication(photo)));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().registration.status).toBe(1);
  });

  it('reports the problems of every field at once', async () => {
    const response = await submit({ action: 'submit' });
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.fields;
    expect(fields).toMatchObject({
      branch: 'Branch is required',
      title: 'Title is required',
      firstName: 'First name is required',
      photo: 'Please Upload photo.',
      bySecyVerification: 'You need to accept the terms and conditions',
    });
  });

  it('treats an unreachable UID service as "not valid", never as a 500', async () => {
    const offline = await createTestContext({
      services: { uid: { lookup: async () => Promise.reject(new Error('down')) } },
    });
    try {
      const secretary = await offline.createUser({ role: 'BBRANCHSEC', branch: 'Agra' });
      const { token: offlineToken } = await offline.login(secretary.uid);
      const offlinePhoto = await uploadPhoto(offline.app, offlineToken);
      const response = await offline.app.inject({
        method: 'POST',
        url: '/api/registrations',
        headers: bearer(offlineToken),
        payload: { ...validApplication(offlinePhoto, 20), consent: TEST_CONSENT, action: 'submit' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.fatherUid).toBe(
        `Father UID '${FATHER_UID}' not Valid UID.`,
      );
    } finally {
      await offline.close();
    }
  });
});
