import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { registrations } from '../src/db/schema';
import { findMemberByUid } from '../src/modules/members/repository';
import { bearer, createTestContext, type TestContext } from './helper';
import { act, seedRegistry, submitApplication, uploadPhoto } from './fixtures';

let ctx: TestContext;
let secretary: string;
let validator: string;
let approver: string;
let viewer: string;
let admin: string;
let photo: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedRegistry(ctx.database.db);
  const login = async (role: 'BBRANCHSEC' | 'UVVOLUNTER' | 'DBAPPROVER' | 'DATAVIEWER' | 'ADMIN') =>
    (
      await ctx.login(
        (await ctx.createUser({ role, branch: role === 'BBRANCHSEC' ? 'Agra' : null })).uid,
      )
    ).token;
  secretary = await login('BBRANCHSEC');
  validator = await login('UVVOLUNTER');
  approver = await login('DBAPPROVER');
  viewer = await login('DATAVIEWER');
  admin = await login('ADMIN');
  photo = await uploadPhoto(ctx.app, secretary);
});
afterAll(async () => ctx?.close());

async function detail(id: number, token = validator) {
  return (await ctx.app.inject({ url: `/api/registrations/${id}`, headers: bearer(token) })).json();
}

describe('the review journey', () => {
  it('validate, return to validator, validate again, approve: one ID, member added, record handed off', async () => {
    const record = await submitApplication(ctx.app, secretary, photo, {
      firstName: 'Rohit',
      middleName: 'Kumar',
      lastName: 'Sharma',
      dob: '2000-04-09',
    });

    const validated = await act(ctx.app, validator, record.id, 'validate', 1, 'looks right');
    expect(validated.statusCode, validated.body).toBe(200);
    expect(validated.json().message).toBe('Request has been validated and sent for approval.');
    expect(validated.json().registration.status).toBe(2);

    const returned = await act(ctx.app, approver, record.id, 'return', 2, 'check the address');
    expect(returned.json().message).toBe('The request has been returned to the validator.');
    expect(returned.json().registration.status).toBe(1);

    await act(ctx.app, validator, record.id, 'validate', 3);
    const approved = await act(ctx.app, approver, record.id, 'approve', 4);
    expect(approved.statusCode, approved.body).toBe(200);
    const body = approved.json();
    expect(body.jigyasuId).toMatch(/^RKS20000409\d+J$/);
    expect(body.message).toBe(
      `Request has been Approved and New Jigyasu ID is : ${body.jigyasuId}`,
    );
    expect(body.registration).toMatchObject({ status: 3, uid: body.jigyasuId });
    // the built-in collection service takes it during the approval, so the answer says delivered (ADR 029)
    expect(body.delivery).toMatchObject({ state: 'delivered', idempotencyKey: body.jigyasuId });
    expect(body.handoff).toBe('delivered');

    const logs = (await detail(record.id)).logs;
    expect(logs.map((l: { action: string }) => l.action)).toEqual([
      'submit',
      'validate',
      'return',
      'validate',
      'approve',
    ]);
    expect(logs[1]).toMatchObject({
      validate_by: expect.any(String),
      approved_by: '',
      note: 'looks right',
    });
    expect(logs[2]).toMatchObject({ approved_by: expect.any(String), note: 'check the address' });

    const member = await ctx.app.inject({
      url: `/api/members/${body.jigyasuId}`,
      headers: bearer(secretary),
    });
    expect(member.json().member).toMatchObject({ first_name: 'Rohit', initiated_3_years: false });
    // the look-up answers names only (ADR 020): the registry holds the new seeker's branch
    expect(await findMemberByUid(ctx.database.db, body.jigyasuId)).toMatchObject({
      status: 'Jigyasu',
      branch: 'Agra',
    });

    expect(await ctx.app.outboxWorker.runOnce()).toBe(0);
    const view = await ctx.app.inject({
      url: `/api/registrations/${record.id}/approved-record`,
      headers: bearer(approver),
    });
    expect(view.statusCode).toBe(200);
    expect(view.json().delivery.state).toBe('delivered');
    expect(view.json().items).toEqual([
      expect.objectContaining({
        jig_uid: body.jigyasuId,
        First_Name: 'ROHIT',
        Middle_Name: 'KUMAR',
        Last_Name: 'SHARMA',
        DOB_DD: '09',
        DOB_MM: '04',
        DOB_YYYY: '2000',
        Affiliation: 'Agra',
      }),
    ]);

    const approvedList = await ctx.app.inject({
      url: '/api/registrations?view=approved',
      headers: bearer(secretary),
    });
    expect(approvedList.json().items[0]).toMatchObject({ id: record.id, uid: body.jigyasuId });
  });

  it('lets a validator return a record to the secretary, who sees it in Returned', async () => {
    const record = await submitApplication(ctx.app, secretary, photo);
    const returned = await act(ctx.app, validator, record.id, 'return', 1, 'photo unclear');
    expect(returned.json().message).toBe('The request has been returned to the branch secretary.');
    const list = await ctx.app.inject({
      url: '/api/registrations?view=returned',
      headers: bearer(secretary),
    });
    expect(list.json().items.map((r: { id: number }) => r.id)).toContain(record.id);
  });

  it('answers a second Approve with the same ID, not a second one', async () => {
    const record = await submitApplication(ctx.app, secretary, photo);
    await act(ctx.app, validator, record.id, 'validate', 1);
    const first = (await act(ctx.app, approver, record.id, 'approve', 2)).json();
    const second = await act(ctx.app, approver, record.id, 'approve', 2);
    expect(second.statusCode).toBe(200);
    expect(second.json().jigyasuId).toBe(first.jigyasuId);
    expect(second.json().registration).toEqual((await detail(record.id)).registration);
    expect(second.json().delivery).toMatchObject({ idempotencyKey: first.jigyasuId });
    expect(
      (await detail(record.id)).logs.filter((l: { action: string }) => l.action === 'approve'),
    ).toHaveLength(1);
  });

  it('answers 404 for a record that does not exist, for every review action', async () => {
    for (const [token, action] of [
      [validator, 'validate'],
      [validator, 'return'],
      [approver, 'approve'],
    ] as const) {
      const missing = await act(ctx.app, token, 99_999_999, action, 1, 'a reason');
      expect(missing.statusCode, action).toBe(404);
      expect(missing.json().error.message).toBe('Record not found.');
    }
  });

  it('answers submit, validate, return, validate and approve with the record as then stored', async () => {
    const submitted = await submitApplication(ctx.app, secretary, photo);
    expect(submitted).toEqual((await detail(submitted.id)).registration);
    const steps = [
      [validator, 'validate', 1],
      [approver, 'return', 2],
      [validator, 'validate', 3],
      [approver, 'approve', 4],
    ] as const;
    for (const [token, action, revision] of steps) {
      const answer = await act(ctx.app, token, submitted.id, action, revision, 'a reason');
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().registration, action).toEqual((await detail(submitted.id)).registration);
    }
  });

  it('refuses a stale revision with 409', async () => {
    const record = await submitApplication(ctx.app, secretary, photo);
    await act(ctx.app, validator, record.id, 'validate', 1);
    const stale = await act(ctx.app, approver, record.id, 'return', 1, 'a reason');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('STALE_REVISION');
  });
});

