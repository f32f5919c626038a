import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferForm } from './fixtures';
import { bearer, createTestContext, type TestContext } from './helper';
import { findMemberByUid, upsertMembers } from '../src/modules/members/repository';

let ctx: TestContext;
let agra: string;
let gurgaon: string;
let approver: string;

const OWN = 'RKS196503121001J';
const OTHER_INITIATED = 'SKV197001012001J';
const OTHER_JIGYASU = 'PRM199901013001J';
const NAMED_IN_REGISTRY = 'NKM198001014001J';
/** A request's fields about the person beyond their name: contact, address, the branch's report. */
const PERSONAL_FIELD =
  /^(email|contactNumber|address|city|state|country|attendance|behaviour|other)/;

beforeAll(async () => {
  ctx = await createTestContext();
  await upsertMembers(ctx.database.db, [
    {
      uid: OWN,
      title: 'PB',
      firstName: 'Ram',
      lastName: 'Sharma',
      branch: 'Agra',
      status: 'Initiated',
      firstDoi: '1990-01-01',
      emailAddress: 'ram@example.org',
      phoneNumber: '+919876543210',
    },
    {
      uid: OTHER_INITIATED,
      title: 'PB',
      firstName: 'Suresh',
      lastName: 'Verma',
      branch: 'Gurgaon',
      status: 'Initiated',
      firstDoi: '1995-01-01',
    },
    {
      uid: OTHER_JIGYASU,
      title: 'MR',
      firstName: 'Prem',
      lastName: 'Mathur',
      branch: 'Gurgaon',
      status: 'Jigyasu',
    },
    {
      uid: NAMED_IN_REGISTRY,
      title: 'MR',
      firstName: 'Naresh',
      lastName: 'Kumar',
      branch: 'Gurgaon',
      status: 'Jigyasu',
    },
  ]);
  agra = (await ctx.login((await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Agra' })).uid))
    .token;
  gurgaon = (await ctx.login((await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Gurgaon' })).uid))
    .token;
  approver = (await ctx.login((await ctx.createUser({ role: 'DBAPPROVER' })).uid)).token;
});
afterAll(async () => ctx?.close());

const search = (uid: string, token = agra) =>
  ctx.app.inject({
    url: `/api/transfers/search?uid=${encodeURIComponent(uid)}`,
    headers: bearer(token),
  });

const submit = (values: Record<string, unknown>, token = agra) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/transfers',
    headers: bearer(token),
    payload: values,
  });

describe('transfer search outcomes', () => {
  it('finds a member of the own branch', async () => {
    const response = await search(OWN.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(response.json().member).toMatchObject({
      branch: 'Agra',
      title: 'PB',
      first_name: 'Ram',
      last_name: 'Sharma',
      email_address: 'ram@example.org',
      phone_number: '+919876543210',
      status: 'Initiated',
    });
  });

  it("needs a UID that ends in J: 'Please enter valid Jigyasu UID.'", async () => {
    for (const uid of ['', 'RKS19650312100']) {
      const response = await search(uid);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.uid).toBe('Please enter valid Jigyasu UID.');
    }
  });

  it("answers 'Please enter valid UID.' when nothing is found", async () => {
    const response = await search('NOPE19000101999J');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Please enter valid UID.');
  });

  it("answers 'Not authorized for this UID.' for another branch's initiated member", async () => {
    const response = await search(OTHER_INITIATED);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Not authorized for this UID.');
    // ... while that branch's own secretary may
    expect((await search(OTHER_INITIATED, gurgaon)).statusCode).toBe(200);
  });

  it("allows another branch's record whose status is Jigyasu", async () => {
    expect((await search(OTHER_JIGYASU)).statusCode).toBe(200);
  });

  it("answers 'Unexpected error!' when the UID service fails", async () => {
    const broken = await createTestContext({
      services: { uid: { lookup: () => Promise.reject(new Error('500')) } },
    });
    try {
      const token = (
        await broken.login((await broken.createUser({ role: 'BBRANCHSEC', branch: 'Agra' })).uid)
      ).token;
      const response = await broken.app.inject({
        url: `/api/transfers/search?uid=${OWN}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().error.message).toBe('Unexpected error!');
    } finally {
      await broken.close();
    }
  });
});

describe('transfer form rules', () => {
  it.each([
    ['movingToBranch', { movingToBranch: '' }, 'Required'],
    ['firstName', { firstName: '' }, 'Required'],
    ['title', { title: '' }, 'Required'],
    ['lastName', { lastName: '' }, 'Required'],
    ['email', { email: '' }, 'Required'],
    ['contactNumber', { contactNumber: '' }, 'Required'],
    ['behaviour', { behaviour: '' }, 'Required'],
    ['attendance', { attendance: 'Excellent' }, 'Required'],
    ['addressLine1', { addressLine1: '' }, 'Required'],
    ['addressLine2', { addressLine2: '' }, 'Required'],
    ['addressLine3', { addressLine3: '' }, 'Required'],
    ['city', { city: '' }, 'Required'],
    ['state', { state: '' }, 'Required'],
    ['country', { country: '' }, 'Required'],
    ['email', { email: 'ram@' }, 'Invalid email address'],
    ['contactNumber', { contactNumber: '123' }, 'Phone number is not valid'],
    [
      'otherBehaviourInput',
      { behaviour: 'Other', otherBehaviourInput: '' },
      'Please specify the other behaviour',
    ],
    ['movingToBranch', { movingToBranch: 'Agra' }, 'The member is already in this branch.'],
    ['movingToBranch', { movingToBranch: 'Atlantis' }, 'Branch is not in the branch list.'],
  ])('%s: %j is refused with %s', async (field, changes, message) => {
    const response = await submit(transferForm(OWN, changes));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
  });

  it('refuses the request for a UID the secretary may not transfer', async () => {
    const response = await submit(transferForm(OTHER_INITIATED, { currentBranch: 'Gurgaon' }));
    expect(response.statusCode).toBe(403);
  });
});

describe('request and decision', () => {
  it("stores the registry's title and names, not the ones the browser sent", async () => {
    const created = await submit(
      transferForm(NAMED_IN_REGISTRY, { title: 'PB', firstName: 'Someone', lastName: 'Else' }),
      gurgaon,
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().transfer).toMatchObject({
      title: 'MR',
      firstName: 'Naresh',
      lastName: 'Kumar',
    });
    const detail = await ctx.app.inject({
      url: `/api/transfers/${created.json().transfer.id}`,
      headers: bearer(approver),
    });
    expect(detail.json().transfer).toMatchObject({
      title: 'MR',
      firstName: 'Naresh',
      lastName: 'Kumar',
    });
  });

  it('stores one open request per UID, and approval moves the member to the new branch', async () => {
    const created = await submit(
      transferForm(OWN, { behaviour: 'Other', otherBehaviourInput: 'Moved for work' }),
      agra,
    );
    expect(created.statusCode, created.body).toBe(201);
    const transfer = created.json().transfer;
    expect(transfer).toMatchObject({
      status: 'Requested',
      currentBranch: 'Agra',
      movingToBranch: 'Mathura',
    });

    const second = await submit(transferForm(OWN, { movingToBranch: 'Kanpur' }));
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe('A transfer request for this UID is already open.');

    const mine = await ctx.app.inject({ url: '/api/transfers?view=mine', headers: bearer(agra) });
    expect(mine.json().items.map((t: { id: number }) => t.id)).toContain(transfer.id);
    const others = await ctx.app.inject({ url: '/api/transfers', headers: bearer(gurgaon) });
    expect(others.json().items.map((t: { id: number }) => t.id)).not.toContain(transfer.id);

    const open = await ctx.app.inject({
      url: '/api/transfers?view=open',
      headers: bearer(approver),
    });
    expect(open.json().items.map((t: { id: number }) => t.id)).toContain(transfer.id);
    // A list names the request, its branches and its state: no contact and no address, for the
    // approver (every branch's) or the secretary; the request opened shows them (ADR 080).
    const listed = open.json().items.find((t: { id: number }) => t.id === transfer.id);
    const own = mine.json().items.find((t: { id: number }) => t.id === transfer.id);
    for (const item of [listed, own]) {
      expect(item).toMatchObject({ uid: OWN, firstName: 'Ram', currentBranch: 'Agra' });
      expect(Object.keys(item).filter((key) => PERSONAL_FIELD.test(key))).toEqual([]);
      expect(JSON.stringify(item)).not.toMatch(/example\.org|3210|Main Road|temple|Sector 4/);
    }
    const opened = await ctx.app.inject({
      url: `/api/transfers/${transfer.id}`,
      headers: bearer(approver),
    });
    expect(opened.json().transfer).toMatchObject({
      email: 'ram@example.org',
      contactNumber: '+919876543210',
    });

    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/transfers/${transfer.id}/decision`,
      headers: bearer(approver),
      payload: { decision: 'approve', revision: 1, note: 'ok' },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().transfer.status).toBe('Approved');

    // the look-up answers names only (ADR 020): the registry itself shows the move
    expect((await findMemberByUid(ctx.database.db, OWN))?.branch).toBe('Mathura');

    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/transfers/${transfer.id}/decision`,
      headers: bearer(approver),
      payload: { decision: 'reject', revision: 2 },
    });
    expect(again.statusCode).toBe(409);

    const detail = await ctx.app.inject({
      url: `/api/transfers/${transfer.id}`,
      headers: bearer(agra),
    });
    expect(detail.json().logs.map((l: { action: string }) => l.action)).toEqual([
      'request',
      'approve',
    ]);
  });

  it('a rejection leaves the member where they are and is visible to the secretary', async () => {
    const created = (
      await submit(
        transferForm(OTHER_JIGYASU, { firstName: 'Prem', lastName: 'Mathur', title: 'MR' }),
      )
    ).json().transfer;
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: `/api/transfers/${created.id}/decision`,
      headers: bearer(approver),
      payload: { decision: 'reject', revision: 1, note: 'not now' },
    });
    expect(rejected.json().transfer).toMatchObject({ status: 'Rejected', decisionNote: 'not now' });
    const member = await ctx.app.inject({
      url: `/api/transfers/search?uid=${OTHER_JIGYASU}`,
      headers: bearer(agra),
    });
    expect(member.json().member.branch).toBe('Gurgaon');
  });

  it('is decided by approvers only', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/transfers/1/decision',
      headers: bearer(agra),
      payload: { decision: 'approve', revision: 1 },
    });
    expect(response.statusCode).toBe(403);
  });

  it('makes one request for a retried submission with the same Idempotency-Key', async () => {
    const fresh = 'MNO198001014001J';
    await upsertMembers(ctx.database.db, [
      {
        uid: fresh,
        title: 'MR',
        firstName: 'Mohan',
        lastName: 'Nath',
        branch: 'Agra',
        status: 'Initiated',
      },
    ]);
    const values = transferForm(fresh, { firstName: 'Mohan', lastName: 'Nath', title: 'MR' });
    const headers = { ...bearer(agra), 'idempotency-key': 'transfer-retry-1' };
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/transfers',
      headers,
      payload: values,
    });
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/transfers',
      headers,
      payload: values,
    });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().transfer.id).toBe(first.json().transfer.id);
  });
});
