import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertMembers } from '../src/modules/members/repository';
import { bearer, createTestContext, type TestContext } from './helper';
import { act, seedRegistry, submitApplication, uploadPhoto } from './fixtures';
import { startCollectionStub, type CollectionStub } from './collection-stub';

/** ADR 029: what the review desk and the admin grid tell the people who use them. */

let ctx: TestContext;
let secretary: string;
let validator: string;
let validator2: string;
let approver: string;
let admin: string;
let photo: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedRegistry(ctx.database.db);
  const login = async (role: 'BBRANCHSEC' | 'UVVOLUNTER' | 'DBAPPROVER' | 'ADMIN') =>
    (
      await ctx.login(
        (await ctx.createUser({ role, branch: role === 'BBRANCHSEC' ? 'Agra' : null })).uid,
      )
    ).token;
  secretary = await login('BBRANCHSEC');
  validator = await login('UVVOLUNTER');
  validator2 = await login('UVVOLUNTER');
  approver = await login('DBAPPROVER');
  admin = await login('ADMIN');
  photo = await uploadPhoto(ctx.app, secretary);
});
afterAll(async () => ctx?.close());

describe('conflicts in plain words (bug 5)', () => {
  it('tells the second validator that someone else has already validated the record', async () => {
    const record = await submitApplication(ctx.app, secretary, photo);
    expect((await act(ctx.app, validator, record.id, 'validate', 1)).statusCode).toBe(200);
    const late = await act(ctx.app, validator2, record.id, 'return', 1, 'photo unclear');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'Someone else has already validated this record. Reload to see its current state.',
      messageKey: 'conflict.validated',
    });
  });

  it('says the record is already approved, or already returned, in words', async () => {
    const record = await submitApplication(ctx.app, secretary, photo);
    await act(ctx.app, validator, record.id, 'validate', 1);
    await act(ctx.app, approver, record.id, 'approve', 2);
    const afterApproval = await act(ctx.app, approver, record.id, 'return', 3, 'wrong branch');
    expect(afterApproval.json().error.message).toBe(
      'Someone else has already approved this record. Reload to see its current state.',
    );

    const other = await submitApplication(ctx.app, secretary, photo);
    await act(ctx.app, validator, other.id, 'return', 1, 'photo unclear');
    const afterReturn = await act(ctx.app, validator2, other.id, 'validate', 2);
    expect(afterReturn.json().error.message).toBe(
      'Someone else has already returned this record to the branch secretary. Reload to see its current state.',
    );
    expect(afterReturn.json().error.message).not.toMatch(/status \d/);
  });
});

describe('a return needs a reason', () => {
  it('refuses a return without a note with a field-level 400, and changes nothing', async () => {
    const record = await submitApplication(ctx.app, secretary, photo);
    const refused = await act(ctx.app, validator, record.id, 'return', 1, '   ');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      note: 'Please write why the record is returned.',
    });
    const detail = await ctx.app.inject({
      url: `/api/registrations/${record.id}`,
      headers: bearer(validator),
    });
    expect(detail.json().registration).toMatchObject({ status: 1, revision: 1 });
  });

  it('keeps the reason for the secretary to read', async () => {
    const record = await submitApplication(ctx.app, secretary, photo);
    const returned = await act(ctx.app, validator, record.id, 'return', 1, 'Photo is blurred.');
    expect(returned.statusCode).toBe(200);
    const detail = await ctx.app.inject({
      url: `/api/registrations/${record.id}`,
      headers: bearer(secretary),
    });
    expect(detail.json().logs.at(-1)).toMatchObject({
      action: 'return',
      note: 'Photo is blurred.',
    });
  });
});

