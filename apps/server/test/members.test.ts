import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from './helper';
import { upsertMembers } from '../src/modules/members/repository';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await upsertMembers(ctx.database.db, [
    {
      uid: 'RKS196503121001J',
      title: 'PB',
      firstName: 'Ram',
      middleName: 'Kumar',
      lastName: 'Sharma',
      dob: '1965-03-12',
      firstDoi: '1990-05-01',
      branch: 'Agra',
      status: 'Initiated',
      emailAddress: 'ram@example.org',
      phoneNumber: '+919876543210',
    },
  ]);
  const user = await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Agra' });
  token = (await ctx.login(user.uid)).token;
});
afterAll(async () => ctx?.close());

describe('UID service contract', () => {
  it('answers an array with the person record for a known UID, in any case', async () => {
    const response = await ctx.app.inject({
      url: '/ext/uid/form_a_data/rks196503121001j',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        uid: 'RKS196503121001J',
        title: 'PB',
        first_name: 'Ram',
        middle_name: 'Kumar',
        last_name: 'Sharma',
        initiated_3_years: true,
        initiated_on: null,
      },
    ]);
  });

  it('answers an empty array for an unknown UID', async () => {
    const response = await ctx.app.inject({
      url: '/ext/uid/form_a_data/NOPE00000000J',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('needs a session: the registry holds personal data', async () => {
    const response = await ctx.app.inject({ url: '/ext/uid/form_a_data/RKS196503121001J' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/members/:uid', () => {
  it('returns the member found through the UID service', async () => {
    const response = await ctx.app.inject({
      url: '/api/members/RKS196503121001J',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    // only what the wizard needs: no branch, status, email or phone, and the initiation date
    // only when it is under 3 years back
    expect(response.json()).toEqual({
      member: {
        uid: 'RKS196503121001J',
        title: 'PB',
        first_name: 'Ram',
        middle_name: 'Kumar',
        last_name: 'Sharma',
        initiated_3_years: true,
        initiated_on: null,
      },
    });
  });

  it('says whether the member was initiated 3 years ago, and when only if it was not', async () => {
    await upsertMembers(ctx.database.db, [
      {
        uid: 'NEW202401011001J',
        title: 'PB',
        firstName: 'Navin',
        middleName: '',
        lastName: 'Rao',
        dob: '1980-01-01',
        firstDoi: new Date().toISOString().slice(0, 10),
        branch: 'Agra',
        status: 'Initiated',
        emailAddress: '',
        phoneNumber: '',
      },
    ]);
    const response = await ctx.app.inject({
      url: '/api/members/NEW202401011001J',
      headers: bearer(token),
    });
    expect(response.json().member).toEqual(
      expect.objectContaining({
        first_name: 'Navin',
        initiated_3_years: false,
        initiated_on: new Date().toISOString().slice(0, 10),
      }),
    );
    expect(response.json().member).not.toHaveProperty('first_doi');
  });

  it('answers 404 for an unknown UID', async () => {
    const response = await ctx.app.inject({
      url: '/api/members/NOPE00000000J',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(404);
  });
});
