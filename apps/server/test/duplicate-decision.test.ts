import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DUPLICATE_CHECK_MESSAGES, REVIEW_MESSAGES } from '@form-a/domain/messages';
import type { DuplicateMatch } from '@form-a/domain/schemas/duplicate-match';
import { BuiltInDataService } from '../src/modules/duplicates/data-service';
import { upsertMembers } from '../src/modules/members/repository';
import { bearer, createTestContext, type TestContext } from './helper';
import { submitApplication, uploadPhoto } from './fixtures';

/*
 * ADR 049: a record the duplicate check finds a likely match for is validated or approved only
 * with the reviewer's 'I checked: this is not the same person', which the history keeps.
 */

const MEMBER_UID = 'VSR198802141234J';
const MEMBER = {
  firstName: 'Vikram',
  middleName: 'Singh',
  lastName: 'Rathore',
  dob: '1988-02-14',
  fatherName: 'Mahendra Singh Rathore',
};

let ctx: TestContext;
let secretary: string;
let validator: string;
let approver: string;
let validatorName: string;
let approverName: string;
let photo: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await upsertMembers(ctx.database.db, [
    {
      uid: MEMBER_UID,
      title: 'MR',
      firstName: MEMBER.firstName,
      middleName: MEMBER.middleName,
      lastName: MEMBER.lastName,
      dob: MEMBER.dob,
      fatherFirstName: 'Mahendra',
      fatherMiddleName: 'Singh',
      fatherLastName: 'Rathore',
      branch: 'Delhi',
      status: 'Jigyasu',
    },
  ]);
  const login = async (role: 'BBRANCHSEC' | 'UVVOLUNTER' | 'DBAPPROVER') => {
    const user = await ctx.createUser({ role, branch: role === 'BBRANCHSEC' ? 'Agra' : null });
    return { token: (await ctx.login(user.uid)).token, name: `Test ${user.uid}` };
  };
  secretary = (await login('BBRANCHSEC')).token;
  ({ token: validator, name: validatorName } = await login('UVVOLUNTER'));
  ({ token: approver, name: approverName } = await login('DBAPPROVER'));
  photo = await uploadPhoto(ctx.app, secretary);
});
afterAll(async () => ctx?.close());