describe('approval: the ID to be issued, and what became of the hand-off (bug 6)', () => {
  it('previews the Jigyasu ID to the approver only, and approval issues that ID', async () => {
    const record = await submitApplication(ctx.app, secretary, photo, {
      firstName: 'Kavya',
      middleName: 'Rani',
      lastName: 'Iyer',
      dob: '1994-08-17',
    });
    await act(ctx.app, validator, record.id, 'validate', 1);
    const url = `/api/registrations/${record.id}/jigyasu-id-preview`;
    expect((await ctx.app.inject({ url, headers: bearer(validator) })).statusCode).toBe(403);
    const preview = await ctx.app.inject({ url, headers: bearer(approver) });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ prefix: 'KRI19940817' });
    expect(preview.json().jigyasuId).toMatch(/^KRI19940817\d+J$/);

    const approved = await act(ctx.app, approver, record.id, 'approve', 2);
    expect(approved.json().jigyasuId).toBe(preview.json().jigyasuId);
  });

  it("says 'delivered' when the collection service took the record at once", async () => {
    const record = await submitApplication(ctx.app, secretary, photo);
    await act(ctx.app, validator, record.id, 'validate', 1);
    const approved = await act(ctx.app, approver, record.id, 'approve', 2);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().handoff).toBe('delivered');
    expect(approved.json().delivery).toMatchObject({ state: 'delivered' });
  });

  describe('with a collection service that does not take it', () => {
    let stub: CollectionStub;
    let down: TestContext;
    beforeAll(async () => {
      stub = await startCollectionStub();
      stub.setBehaviour(() => 503);
      down = await createTestContext({ config: { COLLECTION_SERVICE_URL: stub.url } });
      await seedRegistry(down.database.db);
    });
    afterAll(async () => {
      await down?.close();
      await stub?.close();
    });

    it("says 'queued' and that it will be retried", async () => {
      const token = async (role: 'BBRANCHSEC' | 'UVVOLUNTER' | 'DBAPPROVER') =>
        (
          await down.login(
            (await down.createUser({ role, branch: role === 'BBRANCHSEC' ? 'Agra' : null })).uid,
          )
        ).token;
      const sec = await token('BBRANCHSEC');
      const val = await token('UVVOLUNTER');
      const app = await token('DBAPPROVER');
      const record = await submitApplication(down.app, sec, await uploadPhoto(down.app, sec));
      await act(down.app, val, record.id, 'validate', 1);
      const approved = await act(down.app, app, record.id, 'approve', 2);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().handoff).toBe('queued');
      expect(approved.json().delivery.state).not.toBe('delivered');
    });
  });
});

describe('admin: role and branch together (bug 4)', () => {
  it('grants Branch Secretary with a branch in one request', async () => {
    const user = await ctx.createUser({ role: null });
    const saved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: bearer(admin),
      payload: { role: 'BBRANCHSEC', branch: 'Agra' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().user).toMatchObject({ role: 'BBRANCHSEC', branch: 'Agra' });
  });

  it('refuses Branch Secretary without a branch, on the branch field, and stores nothing', async () => {
    const user = await ctx.createUser({ role: null });
    const refused = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: bearer(admin),
      payload: { role: 'BBRANCHSEC', branch: null },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      fields: { branch: 'A branch secretary needs a branch.' },
      messageKey: 'admin.branchRequiredForSecretary',
    });
    const list = await ctx.app.inject({
      url: `/api/users?search=${user.uid}`,
      headers: bearer(admin),
    });
    expect(list.json().items[0]).toMatchObject({ role: null, branch: null });
  });
});

describe('duplicates where decisions are made', () => {
  const TWIN = {
    uid: 'PNS198803051201J',
    title: 'MR',
    firstName: 'Prakash',
    middleName: '',
    lastName: 'Sharma',
    dob: '1988-03-05',
    fatherFirstName: 'Ramesh',
    fatherMiddleName: '',
    fatherLastName: 'Sharma',
    firstDoi: null,
    branch: 'Gurgaon',
    status: 'Jigyasu',
  };
  const respelt = {
    firstName: 'Prakash',
    lastName: 'Sarma',
    dob: '1988-03-05',
    fatherName: 'Ramesh Sarma',
  };

  beforeAll(async () => {
    await upsertMembers(ctx.database.db, [TWIN]);
  });

  it("marks a queue page's records with their best match level, computed for that page", async () => {
    const likely = await submitApplication(ctx.app, secretary, photo, respelt);
    const stranger = await submitApplication(ctx.app, secretary, photo, {
      firstName: 'Ojasvi',
      lastName: 'Thakkar',
      dob: '1990-11-03',
      fatherName: 'Mahesh Thakkar',
    });
    const response = await ctx.app.inject({
      url: `/api/registrations/duplicate-levels?ids=${likely.id},${stranger.id}`,
      headers: bearer(validator),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items).toEqual(
      expect.arrayContaining([
        { id: likely.id, level: 'likely' },
        { id: stranger.id, level: null },
      ]),
    );
    const asSecretary = await ctx.app.inject({
      url: `/api/registrations/duplicate-levels?ids=${likely.id}`,
      headers: bearer(secretary),
    });
    expect(asSecretary.statusCode).toBe(403);
  });

  it('warns a secretary before submit that the person is already in the registry, without their data', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/duplicates/precheck',
      headers: bearer(secretary),
      payload: {
        first_name: 'Prakash',
        last_name: 'Sarma',
        dob: '1988-03-05',
        father_first_name: 'Ramesh',
        father_last_name: 'Sarma',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ warning: { level: 'likely', source: 'registry' } });

    const nobody = await ctx.app.inject({
      method: 'POST',
      url: '/api/duplicates/precheck',
      headers: bearer(secretary),
      payload: { first_name: 'Zubin', last_name: 'Kohli', dob: '1979-12-24' },
    });
    expect(nobody.json()).toEqual({ warning: null });
  });
});
