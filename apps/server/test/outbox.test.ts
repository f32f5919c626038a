import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from './helper';
import { act, seedRegistry, submitApplication, uploadPhoto } from './fixtures';
import { startCollectionStub, type CollectionStub } from './collection-stub';
import { backoffMs, COLLECTION_DELIVERY } from '../src/modules/outbox/worker';
import * as outboxRepo from '../src/modules/outbox/repository';

let ctx: TestContext;
let stub: CollectionStub;
let tokens: { secretary: string; validator: string; approver: string };

beforeAll(async () => {
  stub = await startCollectionStub();
  ctx = await createTestContext({
    config: {
      COLLECTION_SERVICE_URL: stub.url,
      OUTBOX_BACKOFF_BASE_MS: 20,
      OUTBOX_BACKOFF_MAX_MS: 40,
      EXTERNAL_TIMEOUT_MS: 200,
    },
  });
  await seedRegistry(ctx.database.db);
  const login = async (role: 'BBRANCHSEC' | 'UVVOLUNTER' | 'DBAPPROVER') =>
    (
      await ctx.login(
        (await ctx.createUser({ role, branch: role === 'BBRANCHSEC' ? 'Agra' : null })).uid,
      )
    ).token;
  tokens = {
    secretary: await login('BBRANCHSEC'),
    validator: await login('UVVOLUNTER'),
    approver: await login('DBAPPROVER'),
  };
});
afterAll(async () => {
  await ctx?.close();
  await stub?.close();
});

async function approveOne() {
  const photo = await uploadPhoto(ctx.app, tokens.secretary);
  const record = await submitApplication(ctx.app, tokens.secretary, photo);
  await act(ctx.app, tokens.validator, record.id, 'validate', 1);
  const approved = await act(ctx.app, tokens.approver, record.id, 'approve', 2);
  return { id: record.id, jigyasuId: approved.json().jigyasuId as string };
}

async function runUntil(done: () => boolean, limitMs = 5000) {
  const deadline = Date.now() + limitMs;
  while (!done() && Date.now() < deadline) {
    await ctx.app.outboxWorker.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('hand-off to the collection service', () => {
  it('keeps retrying through 503s and delivers exactly once, with the same Idempotency-Key each time', async () => {
    stub.setBehaviour((attempt) => (attempt <= 3 ? 503 : 200));
    const { id, jigyasuId } = await approveOne();

    const during = await ctx.app.inject({
      url: `/api/registrations/${id}`,
      headers: bearer(tokens.approver),
    });
    expect(during.json().registration.status).toBe(3); // approved even while the service is down

    await runUntil(() => stub.requests.some((r) => r.status === 200));
    expect(stub.requests.map((r) => r.status)).toEqual([503, 503, 503, 200]);
    expect(new Set(stub.requests.map((r) => r.key))).toEqual(new Set([jigyasuId]));
    expect([...stub.stored.keys()]).toEqual([jigyasuId]);

    // nothing is sent again once delivered
    await ctx.app.outboxWorker.runOnce();
    expect(stub.requests).toHaveLength(4);

    const view = await ctx.app.inject({
      url: `/api/outbox?view=delivered`,
      headers: bearer(tokens.approver),
    });
    const delivery = view
      .json()
      .items.find((d: { registrationId: number }) => d.registrationId === id);
    expect(delivery).toMatchObject({ state: 'delivered', attempts: 4 });
    const attempts = await ctx.app.inject({
      url: `/api/outbox/${delivery.id}`,
      headers: bearer(tokens.approver),
    });
    expect(attempts.json().attempts.map((a: { statusCode: number }) => a.statusCode)).toEqual([
      200, 503, 503, 503,
    ]);
  });

  it('shows a delivery as failed after repeated errors and never drops it', async () => {
    stub.requests.length = 0;
    stub.setBehaviour(() => 500);
    const { id } = await approveOne();
    await runUntil(() => stub.requests.length >= 6);
    const list = await ctx.app.inject({ url: '/api/outbox', headers: bearer(tokens.approver) });
    const delivery = list
      .json()
      .items.find((d: { registrationId: number }) => d.registrationId === id);
    expect(delivery.state).toBe('failed');
    expect(delivery.lastError).toMatch(/500/);

    stub.setBehaviour(() => 200);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/outbox/${delivery.id}/retry`,
      headers: bearer(tokens.approver),
    });
    await runUntil(() => stub.requests.some((r) => r.status === 200));
    const after = await ctx.app.inject({
      url: `/api/outbox/${delivery.id}`,
      headers: bearer(tokens.approver),
    });
    expect(after.json().delivery.state).toBe('delivered');
  });
});

describe("an approval's own hand-off", () => {
  // CI failure of 2026-11-26: the poller claimed the row between the approval's commit and its
  // hand-off, and the approver was told 'queued' for a record delivered a moment later.
  it('waits for the poller that claimed the row first, and reports its delivery', async () => {
    const db = ctx.database.db;
    const row = await outboxRepo.enqueue(db, {
      kind: COLLECTION_DELIVERY,
      idempotencyKey: `race-${Date.now()}`,
      payload: {},
    });
    const poller = await outboxRepo.claimPending(db, row.id, 60);
    expect(poller?.status).toBe('in_flight');

    const handOff = ctx.app.outboxWorker.deliverNow(row, Date.now() + 2_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await outboxRepo.markDelivered(db, row.id, { statusCode: 200, durationMs: 300 });
    expect((await handOff)?.status).toBe('delivered');
  });

  it('gives up at its deadline while the other claim is still in flight', async () => {
    const db = ctx.database.db;
    const row = await outboxRepo.enqueue(db, {
      kind: COLLECTION_DELIVERY,
      idempotencyKey: `race-slow-${Date.now()}`,
      payload: {},
    });
    await outboxRepo.claimPending(db, row.id, 60);
    const started = Date.now();
    expect(await ctx.app.outboxWorker.deliverNow(row, Date.now() + 400)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});

describe('backoff', () => {
  it('grows exponentially and stays under the cap', () => {
    const mid = () => 0.5;
    expect(backoffMs(1, 5000, 21_600_000, mid)).toBe(3750);
    expect(backoffMs(2, 5000, 21_600_000, mid)).toBe(7500);
    expect(backoffMs(30, 5000, 21_600_000, () => 1)).toBe(21_600_000);
  });
});
