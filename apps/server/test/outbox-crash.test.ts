import { afterAll, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import { startCollectionStub, type CollectionStub } from './collection-stub';
import { startTestServer, type TestServer } from './spawn-server';
import { pngBytes, TEST_CONSENT, validApplication } from './fixtures';

// A process is killed and restarted on the same embedded data folder; the PostgreSQL run
// covers the same code through outbox.test.ts.

let stub: CollectionStub | undefined;
let server: TestServer | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  await server?.stop();
  await stub?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function call<T>(
  base: string,
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  const response = await fetch(`${base}${path}`, { ...init, headers });
  const body = response.headers.get('content-type')?.includes('json')
    ? await response.json()
    : null;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body as T;
}

async function login(base: string, uid: string) {
  return (
    await call<{ token: string }>(base, '/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ uid, password: 'FormA@2026' }),
    })
  ).token as string;
}

async function waitFor(condition: () => boolean, limitMs: number, what: string) {
  const deadline = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function waitUntil(condition: () => Promise<boolean>, limitMs: number, what: string) {
  const deadline = Date.now() + limitMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a crash between approval and delivery (embedded database)', () => {
  it('delivers the approved record after the server is killed and started again', async () => {
    stub = await startCollectionStub();
    const env = {
      COLLECTION_SERVICE_URL: stub.url,
      OUTBOX_POLL_MS: '100',
      OUTBOX_LOCK_SECONDS: '2',
      EXTERNAL_TIMEOUT_MS: '60000',
      WEB_DIST_DIR: '/nonexistent',
    };
    server = await startTestServer(env);
    dataDir = server.dataDir;
    const base = server.baseUrl;

    // The demo seed approves records of its own: let their deliveries finish first, so that
    // the only delivery in flight at the kill is this test's record.
    const approver = await login(base, 'approver');
    await waitUntil(
      async () =>
        (await call<{ total: number }>(base, '/api/outbox', { token: approver })).total === 0,
      20_000,
      'the demo deliveries',
    );
    const demoDeliveries = stub.requests.length;
    stub.setBehaviour(() => 'hang');

    const secretary = await login(base, 'secretary');
    const form = new FormData();
    form.append(
      'image',
      new Blob([new Uint8Array(await pngBytes())], { type: 'image/png' }),
      'me.png',
    );
    const photo = (
      await call<{ image: string }>(base, '/api/photos', {
        method: 'POST',
        body: form,
        token: secretary,
      })
    ).image as string;
    const created = await call<{ registration: { id: number } }>(base, '/api/registrations', {
      method: 'POST',
      token: secretary,
      body: JSON.stringify({ ...validApplication(photo), consent: TEST_CONSENT, action: 'submit' }),
    });
    const id = created.registration.id as number;
    await call(base, `/api/registrations/${id}/transitions`, {
      method: 'POST',
      token: await login(base, 'validator'),
      body: JSON.stringify({ action: 'validate', revision: 1 }),
    });
    const approved = await call<{ jigyasuId: string }>(
      base,
      `/api/registrations/${id}/transitions`,
      {
        method: 'POST',
        token: approver,
        body: JSON.stringify({ action: 'approve', revision: 2 }),
      },
    );
    const jigyasuId = approved.jigyasuId as string;

    // The worker has claimed the row and is waiting on the service: kill the process now.
    await waitFor(
      () => stub!.requests.length > demoDeliveries,
      10_000,
      'the first delivery attempt',
    );
    await server.kill();
    expect(stub.stored.has(jigyasuId)).toBe(false);

    stub.setBehaviour(() => 200);
    // The data-folder lock of the killed process goes stale after 10 s.
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        server = await startTestServer(env, { dataDir });
        break;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
    await waitFor(() => stub!.stored.has(jigyasuId), 20_000, 'delivery after restart');
    const attempts = stub.requests.slice(demoDeliveries);
    expect(attempts.map((r) => (r.body as { jig_uid: string }).jig_uid)).toEqual(
      attempts.map(() => jigyasuId),
    );
    expect(attempts.map((r) => r.key)).toEqual(attempts.map(() => jigyasuId));
    expect(attempts.filter((r) => r.status === 200)).toHaveLength(1);
    // Two starts of the embedded PostgreSQL and a 10 s stale lock between them.
  }, 90_000);
});
