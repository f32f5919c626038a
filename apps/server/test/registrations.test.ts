import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { registrations } from '../src/db/schema';
import { bearer, createTestContext, type TestContext } from './helper';
import { seedRegistry, TEST_CONSENT, uploadPhoto, validApplication } from './fixtures';

let ctx: TestContext;
let agra: string;
let agraOther: string;
let gurgaon: string;
let validator: string;
let photo: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedRegistry(ctx.database.db);
  agra = (await ctx.login((await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Agra' })).uid))
    .token;
  agraOther = (await ctx.login((await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Agra' })).uid))
    .token;
  gurgaon = (await ctx.login((await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Gurgaon' })).uid))
    .token;
  validator = (await ctx.login((await ctx.createUser({ role: 'UVVOLUNTER' })).uid)).token;
  photo = await uploadPhoto(ctx.app, agra);
});
afterAll(async () => ctx?.close());

function create(
  token: string,
  values: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/registrations',
    headers: { ...bearer(token), ...headers },
    payload: values,
  });
}

function update(token: string, id: number, values: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/registrations/${id}`,
    headers: bearer(token),
    payload: values,
  });
}

async function counts(token: string) {
  return (
    await ctx.app.inject({ url: '/api/registrations/counts', headers: bearer(token) })
  ).json();
}

describe('drafts', () => {
  it('saves a draft with only some fields, then completes and submits it', async () => {
    const before = await counts(agra);
    const draft = await create(agra, { action: 'draft', firstName: 'Kavita', title: 'MS' });
    expect(draft.statusCode).toBe(201);
    const saved = draft.json();
    expect(saved.message).toBe('Draft has been saved.');
    expect(saved.registration).toMatchObject({
      status: 7,
      StatusName: { StatusID: 7, StatusName: 'Draft' },
      branch: 'Agra',
      first_name: 'Kavita',
      uid: null,
      revision: 1,
    });
    expect((await counts(agra)).draft).toBe(before.draft + 1);

    const again = await update(agra, saved.registration.id, {
      action: 'draft',
      revision: 1,
      firstName: 'Kavita',
      lastName: 'Rao',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Request has been saved as draft.');
    expect(again.json().registration.revision).toBe(2);

    const submitted = await update(agra, saved.registration.id, {
      ...validApplication(photo),
      firstName: 'Kavita',
      title: 'MS',
      consent: TEST_CONSENT,
      action: 'submit',
      revision: 2,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().message).toBe('Request has been submitted and sent for approval.');
    expect(submitted.json().registration.status).toBe(1);
    const after = await counts(agra);
    expect(after.draft).toBe(before.draft);
    expect(after.inProcess).toBe(before.inProcess + 1);

    const detail = await ctx.app.inject({
      url: `/api/registrations/${saved.registration.id}`,
      headers: bearer(agra),
    });
    expect(detail.json().logs.map((l: { action: string }) => l.action)).toEqual([
      'draft',
      'draft',
      'submit',
    ]);
    expect(detail.json().logs[2]).toMatchObject({ from_status: 7, to_status: 1 });
  });

  it('still checks the shape of what a draft holds', async () => {
    const response = await create(agra, { action: 'draft', firstName: 'K4vita', email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      firstName: 'The first name must contain alpha characters only.',
      email: 'Invalid email address',
    });
  });

  it("refuses a record for another branch than the secretary's own", async () => {
    const response = await create(agra, { action: 'draft', branch: 'Gurgaon', firstName: 'A' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.branch).toBe('Branch must be your own branch (Agra).');
  });
});

describe('idempotent create', () => {
  it('returns the first answer to a retried request and makes one record', async () => {
    const before = await counts(agra);
    const key = `retry-${Date.now()}`;
    const values = { ...validApplication(photo), consent: TEST_CONSENT, action: 'submit' };
    const first = await create(agra, values, { 'idempotency-key': key });
    const second = await create(agra, values, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().registration.id).toBe(first.json().registration.id);
    expect((await counts(agra)).pendingValidation).toBe(before.pendingValidation + 1);
  });

  it('refuses the same key with a different request', async () => {
    const key = `reuse-${Date.now()}`;
    await create(agra, { action: 'draft', firstName: 'One' }, { 'idempotency-key': key });
    const other = await create(
      agra,
      { action: 'draft', firstName: 'Two' },
      { 'idempotency-key': key },
    );
    expect(other.statusCode).toBe(422);
  });

  it('does not remember a refused request: the corrected retry goes through', async () => {
    const key = `fix-${Date.now()}`;
    const bad = await create(
      agra,
      { action: 'submit', consent: TEST_CONSENT, firstName: 'X' },
      { 'idempotency-key': key },
    );
    expect(bad.statusCode).toBe(400);
    const good = await create(
      agra,
      { ...validApplication(photo), consent: TEST_CONSENT, action: 'submit' },
      { 'idempotency-key': `${key}-2` },
    );
    expect(good.statusCode).toBe(201);
  });
});

describe('revisions and states', () => {
  it('refuses a stale revision with 409 and keeps the newer data', async () => {
    const draft = (await create(agra, { action: 'draft', firstName: 'Asha' })).json().registration;
    const first = await update(agra, draft.id, {
      action: 'draft',
      revision: 1,
      firstName: 'Asha',
      lastName: 'One',
    });
    expect(first.statusCode).toBe(200);
    const stale = await update(agra, draft.id, {
      action: 'draft',
      revision: 1,
      firstName: 'Asha',
      lastName: 'Two',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('STALE_REVISION');
    const detail = await ctx.app.inject({
      url: `/api/registrations/${draft.id}`,
      headers: bearer(agra),
    });
    expect(detail.json().registration.last_name).toBe('One');
  });

  it('refuses an action the record state does not allow with 409, changing nothing', async () => {
    const submitted = (
      await create(agra, { ...validApplication(photo), consent: TEST_CONSENT, action: 'submit' })
    ).json().registration;
    const again = await update(agra, submitted.id, {
      ...validApplication(photo),
      action: 'draft',
      revision: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('INVALID_TRANSITION');
    const resubmit = await update(agra, submitted.id, {
      ...validApplication(photo),
      action: 'resubmit',
      revision: 1,
    });
    expect(resubmit.statusCode).toBe(409);
    const detail = (
      await ctx.app.inject({ url: `/api/registrations/${submitted.id}`, headers: bearer(agra) })
    ).json();
    expect(detail.registration).toMatchObject({ status: 1, revision: 1 });
    expect(detail.logs).toHaveLength(1);
  });

  it('lets the secretary correct and resubmit a returned record', async () => {
    const submitted = (
      await create(agra, { ...validApplication(photo), consent: TEST_CONSENT, action: 'submit' })
    ).json().registration;
    // The reviewer's return arrives with the review issue; here the record is put in state 6 directly.
    await ctx.database.db
      .update(registrations)
      .set({ status: 6 })
      .where(eq(registrations.id, submitted.id));
    const resubmitted = await update(agra, submitted.id, {
      ...validApplication(photo),
      address1: '14 Civil Lines',
      note: 'Address corrected',
      action: 'resubmit',
      revision: 1,
    });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(resubmitted.json().message).toBe('Request has been Resubmitted to Sabha.');
    expect(resubmitted.json().registration).toMatchObject({
      status: 1,
      address1: '14 Civil Lines',
    });
    const opened = await ctx.app.inject({
      url: `/api/registrations/${submitted.id}`,
      headers: bearer(agra),
    });
    expect(resubmitted.json().registration).toEqual(opened.json().registration);
  });

  it('keeps audit rows append-only in the database itself', async () => {
    const draft = (await create(agra, { action: 'draft', firstName: 'Audit' })).json().registration;
    const refusal = async (statement: string) => {
      const error = await ctx.database.db.execute(statement).then(
        () => null,
        (e: Error & { cause?: Error }) => e,
      );
      return String(error?.cause?.message ?? error?.message);
    };
    // The app's role has no right to change the log (ADR 024).
    expect(
      await refusal(`UPDATE registration_logs SET note = 'x' WHERE registration_id = ${draft.id}`),
    ).toMatch(/permission denied for table registration_logs/);
    expect(
      await refusal(`DELETE FROM registration_logs WHERE registration_id = ${draft.id}`),
    ).toMatch(/permission denied for table registration_logs/);
    const detail = await ctx.app.inject({
      url: `/api/registrations/${draft.id}`,
      headers: bearer(agra),
    });
    expect(detail.json().logs).toHaveLength(1);
  });
});

describe('branch isolation', () => {
  it("answers 404 for another branch's record, for reading and writing", async () => {
    const draft = (await create(agra, { action: 'draft', firstName: 'Hidden' })).json()
      .registration;
    const read = await ctx.app.inject({
      url: `/api/registrations/${draft.id}`,
      headers: bearer(gurgaon),
    });
    expect(read.statusCode).toBe(404);
    const write = await update(gurgaon, draft.id, {
      action: 'draft',
      revision: 1,
      firstName: 'Taken',
    });
    expect(write.statusCode).toBe(404);
    const sameBranch = await ctx.app.inject({
      url: `/api/registrations/${draft.id}`,
      headers: bearer(agraOther),
    });
    expect(sameBranch.statusCode).toBe(200);
  });

  it("never lists another branch's records", async () => {
    await create(gurgaon, { action: 'draft', firstName: 'Gurgaonite' });
    // one after the other and twice over: the list query is a prepared statement per shape,
    // and each secretary's branch must still be the one it runs with
    for (const [token, branch] of [
      [agra, 'Agra'],
      [gurgaon, 'Gurgaon'],
      [agra, 'Agra'],
      [gurgaon, 'Gurgaon'],
    ] as const) {
      const list = await ctx.app.inject({
        url: '/api/registrations?view=mine&pageSize=100',
        headers: bearer(token),
      });
      const branches = new Set(list.json().items.map((r: { branch: string }) => r.branch));
      expect([...branches]).toEqual([branch]);
    }
  });

  it('refuses intake to other roles with 403', async () => {
    const response = await create(validator, { action: 'draft', firstName: 'No' });
    expect(response.statusCode).toBe(403);
  });
});

describe('lists', () => {
  it('pages newest first with the total, and sorts and filters on the server', async () => {
    for (const name of ['Filterone', 'Filtertwo', 'Filterthree']) {
      await create(gurgaon, { action: 'draft', firstName: name });
    }
    const page = await ctx.app.inject({
      url: '/api/registrations?view=draft&pageSize=2',
      headers: bearer(gurgaon),
    });
    const body = page.json();
    expect(body.pageSize).toBe(2);
    expect(body.items).toHaveLength(2);
    expect(body.total).toBe(4);
    expect(body.role).toBe('BBRANCHSEC');
    expect(body.items[0].id).toBeGreaterThan(body.items[1].id);

    const filtered = await ctx.app.inject({
      url: '/api/registrations?view=draft&filterField=first_name&filterOperator=startsWith&filterValue=filtert&sort=first_name&order=asc',
      headers: bearer(gurgaon),
    });
    expect(filtered.json().items.map((r: { first_name: string }) => r.first_name)).toEqual([
      'Filterthree',
      'Filtertwo',
    ]);
    expect(filtered.json().total).toBe(2);
  });

  it('shows submitted and validated records in In Process, and refuses reviewer views to a secretary', async () => {
    const inProcess = await ctx.app.inject({
      url: '/api/registrations?view=in-process',
      headers: bearer(agra),
    });
    expect(inProcess.statusCode).toBe(200);
    expect(inProcess.json().items.every((r: { status: number }) => [1, 2].includes(r.status))).toBe(
      true,
    );
    const reviewerView = await ctx.app.inject({
      url: '/api/registrations?view=all',
      headers: bearer(agra),
    });
    expect(reviewerView.statusCode).toBe(403);
  });

  it('refuses an unbounded page', async () => {
    const response = await ctx.app.inject({
      url: '/api/registrations?pageSize=5000',
      headers: bearer(agra),
    });
    expect(response.statusCode).toBe(400);
  });
});