describe('transitions outside the table', () => {
  const STATUSES = [1, 2, 3, 6, 7];
  const ACTIONS = ['validate', 'return', 'returnToSecretary', 'approve'] as const;
  const ALLOWED = new Set([
    '1:validate:UVVOLUNTER',
    '1:return:UVVOLUNTER',
    '2:return:DBAPPROVER',
    '2:returnToSecretary:DBAPPROVER',
    '2:approve:DBAPPROVER',
  ]);
  const cases = STATUSES.flatMap((status) =>
    ACTIONS.flatMap((action) =>
      (['UVVOLUNTER', 'DBAPPROVER'] as const)
        .filter((role) => !ALLOWED.has(`${status}:${action}:${role}`))
        .map((role) => ({ status, action, role })),
    ),
  );

  it.each(cases)(
    '$role $action on status $status is refused and changes nothing',
    async ({ status, action, role }) => {
      const record = await submitApplication(ctx.app, secretary, photo);
      await ctx.database.db
        .update(registrations)
        .set({ status })
        .where(eq(registrations.id, record.id));
      const token = role === 'UVVOLUNTER' ? validator : approver;
      const before = await detail(record.id);
      const response = await act(
        ctx.app,
        token,
        record.id,
        action,
        before.registration.revision,
        'a reason',
      );
      // A role that never takes the action gets 403; a state that does not allow it, 409.
      const roleNeverTakes =
        (action === 'validate' && role === 'DBAPPROVER') ||
        (action === 'approve' && role === 'UVVOLUNTER') ||
        (action === 'returnToSecretary' && role === 'UVVOLUNTER');
      if (status === 3 && action === 'approve' && role === 'DBAPPROVER') {
        expect(response.statusCode).toBe(409); // approved without an ID: cannot be "approved again"
      } else {
        expect(response.statusCode).toBe(roleNeverTakes ? 403 : 409);
      }
      const after = await detail(record.id);
      expect(after.registration).toEqual(before.registration);
      expect(after.logs).toEqual(before.logs);
    },
  );

  it('refuses every review action to secretaries and data viewers with 403', async () => {
    const record = await submitApplication(ctx.app, secretary, photo);
    for (const token of [secretary, viewer]) {
      expect((await act(ctx.app, token, record.id, 'validate', 1)).statusCode).toBe(403);
    }
  });

  it('lets a data viewer read lists and counts', async () => {
    expect(
      (await ctx.app.inject({ url: '/api/registrations?view=in-process', headers: bearer(viewer) }))
        .statusCode,
    ).toBe(200);
    const counts = await ctx.app.inject({
      url: '/api/registrations/counts',
      headers: bearer(viewer),
    });
    expect(counts.json()).toMatchObject({
      approved: expect.any(Number),
      inProcess: expect.any(Number),
    });
  });
});

