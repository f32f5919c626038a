import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES } from '@form-a/domain/messages';
import { bearer, createTestContext, type TestContext } from './helper';
import { act, seedRegistry, submitApplication, uploadPhoto } from './fixtures';

// The header search as each role sees it: what it finds, and what it must never show.

let ctx: TestContext;
const tokens: Record<string, string> = {};
let agraSubmitted: { id: number };
let agraDraft: { id: number };
let gurgaonRecord: { id: number };
let approvedUid: string;

async function signIn(
  name: string,
  role: 'BBRANCHSEC' | 'UVVOLUNTER' | 'DBAPPROVER' | 'DATAVIEWER' | 'ADMIN',
  branch: string | null = null,
) {
  const user = await ctx.createUser({ role, branch });
  tokens[name] = (await ctx.login(user.uid)).token;
}

async function search(who: string, q: string, extra = '') {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}${extra}`,
    headers: bearer(tokens[who]!),
  });
  return response;
}

const ids = (response: { json(): { items: Array<{ id: number }> } }) =>
  response.json().items.map((item) => item.id);

beforeAll(async () => {
  ctx = await createTestContext();
  await seedRegistry(ctx.database.db);
  await signIn('agra', 'BBRANCHSEC', 'Agra');
  await signIn('gurgaon', 'BBRANCHSEC', 'Gurgaon');
  await signIn('validator', 'UVVOLUNTER');
  await signIn('approver', 'DBAPPROVER');
  await signIn('viewer', 'DATAVIEWER');
  await signIn('admin', 'ADMIN');

  const agraPhoto = await uploadPhoto(ctx.app, tokens.agra!);
  agraSubmitted = await submitApplication(ctx.app, tokens.agra!, agraPhoto, {
    firstName: 'Rohit',
    lastName: 'Sharma',
    phone: '+91 98765 43210',
  });
  const draft = await ctx.app.inject({
    method: 'POST',
    url: '/api/registrations',
    headers: bearer(tokens.agra!),
    payload: { action: 'draft', branch: 'Agra', firstName: 'Lakshmi', lastName: 'Chaudhary' },
  });
  expect(draft.statusCode).toBe(201);
  agraDraft = draft.json().registration;

  const gurgaonPhoto = await uploadPhoto(ctx.app, tokens.gurgaon!);
  gurgaonRecord = await submitApplication(ctx.app, tokens.gurgaon!, gurgaonPhoto, {
    branch: 'Gurgaon',
    firstName: 'Rohit',
    lastName: 'Sharma',
    phone: '+91 91234 56789',
  });
  // one record all the way to approval, for its Jigyasu ID
  const toApprove = await submitApplication(ctx.app, tokens.agra!, agraPhoto, {
    firstName: 'Meena',
    lastName: 'Iyer',
    phone: '+91 99887 76655',
  });
  const validated = await act(ctx.app, tokens.validator!, toApprove.id, 'validate', 1);
  expect(validated.statusCode).toBe(200);
  const approved = await act(ctx.app, tokens.approver!, toApprove.id, 'approve', 2);
  expect(approved.statusCode).toBe(200);
  approvedUid = approved.json().registration.uid;
  expect(approvedUid).toMatch(/J$/);
});
afterAll(async () => ctx?.close());

describe('the header search', () => {
  it('finds a surname under another spelling, newest first, with what matched', async () => {
    const response = await search('validator', 'sarma');
    expect(response.statusCode).toBe(200);
    expect(ids(response)).toEqual([gurgaonRecord.id, agraSubmitted.id]);
    expect(response.json().items[0].matched_by).toBe('name');
    expect(response.json().searched).toEqual(['name']);
    expect(response.json().nameMatch).toBe('spelling');
    // every word must match, in any name field and order
    expect(ids(await search('validator', 'Sharma Rohit'))).toEqual([
      gurgaonRecord.id,
      agraSubmitted.id,
    ]);
    expect(ids(await search('validator', 'Rohit Iyer'))).toEqual([]);
  });

  it('finds a record by Jigyasu ID in any case, by application id, and by phone', async () => {
    const byUid = await search('approver', approvedUid.toLowerCase());
    expect(byUid.json().items).toMatchObject([{ uid: approvedUid, matched_by: 'uid' }]);
    const byId = await search('approver', String(agraDraft.id));
    expect(byId.json().items).toMatchObject([{ id: agraDraft.id, matched_by: 'id' }]);
    // matched on the server; a validator's answer shows the number masked (ADR 057)
    const byPhone = await search('validator', '098765-43210');
    expect(byPhone.json().items).toMatchObject([
      { id: agraSubmitted.id, matched_by: 'phone', phone: '98••••3210' },
    ]);
  });

  it("never shows a secretary another branch's record, by any key", async () => {
    expect(ids(await search('agra', 'Sarma'))).toEqual([agraSubmitted.id]);
    expect(ids(await search('gurgaon', 'Sarma'))).toEqual([gurgaonRecord.id]);
    expect(ids(await search('gurgaon', String(agraDraft.id)))).toEqual([]);
    expect(ids(await search('gurgaon', approvedUid))).toEqual([]);
    expect(ids(await search('gurgaon', '9876543210'))).toEqual([]);
    // the secretary's own drafts are found (the duplicate check's keys leave drafts out),
    // here by sound: no record spells Chaudhary as Chowdhury
    const bySound = await search('agra', 'laxmi chowdhury');
    expect(ids(bySound)).toEqual([agraDraft.id]);
    expect(bySound.json().nameMatch).toBe('sound');
  });

  it('gives the data viewer summary rows only, and no search by phone', async () => {
    const response = await search('viewer', 'Sharma');
    expect(response.statusCode).toBe(200);
    const items = response.json().items as Record<string, unknown>[];
    expect(items).toHaveLength(2);
    for (const item of items) {
      for (const field of ['phone', 'email', 'dob', 'father_name', 'address1'])
        expect(item).not.toHaveProperty(field);
    }
    const byPhone = await search('viewer', '9876543210');
    expect(byPhone.statusCode).toBe(400);
    expect(byPhone.json().error.fields.q).toBe(SEARCH_MESSAGES.nothingToSearch);
    // a number short enough to be an application id is still searched as one
    expect((await search('viewer', String(agraDraft.id))).json().searched).toEqual(['id']);
  });

  it('gives readers the birth date and phone that tell namesakes apart', async () => {
    const [hit] = (await search('agra', 'Rohit')).json().items;
    expect(hit).toMatchObject({ id: agraSubmitted.id, phone: '+91 98765 43210' });
    expect(hit.dob).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('pages by cursor', async () => {
    const first = await search('validator', 'Sharma', '&limit=1');
    expect(ids(first)).toEqual([gurgaonRecord.id]);
    const cursor = first.json().nextCursor;
    expect(cursor).toBe(gurgaonRecord.id);
    const second = await search('validator', 'Sharma', `&limit=1&cursor=${cursor}`);
    expect(ids(second)).toEqual([agraSubmitted.id]);
    expect(second.json().nextCursor).toBeNull();
  });

  it('keeps the terms in step with an edited draft', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/registrations/${agraDraft.id}`,
      headers: bearer(tokens.agra!),
      payload: {
        action: 'draft',
        revision: 1,
        branch: 'Agra',
        firstName: 'Lakshmi',
        lastName: 'Agarwal',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(ids(await search('agra', 'Chaudhary'))).toEqual([]);
    expect(ids(await search('agra', 'Lakshmi Agarwal'))).toEqual([agraDraft.id]);
  });

  it('refuses an empty query with a field message, and the administrator outright', async () => {
    const empty = await search('validator', '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toHaveProperty('q');
    const nothing = await search('validator', '!!!');
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.fields.q).toBe(SEARCH_MESSAGES.nothingToSearch);
    expect((await search('admin', 'Sharma')).statusCode).toBe(403);
  });
});
