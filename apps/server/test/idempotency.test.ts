import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { registrations } from '../src/db/schema';
import { bearer, createTestContext, type TestContext } from './helper';
import { seedRegistry } from './fixtures';

// The Idempotency-Key of the routes that declare `idempotent` (ADR 012, ADR 071): the first
// answer is kept with the key and replayed, another body under the key is refused, and requests
// racing with one key make one record.

let ctx: TestContext;
let secretary: string;
let otherSecretary: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedRegistry(ctx.database.db);
  secretary = (await ctx.login((await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Agra' })).uid))
    .token;
  otherSecretary = (
    await ctx.login((await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Agra' })).uid)
  ).token;
});
afterAll(async () => ctx?.close());

function createDraft(token: string, firstName: string, key?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/registrations',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { action: 'draft', title: 'MS', firstName },
  });
}

function saveDraft(id: number, revision: number, lastName: string, key: string) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/registrations/${id}`,
    headers: { ...bearer(secretary), 'idempotency-key': key },
    payload: { action: 'draft', revision, title: 'MS', firstName: 'Meera', lastName },
  });
}

async function recordsNamed(firstName: string) {
  return ctx.database.db
    .select({ id: registrations.id })
    .from(registrations)
    .where(eq(registrations.firstName, firstName));
}

describe('a route that declares idempotent', () => {
  it('answers as usual without a key, and makes a record each time', async () => {
    const first = await createDraft(secretary, 'Nokey');
    const second = await createDraft(secretary, 'Nokey');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await recordsNamed('Nokey')).toHaveLength(2);
  });

  it('replays the stored answer, status and body, marked as a replay', async () => {
    const first = await createDraft(secretary, 'Replay', 'idem-replay');
    const again = await createDraft(secretary, 'Replay', 'idem-replay');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await recordsNamed('Replay')).toHaveLength(1);
  });

  it('replays a save whose revision has moved on since, instead of a 409', async () => {
    const draft = (await createDraft(secretary, 'Meera')).json().registration;
    const saved = await saveDraft(draft.id, draft.revision, 'One', 'idem-save');
    const retried = await saveDraft(draft.id, draft.revision, 'One', 'idem-save');
    expect(saved.statusCode).toBe(200);
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json().registration.revision).toBe(saved.json().registration.revision);
  });

  it('refuses the same key with another body (422), and changes nothing', async () => {
    await createDraft(secretary, 'Keyed', 'idem-conflict');
    const other = await createDraft(secretary, 'Other', 'idem-conflict');
    expect(other.statusCode).toBe(422);
    expect(await recordsNamed('Other')).toHaveLength(0);
  });

  it("keeps each user's keys apart", async () => {
    const mine = await createDraft(secretary, 'Shared', 'idem-shared');
    const theirs = await createDraft(otherSecretary, 'Shared', 'idem-shared');
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().registration.id).not.toBe(mine.json().registration.id);
  });

  it('makes one record of requests racing with one key, and each gets its answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => createDraft(secretary, 'Racing', 'idem-race')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    const ids = new Set(answers.map((answer) => answer.json().registration.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'])).toHaveLength(3);
    expect(await recordsNamed('Racing')).toHaveLength(1);
  });
});