describe('concurrent approvals', () => {
  it('gives 50 records approved at once 50 distinct IDs and sequence numbers', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 50; i++) {
      const record = await submitApplication(ctx.app, secretary, photo, {
        firstName: 'Same',
        lastName: 'Person',
        dob: '1990-01-01',
      });
      await act(ctx.app, validator, record.id, 'validate', 1);
      ids.push(record.id);
    }
    const responses = await Promise.all(ids.map((id) => act(ctx.app, approver, id, 'approve', 2)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const jigyasuIds = responses.map((r) => r.json().jigyasuId as string);
    expect(new Set(jigyasuIds).size).toBe(50);
    expect(jigyasuIds.every((id) => /^SPE19900101\d+J$/.test(id))).toBe(true);
    const sequences = jigyasuIds.map((id) => id.slice('SPE19900101'.length, -1));
    expect(new Set(sequences).size).toBe(50);
  });
});

describe('outbox API', () => {
  it('lists undelivered hand-offs for approvers and admins only, and retries on request', async () => {
    // a stopping worker delivers nothing, so the approval's hand-off stays queued
    await ctx.app.outboxWorker.stop();
    const record = await submitApplication(ctx.app, secretary, photo);
    await act(ctx.app, validator, record.id, 'validate', 1);
    await act(ctx.app, approver, record.id, 'approve', 2);
    const list = await ctx.app.inject({ url: '/api/outbox', headers: bearer(admin) });
    expect(list.statusCode).toBe(200);
    const row = list
      .json()
      .items.find((d: { registrationId: number }) => d.registrationId === record.id);
    expect(row).toMatchObject({ state: 'pending', attempts: 0 });
    const retry = await ctx.app.inject({
      method: 'POST',
      url: `/api/outbox/${row.id}/retry`,
      headers: bearer(approver),
    });
    expect(retry.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ url: '/api/outbox', headers: bearer(validator) })).statusCode,
    ).toBe(403);
  });
});
