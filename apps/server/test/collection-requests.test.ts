import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { collectionRequestPayloadSchema } from '@form-a/domain/api/collection-requests';
import { correctionRequestResponseSchema } from '@form-a/domain/api/collection-requests';
import { OUTBOX_KINDS } from '@form-a/domain/outbox-kinds';
import type { SessionUser } from '@form-a/domain/schemas/auth';
import { outbox } from '../src/db/schema';
import { listCollectionRequests } from '../src/modules/collection/repository';
import { queueCollectionRequest } from '../src/modules/collection/requests';
import { bearer, createTestContext, type TestContext } from './helper';
import { act, seedRegistry, submitApplication, uploadPhoto } from './fixtures';
import { startCollectionStub, type CollectionStub } from './collection-stub';

// ADR 056: correction (and erasure) requests about an approved record go to the collection
// service through the outbox, once, with an Idempotency-Key; the built-in service and an HTTP
// one both receive them.

type Role = 'BBRANCHSEC' | 'UVVOLUNTER' | 'DBAPPROVER' | 'DATAVIEWER' | 'ADMIN';

async function signInAll(ctx: TestContext) {
  const tokens = {} as Record<Role, string>;
  for (const role of ['BBRANCHSEC', 'UVVOLUNTER', 'DBAPPROVER', 'DATAVIEWER', 'ADMIN'] as const) {
    const user = await ctx.createUser({ role, branch: role === 'BBRANCHSEC' ? 'Agra' : null });
    tokens[role] = (await ctx.login(user.uid)).token;
  }
  return tokens;
}

async function approvedRecord(ctx: TestContext, tokens: Record<Role, string>) {
  const photo = await uploadPhoto(ctx.app, tokens.BBRANCHSEC);
  const record = await submitApplication(ctx.app, tokens.BBRANCHSEC, photo);
  await act(ctx.app, tokens.UVVOLUNTER, record.id, 'validate', record.revision);
  const approved = await act(ctx.app, tokens.DBAPPROVER, record.id, 'approve', record.revision + 1);
  expect(approved.statusCode, approved.body).toBe(200);
  return {
    id: record.id,
    revision: approved.json().registration.revision as number,
    jigyasuId: approved.json().jigyasuId as string,
    handoff: approved.json().handoff as string,
  };
}

