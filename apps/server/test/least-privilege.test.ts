import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_VIEW_NAMES } from '@form-a/domain/registration-views';
import { upsertMembers } from '../src/modules/members/repository';
import { bearer, createTestContext, type TestContext } from './helper';
import { act, seedRegistry, submitApplication, uploadPhoto } from './fixtures';

// Agra's people, seen from outside Agra: another branch's secretary, the data viewer and the
// administrator must not reach an Agra member's birth date, father, phone, email or address
// through any route (ADR 020). Positive controls show that the same markers are found where
// they are meant to be, so that a test of absence cannot pass by looking in the wrong place.

const REGISTRY_UID = 'PRS197708191001J';
const SECRET = {
  dob: '1991-07-23',
  fatherName: 'Zorawar Quillfeather',
  email: 'priya.hidden@example.org',
  phone: '+919811122233',
  address1: 'Hidden Lane 77',
};
/** what must not appear, in any case and in every date form the API uses */
const MARKERS = [
  '1991-07-23',
  '23-07-1991',
  '23/07/1991',
  '"1991"',
  '1977-08-19',
  '19-08-1977',
  '"1977"',
  'zorawar',
  'quillfeather',
  'priya.hidden',
  '9811122233',
  'hidden lane',
];

let ctx: TestContext;
const token: Record<string, string> = {};
let pending: { id: number };
let approved: { id: number };
let jigyasuId: string;
let photo: string;
let photoId: string;

function leaks(body: string): string[] {
  const text = body.toLowerCase();
  return MARKERS.filter((marker) => text.includes(marker));
}

beforeAll(async () => {
  ctx = await createTestContext();
  await seedRegistry(ctx.database.db);
  await upsertMembers(ctx.database.db, [
    {
      uid: REGISTRY_UID,
      title: 'MS',
      firstName: 'Priya',
      lastName: 'Sharma',
      dob: '1977-08-19',
      fatherFirstName: 'Zorawar',
      fatherLastName: 'Quillfeather',
      firstDoi: '2001-01-01',
      branch: 'Agra',
      status: 'Initiated',
      emailAddress: SECRET.email,
      phoneNumber: SECRET.phone,
    },
  ]);
  const signIn = async (
    name: string,
    role: Parameters<TestContext['createUser']>[0]['role'],
    branch: string | null = null,
  ) => {
    token[name] = (await ctx.login((await ctx.createUser({ role, branch })).uid)).token;
  };
  await signIn('agra', 'BBRANCHSEC', 'Agra');
  await signIn('gurgaon', 'BBRANCHSEC', 'Gurgaon');
  await signIn('validator', 'UVVOLUNTER');
  await signIn('approver', 'DBAPPROVER');
  await signIn('viewer', 'DATAVIEWER');
  await signIn('admin', 'ADMIN');

  photo = await uploadPhoto(ctx.app, token.agra!);
  photoId = photo.split('/').pop()!;
  const secrets = {
    dob: SECRET.dob,
    fatherName: SECRET.fatherName,
    email: SECRET.email,
    phone: SECRET.phone,
    address1: SECRET.address1,
  };
  pending = await submitApplication(ctx.app, token.agra!, photo, {
    ...secrets,
    firstName: 'Priya',
  });
  const toApprove = await submitApplication(ctx.app, token.agra!, photo, {
    ...secrets,
    firstName: 'Priyanka',
  });
  const validated = await act(ctx.app, token.validator!, toApprove.id, 'validate', 1);
  const done = await act(
    ctx.app,
    token.approver!,
    toApprove.id,
    'approve',
    validated.json().registration.revision,
  );
  expect(done.statusCode, done.body).toBe(200);
  jigyasuId = done.json().jigyasuId;
  approved = toApprove;
  // the approval hands the record to the built-in collection store before it answers
  expect(done.json().handoff).toBe('delivered');
});
afterAll(async () => ctx?.close());

function urls(): string[] {
  return [
    `/api/members/${REGISTRY_UID}`,
    `/api/members/${jigyasuId}`,
    `/ext/uid/form_a_data/${REGISTRY_UID}`,
    `/ext/uid/form_a_data/${jigyasuId}`,
    '/ext/data/jigyasu_dedup_data?first_name=Priya&last_name=Sharma',
    '/ext/data/jigyasu_dedup_data?first_name=Priyanka&last_name=Sharma',
    `/api/registrations/${pending.id}/duplicates`,
    `/api/registrations/${approved.id}/duplicates`,
    `/api/registrations/${pending.id}`,
    `/api/registrations/${approved.id}`,
    ...REGISTRATION_VIEW_NAMES.map((view) => `/api/registrations?view=${view}`),
    `/api/registrations/${approved.id}/approved-record`,
    `/api/approved-records/${jigyasuId}`,
    `/ext/collection/jigyasu_data/${jigyasuId}`,
    `/api/transfers/search?uid=${REGISTRY_UID}`,
    `/api/transfers/search?uid=${jigyasuId}`,
    '/api/transfers',
    '/api/outbox?view=all',
    '/api/registrations/counts',
  ];
}

