import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helper';
import { act, seedRegistry, submitApplication, uploadPhoto } from './fixtures';
import { recordStatements } from './round-trips';

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

async function validatedRecord(firstName: string) {
  const record = await submitApplication(ctx.app, secretary, photo, { firstName });
  const validated = await act(ctx.app, validator, record.id, 'validate', record.revision);
  expect(validated.statusCode, validated.body).toBe(200);
  return validated.json().registration as { id: number; revision: number };
}

describe('round trips of one approval', () => {
  it('an approval, hand-off included, sends the database at most 15 statements (21 before)', async () => {
    // A warm-up approval: the first one on a connection also prepares the named statements.
    const first = await validatedRecord('Warm');
    expect((await act(ctx.app, approver, first.id, 'approve', first.revision)).statusCode).toBe(
      200,
    );

    const record = await validatedRecord('Counted');
    const { result, statements } = await recordStatements(() =>
      act(ctx.app, approver, record.id, 'approve', record.revision),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toMatchObject({ handoff: 'delivered', delivery: { state: 'delivered' } });
    if (process.env.PRINT_STATEMENTS) console.log(statements.join('\n'));
    // bench/RESULTS.md, "Round trips of one approval": 21 before applyTransition, 12 after
    // (13 with the approval's notification, 15 with the duplicate check an approval waits for:
    // the record's names and the candidates, ADR 049). The session look-up is one of them.
    expect(statements.length).toBeLessThanOrEqual(15);
    // no savepoint for the one-row member upsert, and the answer is not read back
    expect(statements.filter((text) => /savepoint/i.test(text))).toEqual([]);
    expect(statements.filter((text) => /^select\b[^]*\bfrom "outbox"/i.test(text))).toEqual([]);
  });
});