function decide(
  token: string,
  id: number,
  action: 'validate' | 'approve' | 'return',
  revision: number,
  extra: { duplicateAcknowledged?: boolean; note?: string } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/registrations/${id}/transitions`,
    headers: bearer(token),
    payload: { action, revision, note: extra.note ?? '', ...extra },
  });
}

interface Log {
  action: string;
  actor_name: string;
  note: string;
  from_status: number | null;
  to_status: number;
  creation_date: string;
}

async function detail(id: number) {
  const response = await ctx.app.inject({
    url: `/api/registrations/${id}`,
    headers: bearer(validator),
  });
  return response.json() as { registration: { status: number; revision: number }; logs: Log[] };
}

async function levelOf(id: number) {
  const response = await ctx.app.inject({
    url: `/api/registrations/${id}/duplicates`,
    headers: bearer(validator),
  });
  return (response.json().matches as DuplicateMatch[])[0]?.level ?? null;
}

describe('a likely duplicate of a registry member', () => {
  it('is not validated without the acknowledgement, and nothing is written', async () => {
    const record = await submitApplication(ctx.app, secretary, photo, MEMBER);
    expect(await levelOf(record.id)).toBe('likely');

    for (const extra of [{}, { duplicateAcknowledged: false }]) {
      const refused = await decide(validator, record.id, 'validate', 1, extra);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'CONFLICT',
        messageKey: 'review.duplicateNotAcknowledged',
        message: REVIEW_MESSAGES.duplicateNotAcknowledged,
        fields: { duplicateAcknowledged: REVIEW_MESSAGES.duplicateNotAcknowledged },
      });
    }
    const after = await detail(record.id);
    expect(after.registration).toMatchObject({ status: 1, revision: 1 });
    expect(after.logs.map((log) => log.action)).toEqual(['submit']);
  });

  it('is validated and approved with it, each acknowledgement in the history with who and when', async () => {
    const record = await submitApplication(ctx.app, secretary, photo, MEMBER);
    const started = Date.now();

    const validated = await decide(validator, record.id, 'validate', 1, {
      duplicateAcknowledged: true,
    });
    expect(validated.statusCode, validated.body).toBe(200);
    expect(validated.json().registration.status).toBe(2);

    const refused = await decide(approver, record.id, 'approve', 2);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.messageKey).toBe('review.duplicateNotAcknowledged');
    expect((await detail(record.id)).registration.status).toBe(2);

    const approved = await decide(approver, record.id, 'approve', 2, {
      duplicateAcknowledged: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().registration.status).toBe(3);

    const { logs } = await detail(record.id);
    expect(logs.map((log) => log.action)).toEqual([
      'submit',
      'duplicate-acknowledged',
      'validate',
      'duplicate-acknowledged',
      'approve',
    ]);
    expect(logs[1]).toMatchObject({
      actor_name: validatorName,
      from_status: 1,
      to_status: 1,
      // the member, and the first test's record of the same person, still pending
      note: expect.stringContaining(MEMBER_UID),
    });
    expect(logs[3]).toMatchObject({
      actor_name: approverName,
      from_status: 2,
      to_status: 2,
      // the member, and the first test's record of the same person, still pending
      note: expect.stringContaining(MEMBER_UID),
    });
    for (const log of [logs[1]!, logs[3]!]) {
      expect(Date.parse(log.creation_date)).toBeGreaterThanOrEqual(started - 1000);
    }
  });

  it('keeps the acknowledgement: the history refuses to change or lose it', async () => {
    const record = await submitApplication(ctx.app, secretary, photo, MEMBER);
    await decide(validator, record.id, 'validate', 1, { duplicateAcknowledged: true });
    const refusal = async (statement: string) => {
      const error = await ctx.database.db.execute(statement).then(
        () => null,
        (e: Error & { cause?: Error }) => e,
      );
      return String(error?.cause?.message ?? error?.message);
    };
    const ack = `registration_id = ${record.id} AND action = 'duplicate-acknowledged'`;
    // The app's role has no right to change the log (ADR 024).
    expect(await refusal(`UPDATE registration_logs SET note = '' WHERE ${ack}`)).toMatch(
      /permission denied for table registration_logs/,
    );
    expect(await refusal(`DELETE FROM registration_logs WHERE ${ack}`)).toMatch(
      /permission denied for table registration_logs/,
    );
    const { logs } = await detail(record.id);
    expect(logs.filter((log) => log.action === 'duplicate-acknowledged')).toHaveLength(1);
  });
});

describe('a likely duplicate in process', () => {
  it('names the pending record it was acknowledged against', async () => {
    const person = {
      firstName: 'Gaurav',
      middleName: '',
      lastName: 'Bhardwaj',
      dob: '1991-09-23',
      fatherName: 'Naresh Bhardwaj',
    };
    const first = await submitApplication(ctx.app, secretary, photo, person);
    const second = await submitApplication(ctx.app, secretary, photo, person);
    expect(await levelOf(second.id)).toBe('likely');

    expect((await decide(validator, second.id, 'validate', 1)).statusCode).toBe(409);
    const validated = await decide(validator, second.id, 'validate', 1, {
      duplicateAcknowledged: true,
    });
    expect(validated.statusCode, validated.body).toBe(200);
    const ack = (await detail(second.id)).logs.find(
      (log) => log.action === 'duplicate-acknowledged',
    );
    expect(ack?.note).toBe(`#${first.id}`);
  });
});