async function get(url: string, as: string) {
  return ctx.app.inject({ url, headers: bearer(token[as]!) });
}

describe.each(['gurgaon', 'viewer', 'admin'])('as %s', (caller) => {
  it("reaches no Agra member's birth date, father, phone, email or address", async () => {
    const found: string[] = [];
    for (const url of urls()) {
      const response = await get(url, caller);
      const leaked = leaks(response.body);
      if (leaked.length > 0) found.push(`${url} (${response.statusCode}): ${leaked.join(', ')}`);
    }
    expect(found).toEqual([]);
  });

  it('gets no Agra photo and no Agra record by id', async () => {
    expect((await get(`/api/photos/${photoId}`, caller)).statusCode).not.toBe(200);
    for (const id of [pending.id, approved.id]) {
      expect([403, 404]).toContain((await get(`/api/registrations/${id}`, caller)).statusCode);
    }
  });
});

describe('where the same data is meant to be seen (controls)', () => {
  it("the Agra secretary reads their own branch's record and member contacts", async () => {
    expect(leaks((await get(`/api/registrations/${pending.id}`, 'agra')).body)).toEqual(
      expect.arrayContaining(['1991-07-23', 'priya.hidden', 'quillfeather', 'hidden lane']),
    );
    expect(leaks((await get(`/api/transfers/search?uid=${jigyasuId}`, 'agra')).body)).toEqual(
      expect.arrayContaining(['priya.hidden', '9811122233']),
    );
    expect((await get(`/api/photos/${photoId}`, 'agra')).statusCode).toBe(200);
  });

  it("the approver's 'View Data' shows the approved record", async () => {
    const response = await get(`/ext/collection/jigyasu_data/${jigyasuId}`, 'approver');
    expect(response.statusCode).toBe(200);
    expect(leaks(response.body)).toEqual(expect.arrayContaining(['quillfeather', 'priya.hidden']));
  });

  it('the duplicate check shows names, birth date and father, never contacts or address', async () => {
    const response = await get(`/api/registrations/${pending.id}/duplicates`, 'validator');
    expect(response.statusCode).toBe(200);
    expect(leaks(response.body)).toEqual(expect.arrayContaining(['1991-07-23', 'zorawar']));
    const contacts = leaks(response.body).filter((m) => /priya|9811|lane/.test(m));
    expect(contacts).toEqual([]);
  });
});

describe("the data viewer's lists", () => {
  it('carry summary rows, refuse a sort or filter by a column they leave out, and no record', async () => {
    const list = await get('/api/registrations?view=all', 'viewer');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((item: { first_name: string }) => item.first_name)).toEqual(
      expect.arrayContaining(['Priya', 'Priyanka']),
    );
    expect(Object.keys(list.json().items[0]).sort()).toEqual(
      [
        'StatusName',
        'branch',
        'created_at',
        'first_name',
        'id',
        'last_name',
        'last_updated',
        'middle_name',
        'status',
        'title',
        'uid',
      ].sort(),
    );
    const byEmail = await get(
      '/api/registrations?view=all&filterField=email&filterValue=priya.hidden',
      'viewer',
    );
    expect(byEmail.statusCode).toBe(400);
    expect(byEmail.json().error.fields).toHaveProperty('filterField');
    const byDob = await get('/api/registrations?view=all&sort=dob', 'viewer');
    expect(byDob.statusCode).toBe(400);
    expect((await get(`/api/registrations/${pending.id}`, 'viewer')).statusCode).toBe(403);
  });

  it('and the counts of the dashboard', async () => {
    const counts = await get('/api/registrations/counts', 'viewer');
    expect(counts.statusCode).toBe(200);
    expect(counts.json()).toMatchObject({ approved: 1, pendingValidation: 1 });
  });
});

describe('the administrator', () => {
  it('manages users and the outbox but reads no member data', async () => {
    expect((await get('/api/users', 'admin')).statusCode).toBe(200);
    expect((await get('/api/outbox?view=all', 'admin')).statusCode).toBe(200);
    for (const url of [
      `/api/registrations/${pending.id}`,
      '/api/registrations?view=all',
      `/api/members/${REGISTRY_UID}`,
      '/ext/data/jigyasu_dedup_data?first_name=Priya',
      `/ext/collection/jigyasu_data/${jigyasuId}`,
      `/api/approved-records/${jigyasuId}`,
    ]) {
      expect((await get(url, 'admin')).statusCode, url).toBe(403);
    }
  });
});
