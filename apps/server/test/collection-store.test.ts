import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovedRecord } from '@form-a/domain/approved-record';
import type { RoleCode } from '@form-a/domain/roles';
import { bearer, createTestContext, type TestContext } from './helper';
import { act, seedRegistry, submitApplication, uploadPhoto } from './fixtures';
import { startCollectionStub, type CollectionStub } from './collection-stub';
import { BuiltInCollectionService } from '../src/modules/collection/collection-service';

type Tokens = Record<'secretary' | 'validator' | 'approver' | 'admin', string>;

async function signInEveryRole(ctx: TestContext): Promise<Tokens> {
  const login = async (role: RoleCode) =>
    (
      await ctx.login(
        (await ctx.createUser({ role, branch: role === 'BBRANCHSEC' ? 'Agra' : null })).uid,
      )
    ).token;
  return {
    secretary: await login('BBRANCHSEC'),
    validator: await login('UVVOLUNTER'),
    approver: await login('DBAPPROVER'),
    admin: await login('ADMIN'),
  };
}

async function approveOne(ctx: TestContext, tokens: Tokens) {
  const photo = await uploadPhoto(ctx.app, tokens.secretary);
  const record = await submitApplication(ctx.app, tokens.secretary, photo);
  await act(ctx.app, tokens.validator, record.id, 'validate', 1);
  const approved = await act(ctx.app, tokens.approver, record.id, 'approve', 2);
  return { id: record.id, jigyasuId: approved.json().jigyasuId as string };
}

async function deliveryOf(ctx: TestContext, token: string, registrationId: number) {
  const list = await ctx.app.inject({ url: '/api/outbox?view=all', headers: bearer(token) });
  const delivery = list
    .json()
    .items.find((d: { registrationId: number }) => d.registrationId === registrationId);
  const detail = await ctx.app.inject({
    url: `/api/outbox/${delivery.id}`,
    headers: bearer(token),
  });
  return detail.json() as {
    delivery: { id: number; state: string; attempts: number; lastError: string | null };
    attempts: Array<{ statusCode: number | null; attemptedAt: string }>;
  };
}

describe('the built-in collection store', () => {
  let ctx: TestContext;
  let tokens: Tokens;
  beforeAll(async () => {
    ctx = await createTestContext();
    await seedRegistry(ctx.database.db);
    tokens = await signInEveryRole(ctx);
  });
  afterAll(async () => ctx?.close());

  it('cannot be written by any account: only an approval puts a record there', async () => {
    const { jigyasuId } = await approveOne(ctx, tokens);
    await ctx.app.outboxWorker.runOnce();
    const stored = await ctx.app.inject({
      url: `/ext/collection/jigyasu_data/${jigyasuId}`,
      headers: bearer(tokens.approver),
    });
    const real = stored.json()[0] as Record<string, string>;
    expect(real).toMatchObject({ jig_uid: jigyasuId });

    const nextId = jigyasuId.replace(/(\d)J$/, (_, digit: string) => `${(+digit + 1) % 10}J`);
    for (const token of Object.values(tokens)) {
      const forged = await ctx.app.inject({
        method: 'POST',
        url: '/ext/collection/jigyasu_data',
        headers: { ...bearer(token), 'idempotency-key': nextId },
        payload: { jig_uid: nextId, first_name: 'SOMEONE', last_name: 'ELSE' },
      });
      expect(forged.statusCode).toBe(404);
    }
    const overwrite = await ctx.app.inject({
      method: 'POST',
      url: '/ext/collection/jigyasu_data',
      headers: bearer(tokens.approver),
      payload: { jig_uid: jigyasuId, first_name: 'SOMEONE' },
    });
    expect(overwrite.statusCode).toBe(404);

    const after = await ctx.app.inject({
      url: `/ext/collection/jigyasu_data/${jigyasuId}`,
      headers: bearer(tokens.approver),
    });
    expect(after.json()).toEqual([real]);
    const nothing = await ctx.app.inject({
      url: `/ext/collection/jigyasu_data/${nextId}`,
      headers: bearer(tokens.approver),
    });
    expect(nothing.json()).toEqual([]);
  });

  it('refuses a second, different record for an ID it holds, and keeps the first', async () => {
    const { id, jigyasuId } = await approveOne(ctx, tokens);
    await ctx.app.outboxWorker.runOnce();
    expect((await deliveryOf(ctx, tokens.approver, id)).delivery.state).toBe('delivered');

    const store = new BuiltInCollectionService(ctx.database.db);
    const [real] = await store.read(jigyasuId);
    const stored = (await ctx.database.db.query.collectionRecords.findFirst({
      where: (table, { eq }) => eq(table.jigUid, jigyasuId),
    }))!.record as ApprovedRecord;
    await expect(
      store.deliver({ ...stored, first_name: 'SOMEONE', last_name: 'ELSE' }, 'another-key'),
    ).rejects.toMatchObject({ statusCode: 409 });
    // the same record again under its own key is a harmless repeat
    await expect(store.deliver(stored, jigyasuId)).resolves.toBeUndefined();
    expect(await store.read(jigyasuId)).toEqual([real]);
  });

  it('refuses a record whose fields are longer than the contract allows', async () => {
    const { jigyasuId } = await approveOne(ctx, tokens);
    await ctx.app.outboxWorker.runOnce();
    const store = new BuiltInCollectionService(ctx.database.db);
    const stored = (await ctx.database.db.query.collectionRecords.findFirst({
      where: (table, { eq }) => eq(table.jigUid, jigyasuId),
    }))!.record as ApprovedRecord;
    await expect(
      store.deliver({ ...stored, jig_uid: 'X1J', first_name: 'A'.repeat(5000) }, 'X1J'),
    ).rejects.toThrow();
    expect(await store.read('X1J')).toEqual([]);
  });
});

