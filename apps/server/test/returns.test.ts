import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@form-a/domain/status';
import { returnDestination } from '@form-a/domain/workflow';
import { bearer, createTestContext, type TestContext } from './helper';
import { act, seedRegistry, submitApplication, uploadPhoto } from './fixtures';

/** ADR 048: a return hands the record to the person its button names. */

let ctx: TestContext;
let secretary: string;
let validator: string;
let approver: string;
let photo: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedRegistry(ctx.database.db);
  const login = async (role: 'BBRANCHSEC' | 'UVVOLUNTER' | 'DBAPPROVER') =>
    (
      await ctx.login(
        (await ctx.createUser({ role, branch: role === 'BBRANCHSEC' ? 'Agra' : null })).uid,
      )
    ).token;
  secretary = await login('BBRANCHSEC');
  validator = await login('UVVOLUNTER');
  approver = await login('DBAPPROVER');
  photo = await uploadPhoto(ctx.app, secretary);
});
afterAll(async () => ctx?.close());

async function detail(id: number) {
  return (
    await ctx.app.inject({ url: `/api/registrations/${id}`, headers: bearer(validator) })
  ).json();
}

async function listIds(token: string, view: string): Promise<number[]> {
  const answer = await ctx.app.inject({
    url: `/api/registrations?view=${view}&pageSize=100`,
    headers: bearer(token),
  });
  return answer.json().items.map((row: { id: number }) => row.id);
}

const PEOPLE = [
  ['Anil', 'Verma', '1971-03-04'],
  ['Bharat', 'Kapoor', '1978-06-15'],
  ['Chetan', 'Mehta', '1983-09-21'],
  ['Dinesh', 'Nair', '1988-11-02'],
  ['Eshan', 'Rao', '1992-02-27'],
  ['Farhan', 'Joshi', '1965-07-19'],
  ['Girish', 'Pillai', '1999-12-08'],
  ['Harish', 'Bose', '1975-05-30'],
] as const;
let nextPerson = 0;

/**
 * A submitted record of someone like nobody else here: the duplicate check would ask the
 * validator to compare (ADR 049), which is not what these tests are about.
 */
async function submitted() {
  const [firstName, lastName, dob] = PEOPLE[nextPerson++ % PEOPLE.length]!;
  return submitApplication(ctx.app, secretary, photo, {
    firstName,
    lastName,
    dob,
    fatherName: `Mahesh ${lastName}`,
    motherName: `Lata ${lastName}`,
  });
}

/** A record the validator has validated: status 2, revision 2. */
async function validatedRecord() {
  const record = await submitted();
  const validated = await act(ctx.app, validator, record.id, 'validate', 1);
  expect(validated.statusCode, validated.body).toBe(200);
  return record;
}

const STATUS_OF = { secretary: STATUS.RETURNED, validator: STATUS.SUBMITTED } as const;
const MESSAGE_OF = {
  secretary: 'The request has been returned to the branch secretary.',
  validator: 'The request has been returned to the validator.',
} as const;

describe('returns go where their buttons say', () => {
  it.each([
    { role: 'UVVOLUNTER', action: 'return', from: STATUS.SUBMITTED, to: 'secretary' },
    { role: 'DBAPPROVER', action: 'return', from: STATUS.VALIDATED, to: 'validator' },
    { role: 'DBAPPROVER', action: 'returnToSecretary', from: STATUS.VALIDATED, to: 'secretary' },
  ] as const)(
    "$role's $action stores the status of the $to, says so, and logs the note",
    async ({ role, action, from, to }) => {
      // the web labels each button by this (review-actions.tsx)
      expect(returnDestination(from, action, role)).toBe(to);
      const record = from === STATUS.VALIDATED ? await validatedRecord() : await submitted();
      const token = role === 'UVVOLUNTER' ? validator : approver;
      const revision = from === STATUS.VALIDATED ? 2 : 1;
      const answer = await act(ctx.app, token, record.id, action, revision, 'Wrong pin code');
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().message).toBe(MESSAGE_OF[to]);
      expect(answer.json().registration.status).toBe(STATUS_OF[to]);

      const stored = await detail(record.id);
      expect(stored.registration.status).toBe(STATUS_OF[to]);
      expect(stored.logs.at(-1)).toMatchObject({
        action,
        from_status: from,
        to_status: STATUS_OF[to],
        note: 'Wrong pin code',
      });
      // and it is in the list of the person it went to
      if (to === 'secretary') {
        expect(await listIds(secretary, 'returned')).toContain(record.id);
      } else {
        expect(await listIds(validator, 'pending-validation')).toContain(record.id);
      }
    },
  );

  it("tells the secretary of the approver's return to her, with the reason", async () => {
    const record = await validatedRecord();
    await act(ctx.app, approver, record.id, 'returnToSecretary', 2, 'Father name misspelt');
    const bell = await ctx.app.inject({ url: '/api/notifications', headers: bearer(secretary) });
    expect(bell.json().items[0]).toMatchObject({
      kind: 'registration.returned',
      registrationId: record.id,
      params: expect.objectContaining({ reason: 'Father name misspelt' }),
    });
  });

  it("does not tell the secretary of the approver's return to the validator", async () => {
    const record = await validatedRecord();
    await act(ctx.app, approver, record.id, 'return', 2, 'Check the duplicate again');
    const bell = await ctx.app.inject({ url: '/api/notifications', headers: bearer(secretary) });
    const about = bell
      .json()
      .items.filter((item: { registrationId: number | null }) => item.registrationId === record.id);
    expect(about).toEqual([]);
  });

  it('needs a reason for the return to the secretary too (400 on the note)', async () => {
    const record = await validatedRecord();
    const refused = await act(ctx.app, approver, record.id, 'returnToSecretary', 2, ' ');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      note: 'Please write why the record is returned.',
    });
    expect((await detail(record.id)).registration.status).toBe(STATUS.VALIDATED);
  });

  it('refuses the return to the secretary where the table has no row', async () => {
    // not validated yet: it is the validator's (409, in words)
    const record = await submitted();
    const early = await act(ctx.app, approver, record.id, 'returnToSecretary', 1, 'a reason');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.messageKey).toBe('conflict.backWithValidator');
    // a validator's return already goes to the secretary; this action is the approver's (403)
    const byValidator = await act(ctx.app, validator, record.id, 'returnToSecretary', 1, 'x');
    expect(byValidator.statusCode).toBe(403);
    expect((await detail(record.id)).registration.status).toBe(STATUS.SUBMITTED);
  });
});
