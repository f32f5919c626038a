import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxWorker } from '../src/modules/outbox/worker';
import { NotificationMailer } from '../src/modules/notifications/mailer';
import { checkConditions } from '../src/modules/notifications/watch';
import { notify } from '../src/modules/notifications/notify';
import { bearer, createTestContext, type TestContext } from './helper';
import { act, seedRegistry, submitApplication, uploadPhoto } from './fixtures';
import { startSmtp } from './smtp-stub';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let ctx: TestContext;
let secretary: string;
let secretaryEmail: string;
let validator: string;
let photo: string;

beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await createTestContext({
    config: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: smtp.port,
      // the test server offers no STARTTLS (the refusal without this is tested below)
      SMTP_ALLOW_PLAINTEXT: 'true',
      QUEUE_ALERT_THRESHOLD: 2,
    },
  });
  await seedRegistry(ctx.database.db);
  const user = await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Agra' });
  secretaryEmail = user.email;
  secretary = (await ctx.login(user.uid)).token;
  validator = (await ctx.login((await ctx.createUser({ role: 'UVVOLUNTER' })).uid)).token;
  photo = await uploadPhoto(ctx.app, secretary);
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

const list = async (token: string) =>
  (await ctx.app.inject({ url: '/api/notifications', headers: bearer(token) })).json();

describe('notifications', () => {
  it('tell the secretary, in the bell, that her record was returned and why', async () => {
    const before = (
      await ctx.app.inject({ url: '/api/notifications/unread-count', headers: bearer(secretary) })
    ).json();
    const record = await submitApplication(ctx.app, secretary, photo, { firstName: 'Gopal' });
    const returned = await act(ctx.app, validator, record.id, 'return', 1, 'The photo is blurred');
    expect(returned.statusCode, returned.body).toBe(200);

    const after = await ctx.app.inject({
      url: '/api/notifications/unread-count',
      headers: bearer(secretary),
    });
    expect(after.json().unread).toBe(before.unread + 1);
    const { items, unread } = await list(secretary);
    expect(unread).toBe(before.unread + 1);
    expect(items[0]).toMatchObject({
      kind: 'registration.returned',
      registrationId: record.id,
      params: { registrationId: record.id, name: 'Gopal Sharma', reason: 'The photo is blurred' },
      readAt: null,
    });
    // nobody else is told
    expect(
      (await list(validator)).items.filter(
        (n: { kind: string }) => n.kind === 'registration.returned',
      ),
    ).toEqual([]);

    const read = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: bearer(secretary),
      payload: { ids: [items[0].id] },
    });
    expect(read.json().unread).toBe(before.unread);
    // another user's ids change nothing
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: bearer(secretary),
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
  });

  it('send the same event by email through the outbox, and the email arrives once', async () => {
    const record = await submitApplication(ctx.app, secretary, photo, { firstName: 'Mukesh' });
    await act(ctx.app, validator, record.id, 'return', 1, 'Wrong birth date');
    const { items } = await list(secretary);
    const key = `notification-${items[0].id}`;

    // two workers, as two server processes would run, and a second pass of each
    const second = new OutboxWorker(
      ctx.database.db,
      ctx.app.config,
      ctx.app.services.collection,
      ctx.app.log,
      new NotificationMailer(ctx.database.db, ctx.app.config),
    );
    await Promise.all([ctx.app.outboxWorker.runOnce(), second.runOnce()]);
    await Promise.all([ctx.app.outboxWorker.runOnce(), second.runOnce()]);

    const mine = smtp.received.filter((mail) => mail.messageId === `<${key}@form-a-portal>`);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.to).toEqual([secretaryEmail]);
    expect(mine[0]!.raw).toContain('Wrong birth date');
    const row = await ctx.database.db.execute(
      sql`SELECT status FROM outbox WHERE idempotency_key = ${key}`,
    );
    expect((row as unknown as { rows: Array<{ status: string }> }).rows).toEqual([
      { status: 'delivered' },
    ]);
  });

  it('send no email for a kind the user turned off', async () => {
    const settings = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/notification-settings',
      headers: bearer(secretary),
      payload: { email: ['registration.approved'] },
    });
    expect(settings.json()).toEqual({ emailAvailable: true, email: ['registration.approved'] });
    const sent = smtp.received.length;
    const record = await submitApplication(ctx.app, secretary, photo, { firstName: 'Naresh' });
    await act(ctx.app, validator, record.id, 'return', 1, 'Missing address');
    await ctx.app.outboxWorker.runOnce();
    expect(smtp.received.length).toBe(sent);
    expect((await list(secretary)).items[0].params.reason).toBe('Missing address');
  });

  it('tell the validators once when their queue grows past the threshold', async () => {
    for (const firstName of ['Amit', 'Vijay', 'Suresh'])
      await submitApplication(ctx.app, secretary, photo, { firstName });
    await checkConditions(ctx.database.db, ctx.app.config);
    await checkConditions(ctx.database.db, ctx.app.config);
    const alerts = (await list(validator)).items.filter(
      (n: { kind: string }) => n.kind === 'queue.over-threshold',
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0].params).toMatchObject({ queue: 'validation', threshold: 2 });
  });

  it('tell the administrator when deliveries fail for more than an hour', async () => {
    const admin = (await ctx.login((await ctx.createUser({ role: 'ADMIN' })).uid)).token;
    await ctx.database.db.execute(sql`
      INSERT INTO outbox (kind, idempotency_key, payload, status, attempts, created_at, next_attempt_at)
      VALUES ('collection.jigyasu_data', 'X1', '{}', 'pending', 7, now() - interval '2 hours', now() + interval '1 hour')`);
    await checkConditions(ctx.database.db, ctx.app.config);
    const alerts = (await list(admin)).items.filter(
      (n: { kind: string }) => n.kind === 'delivery.failing',
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0].params).toMatchObject({ failing: 1 });
  });
});

describe('email without TLS', () => {
  let plain: Awaited<ReturnType<typeof startSmtp>>;
  let strict: TestContext;
  beforeAll(async () => {
    plain = await startSmtp();
    // SMTP_ALLOW_PLAINTEXT left at its default: the email must go over STARTTLS
    strict = await createTestContext({ config: { SMTP_HOST: '127.0.0.1', SMTP_PORT: plain.port } });
  });
  afterAll(async () => {
    await strict?.close();
    await plain?.close();
  });

  it('is refused by a server that offers no STARTTLS, and stays in the outbox to be retried', async () => {
    const user = await strict.createUser({ role: 'ADMIN' });
    const [row] = await strict.database.db.transaction((tx) =>
      notify(tx, strict.app.config, {
        userIds: [user.id],
        kind: 'delivery.failing',
        params: { failing: 1, oldestMinutes: 61 },
      }),
    );
    await strict.app.outboxWorker.runOnce();
    expect(plain.received).toEqual([]);
    const stored = await strict.database.db.execute(
      sql`SELECT status, attempts, last_error FROM outbox WHERE idempotency_key = ${`notification-${row!.id}`}`,
    );
    const [outboxRow] = (
      stored as unknown as { rows: Array<{ status: string; attempts: number; last_error: string }> }
    ).rows;
    expect(outboxRow).toMatchObject({ status: 'pending', attempts: 1 });
    expect(outboxRow!.last_error).toContain('SMTP delivery failed');
    expect(outboxRow!.last_error).not.toContain(user.email);
  });
});