function requestCorrection(
  ctx: TestContext,
  token: string,
  id: number,
  body: Record<string, unknown>,
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/registrations/${id}/correction-request`,
    headers: bearer(token),
    payload: body,
  });
}

async function outboxRowsOf(ctx: TestContext, registrationId: number, kind: string) {
  return ctx.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.registrationId, registrationId), eq(outbox.kind, kind)));
}

describe('correction requests, built-in collection service', () => {
  let ctx: TestContext;
  let tokens: Record<Role, string>;

  beforeAll(async () => {
    ctx = await createTestContext();
    await seedRegistry(ctx.database.db);
    tokens = await signInAll(ctx);
  });
  afterAll(async () => ctx?.close());

  it('queues one outbox row, which the worker delivers with its Idempotency-Key; a second request while it waits is not queued again', async () => {
    const record = await approvedRecord(ctx, tokens);
    expect(record.handoff).toBe('delivered');

    const first = await requestCorrection(ctx, tokens.DBAPPROVER, record.id, {
      revision: record.revision,
      reason: '  The father’s name is Ram Kumar Sharma, not Ram Kumar.  ',
    });
    expect(first.statusCode, first.body).toBe(202);
    const answer = correctionRequestResponseSchema.parse(first.json());
    expect(answer).toMatchObject({
      alreadyQueued: false,
      messageKey: 'collectionRequest.correctionQueued',
      request: {
        kind: 'correction',
        registrationId: record.id,
        jigyasuId: record.jigyasuId,
        reason: 'The father’s name is Ram Kumar Sharma, not Ram Kumar.',
      },
      delivery: { kind: OUTBOX_KINDS.correctionRequest, state: 'pending' },
    });
    expect(answer.delivery?.idempotencyKey).toBe(
      `${record.jigyasuId}:correction:${answer.request.id}`,
    );

    const again = await requestCorrection(ctx, tokens.DBAPPROVER, record.id, {
      revision: record.revision,
      reason: 'Also the city.',
    });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({
      alreadyQueued: true,
      messageKey: 'collectionRequest.correctionAlreadyQueued',
      request: { id: answer.request.id },
    });
    expect(await outboxRowsOf(ctx, record.id, OUTBOX_KINDS.correctionRequest)).toHaveLength(1);

    await ctx.app.outboxWorker.runOnce();
    const received = await listCollectionRequests(ctx.database.db, record.jigyasuId);
    expect(received).toHaveLength(1);
    expect(received[0]!.idempotencyKey).toBe(answer.delivery!.idempotencyKey);
    expect(collectionRequestPayloadSchema.parse(received[0]!.request)).toMatchObject({
      request_id: answer.request.id,
      kind: 'correction',
      jig_uid: record.jigyasuId,
      reason: 'The father’s name is Ram Kumar Sharma, not Ram Kumar.',
      requested_by_role: 'DBAPPROVER',
    });
    const [row] = await outboxRowsOf(ctx, record.id, OUTBOX_KINDS.correctionRequest);
    expect(row).toMatchObject({ status: 'delivered', attempts: 1 });

    // the record's history says who asked and what for; its status is unchanged
    const detail = await ctx.app.inject({
      url: `/api/registrations/${record.id}`,
      headers: bearer(tokens.DBAPPROVER),
    });
    expect(detail.json().registration.status).toBe(3);
    const steps = detail.json().logs as Array<{ action: string; note: string }>;
    expect(steps.filter((step) => step.action === 'correction-requested')).toEqual([
      expect.objectContaining({ note: 'The father’s name is Ram Kumar Sharma, not Ram Kumar.' }),
    ]);

    // once delivered, a new request is a new delivery
    const later = await requestCorrection(ctx, tokens.DBAPPROVER, record.id, {
      revision: record.revision,
      reason: 'The pin code is 282006.',
    });
    expect(later.json()).toMatchObject({ alreadyQueued: false });
    expect(await outboxRowsOf(ctx, record.id, OUTBOX_KINDS.correctionRequest)).toHaveLength(2);

    // the outbox screen lists the request with its kind
    const screen = await ctx.app.inject({
      url: '/api/outbox?view=all',
      headers: bearer(tokens.DBAPPROVER),
    });
    const kinds = (screen.json().items as Array<{ kind: string; registrationId: number }>)
      .filter((item) => item.registrationId === record.id)
      .map((item) => item.kind);
    expect(kinds).toEqual([
      OUTBOX_KINDS.correctionRequest,
      OUTBOX_KINDS.correctionRequest,
      OUTBOX_KINDS.handoff,
    ]);
  });

  it('still answers an approval with its own hand-off, not a request queued after it', async () => {
    const record = await approvedRecord(ctx, tokens);
    await requestCorrection(ctx, tokens.DBAPPROVER, record.id, {
      revision: record.revision,
      reason: 'The spelling of the last name.',
    });
    const view = await ctx.app.inject({
      url: `/api/registrations/${record.id}/approved-record`,
      headers: bearer(tokens.DBAPPROVER),
    });
    expect(view.json().delivery).toMatchObject({
      kind: OUTBOX_KINDS.handoff,
      idempotencyKey: record.jigyasuId,
    });
  });

  it('refuses a record that is not approved with 409 and a message key', async () => {
    const photo = await uploadPhoto(ctx.app, tokens.BBRANCHSEC);
    const record = await submitApplication(ctx.app, tokens.BBRANCHSEC, photo);
    const response = await requestCorrection(ctx, tokens.DBAPPROVER, record.id, {
      revision: record.revision,
      reason: 'The name.',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.messageKey).toBe('collectionRequest.approvedOnly');
    expect(await outboxRowsOf(ctx, record.id, OUTBOX_KINDS.correctionRequest)).toHaveLength(0);
  });

  it('refuses a stale revision, an empty or overlong description and an unknown record', async () => {
    const record = await approvedRecord(ctx, tokens);
    const stale = await requestCorrection(ctx, tokens.DBAPPROVER, record.id, {
      revision: record.revision - 1,
      reason: 'The name.',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('STALE_REVISION');

    const empty = await requestCorrection(ctx, tokens.DBAPPROVER, record.id, {
      revision: record.revision,
      reason: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fieldMessages.reason.messageKey).toBe(
      'collectionRequest.reasonRequired',
    );
    const long = await requestCorrection(ctx, tokens.DBAPPROVER, record.id, {
      revision: record.revision,
      reason: 'x'.repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fieldMessages.reason).toEqual({
      messageKey: 'collectionRequest.reasonTooLong',
      params: { max: '2000' },
    });
    const missing = await requestCorrection(ctx, tokens.DBAPPROVER, 999_999, {
      revision: 1,
      reason: 'The name.',
    });
    expect(missing.statusCode).toBe(404);
    expect(await outboxRowsOf(ctx, record.id, OUTBOX_KINDS.correctionRequest)).toHaveLength(0);
  });

  it('is the approver’s alone: secretary, validator, viewer and administrator get 403', async () => {
    const record = await approvedRecord(ctx, tokens);
    for (const role of ['BBRANCHSEC', 'UVVOLUNTER', 'DATAVIEWER', 'ADMIN'] as const) {
      const response = await requestCorrection(ctx, tokens[role], record.id, {
        revision: record.revision,
        reason: 'The name.',
      });
      expect(response.statusCode, role).toBe(403);
    }
    expect(await outboxRowsOf(ctx, record.id, OUTBOX_KINDS.correctionRequest)).toHaveLength(0);
  });
});

describe('requests to an HTTP collection service', () => {
  let ctx: TestContext;
  let stub: CollectionStub;
  let tokens: Record<Role, string>;
  let approver: SessionUser;

  beforeAll(async () => {
    stub = await startCollectionStub();
    ctx = await createTestContext({
      config: {
        COLLECTION_SERVICE_URL: stub.url,
        OUTBOX_BACKOFF_BASE_MS: 10,
        OUTBOX_BACKOFF_MAX_MS: 20,
        EXTERNAL_TIMEOUT_MS: 200,
      },
    });
    await seedRegistry(ctx.database.db);
    tokens = await signInAll(ctx);
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(tokens.DBAPPROVER) });
    approver = me.json().user as SessionUser;
  });
  afterAll(async () => {
    await ctx?.close();
    await stub?.close();
  });

  async function runUntil(done: () => boolean, limitMs = 5000) {
    const deadline = Date.now() + limitMs;
    while (!done() && Date.now() < deadline) {
      await ctx.app.outboxWorker.runOnce();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('POSTs a correction to /correction_requests with the Idempotency-Key', async () => {
    stub.setBehaviour(() => 200);
    const record = await approvedRecord(ctx, tokens);
    const queued = await requestCorrection(ctx, tokens.DBAPPROVER, record.id, {
      revision: record.revision,
      reason: 'Date of birth is 10 January.',
    });
    const { request, delivery } = correctionRequestResponseSchema.parse(queued.json());
    await runUntil(() =>
      stub.subjectRequests.some((sent) => sent.key === delivery?.idempotencyKey),
    );

    const sent = stub.subjectRequests.filter((item) => item.key === delivery?.idempotencyKey);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe('/correction_requests');
    expect(collectionRequestPayloadSchema.parse(sent[0]!.body)).toMatchObject({
      request_id: request.id,
      kind: 'correction',
      jig_uid: record.jigyasuId,
      reason: 'Date of birth is 10 January.',
    });
    const [row] = await outboxRowsOf(ctx, record.id, OUTBOX_KINDS.correctionRequest);
    expect(row!.status).toBe('delivered');
  });

  it('queues an erasure request once, and sends it only after the record itself was handed over', async () => {
    // the hand-off fails for now: the request waits behind it
    stub.setBehaviour(() => 503);
    const record = await approvedRecord(ctx, tokens);
    expect(record.handoff).not.toBe('delivered');

    const ask = () =>
      ctx.database.db.transaction((tx) =>
        queueCollectionRequest(tx, {
          kind: 'erasure',
          registrationId: record.id,
          jigUid: record.jigyasuId,
          requestedBy: approver,
          reason: 'The seeker withdrew consent.',
        }),
      );
    const first = await ask();
    const second = await ask();
    expect(first.alreadyQueued).toBe(false);
    expect(second).toMatchObject({ alreadyQueued: true, outboxId: first.outboxId });
    expect(await outboxRowsOf(ctx, record.id, OUTBOX_KINDS.erasureRequest)).toHaveLength(1);

    await ctx.app.outboxWorker.runOnce();
    const key = `${record.jigyasuId}:erasure:${first.request.id}`;
    expect(stub.subjectRequests.some((sent) => sent.key === key)).toBe(false);
    const [waiting] = await outboxRowsOf(ctx, record.id, OUTBOX_KINDS.erasureRequest);
    expect(waiting!.lastError).toMatch(/hand-off/);

    stub.setBehaviour(() => 200);
    await runUntil(() => stub.subjectRequests.some((sent) => sent.key === key));
    const sent = stub.subjectRequests.filter((item) => item.key === key);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe('/erasure_requests');
    expect(sent[0]!.body).toMatchObject({ kind: 'erasure', jig_uid: record.jigyasuId });
    // the record was handed over before the request about it
    const handoffAt = stub.requests.findIndex(
      (item) => item.key === record.jigyasuId && item.status === 200,
    );
    expect(handoffAt).toBeGreaterThanOrEqual(0);
  });
});