describe('deliveries to an external collection service', () => {
  let ctx: TestContext;
  let tokens: Tokens;
  let stub: CollectionStub;
  const TIMEOUT_MS = 300;
  beforeAll(async () => {
    stub = await startCollectionStub();
    ctx = await createTestContext({
      config: {
        COLLECTION_SERVICE_URL: stub.url,
        OUTBOX_BACKOFF_BASE_MS: 10,
        OUTBOX_BACKOFF_MAX_MS: 20,
        EXTERNAL_TIMEOUT_MS: TIMEOUT_MS,
      },
    });
    await seedRegistry(ctx.database.db);
    tokens = await signInEveryRole(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
    await stub?.close();
  });

  it('shows a delivery the receiver refuses (409) as failed, does not resend it on its own, and resends it on Retry', async () => {
    stub.requests.length = 0;
    stub.setBehaviour(() => 409);
    const { id, jigyasuId } = await approveOne(ctx, tokens);
    await ctx.app.outboxWorker.runOnce();
    await ctx.app.outboxWorker.runOnce();
    const refused = await deliveryOf(ctx, tokens.approver, id);
    expect(refused.delivery).toMatchObject({ state: 'failed', attempts: 1 });
    expect(refused.attempts.map((a) => a.statusCode)).toEqual([409]);
    expect(stub.requests).toHaveLength(1);

    const undelivered = await ctx.app.inject({
      url: '/api/outbox?view=undelivered',
      headers: bearer(tokens.approver),
    });
    expect(undelivered.json().items.map((d: { id: number }) => d.id)).toContain(
      refused.delivery.id,
    );

    stub.setBehaviour(() => 200);
    const retry = await ctx.app.inject({
      method: 'POST',
      url: `/api/outbox/${refused.delivery.id}/retry`,
      headers: bearer(tokens.approver),
    });
    expect(retry.statusCode).toBe(200);
    await ctx.app.outboxWorker.runOnce();
    expect((await deliveryOf(ctx, tokens.approver, id)).delivery.state).toBe('delivered');
    expect(stub.requests.map((r) => r.key)).toEqual([jigyasuId, jigyasuId]);
  });

  it('waits at least the call timeout before resending to a receiver that did not answer in time', async () => {
    stub.requests.length = 0;
    stub.setBehaviour(() => 'hang');
    const { id } = await approveOne(ctx, tokens);
    await ctx.app.outboxWorker.runOnce();
    const row = await ctx.database.db.query.outbox.findFirst({
      where: (table, { eq }) => eq(table.registrationId, id),
    });
    const { attempts } = await deliveryOf(ctx, tokens.approver, id);
    expect(attempts).toHaveLength(1);
    const lastAttemptEnded = new Date(attempts[0]!.attemptedAt).getTime();
    expect(row!.nextAttemptAt.getTime() - lastAttemptEnded).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    // an immediate second run finds nothing due: the hanging receiver gets no second copy yet
    await ctx.app.outboxWorker.runOnce();
    expect(stub.requests).toHaveLength(1);
    stub.setBehaviour(() => 200);
  });
});