describe('no acknowledgement is asked for', () => {
  it('a possible match only: validate and approve as before, nothing added to the history', async () => {
    // the father differs: a namesake, shown as possible
    const record = await submitApplication(ctx.app, secretary, photo, {
      ...MEMBER,
      fatherName: 'Bhupendra Rathore',
    });
    expect(await levelOf(record.id)).toBe('possible');

    expect((await decide(validator, record.id, 'validate', 1)).statusCode).toBe(200);
    expect((await decide(approver, record.id, 'approve', 2)).statusCode).toBe(200);
    expect((await detail(record.id)).logs.map((log) => log.action)).toEqual([
      'submit',
      'validate',
      'approve',
    ]);
  });

  it('no match: an acknowledgement sent anyway is not recorded', async () => {
    const record = await submitApplication(ctx.app, secretary, photo, {
      firstName: 'Ojasvi',
      middleName: '',
      lastName: 'Thakkar',
      dob: '1993-11-03',
      fatherName: 'Paresh Thakkar',
    });
    expect(await levelOf(record.id)).toBeNull();
    const validated = await decide(validator, record.id, 'validate', 1, {
      duplicateAcknowledged: true,
    });
    expect(validated.statusCode, validated.body).toBe(200);
    expect((await detail(record.id)).logs.map((log) => log.action)).toEqual(['submit', 'validate']);
  });

  it('a return: sending the record back needs no duplicate check', async () => {
    const record = await submitApplication(ctx.app, secretary, photo, MEMBER);
    const returned = await decide(validator, record.id, 'return', 1, {
      note: 'Is this the member VSR…? Please check with the seeker.',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().registration.status).toBe(6);
  });
});

describe('when the duplicate check cannot run', () => {
  it('validate waits for it (502, in words), the record stays as it was', async () => {
    const record = await submitApplication(ctx.app, secretary, photo, {
      firstName: 'Harsh',
      middleName: '',
      lastName: 'Vardhan',
      dob: '1992-01-19',
      fatherName: 'Mukesh Vardhan',
    });
    const failing = vi
      .spyOn(BuiltInDataService.prototype, 'findDuplicates')
      .mockRejectedValueOnce(new Error('down'));
    try {
      const response = await decide(validator, record.id, 'validate', 1, {
        duplicateAcknowledged: true,
      });
      expect(response.statusCode, response.body).toBe(502);
      expect(response.json().error).toMatchObject({
        code: 'UPSTREAM_FAILED',
        messageKey: 'duplicateCheck.decisionWaits',
        message: DUPLICATE_CHECK_MESSAGES.decisionWaits,
      });
    } finally {
      failing.mockRestore();
    }
    expect((await detail(record.id)).registration.status).toBe(1);
    expect((await decide(validator, record.id, 'validate', 1)).statusCode).toBe(200);
  });

  it('a request the state of the record refuses is a 409, not a wait on the check', async () => {
    const record = await submitApplication(ctx.app, secretary, photo, {
      firstName: 'Ritwik',
      middleName: '',
      lastName: 'Sengupta',
      dob: '1990-06-02',
      fatherName: 'Amal Sengupta',
    });
    expect((await decide(validator, record.id, 'validate', 1)).statusCode).toBe(200);
    const failing = vi
      .spyOn(BuiltInDataService.prototype, 'findDuplicates')
      .mockRejectedValue(new Error('down'));
    try {
      // validated already: a second validate, and one at the old revision
      const again = await decide(validator, record.id, 'validate', 2);
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json().error.code).toBe('INVALID_TRANSITION');
      const stale = await decide(approver, record.id, 'approve', 1);
      expect(stale.statusCode, stale.body).toBe(409);
      expect(stale.json().error.code).toBe('STALE_REVISION');
      const unknown = await decide(approver, 987_654_321, 'approve', 1);
      expect(unknown.statusCode, unknown.body).toBe(404);
    } finally {
      failing.mockRestore();
    }
  });
});
