import { afterAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { migrateAsOwner } from '../src/db/configured-database';
import {
  embeddedPostgresUrlIfRunning,
  startEmbeddedPostgres,
  stopEmbeddedPostgresIfRunning,
} from '../src/db/embedded-postgres';
import { seedBranches } from '../src/seed/demo';
import {
  insertReviewChainAccounts,
  pngBytes,
  seedRegistry,
  TEST_CONSENT,
  validApplication,
} from './fixtures';
import { startTestServer, type TestServer } from './spawn-server';

// kill -9 of the server process while approvals are answered, on the embedded PostgreSQL: what a
// client was told is approved must be there after the restart, and no ID twice.

const PASSWORD = 'Crash@2026test';
const RECORDS = 24;

let server: TestServer | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  await server?.stop();
  if (dataDir) {
    await stopEmbeddedPostgresIfRunning(dataDir);
    await rm(dataDir, { recursive: true, force: true });
  }
});

async function call(base: string, url: string, token: string | undefined, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  const response = await fetch(`${base}${url}`, { ...init, headers });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function login(base: string, uid: string): Promise<string> {
  const answer = await call(base, '/api/auth/login', undefined, {
    method: 'POST',
    body: JSON.stringify({ uid, password: PASSWORD, remember: true }),
  });
  if (answer.status !== 200) throw new Error(`login ${uid}: ${JSON.stringify(answer.body)}`);
  return answer.body.token;
}

/**
 * Letters only, distinct per record; the check still grades these near-twins likely duplicates,
 * so the reviewers acknowledge them (ADR 049), as a person at the desk would.
 */
const nameOf = (index: number) =>
  `Crash${String.fromCharCode(97 + Math.floor(index / 26))}${String.fromCharCode(97 + (index % 26))}`;

async function startAgain(): Promise<TestServer> {
  // The killed process's data-folder lock goes stale after 10 s.
  const deadline = Date.now() + 40_000;
  for (;;) {
    try {
      return await startTestServer(
        { SEED_DEMO: 'false', WEB_DIST_DIR: '/nonexistent' },
        { dataDir },
      );
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

describe('a crash during approvals (embedded PostgreSQL)', () => {
  it('keeps every answered approval and issues no ID twice after kill -9 and a restart', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'forma-crash-'));
    // Accounts and registry straight into the embedded database, as `npm run user` would.
    const engine = await startEmbeddedPostgres(dataDir, { watch: false });
    await migrateAsOwner(engine.ownerUrl);
    const database = await openDatabase({ url: engine.url, poolSize: 2 });
    await seedBranches(database.db);
    await seedRegistry(database.db);
    await insertReviewChainAccounts(database.db, 'crash', PASSWORD);
    await database.close();
    await engine.stop();

    server = await startTestServer(
      { SEED_DEMO: 'false', WEB_DIST_DIR: '/nonexistent' },
      { dataDir },
    );
    const base = server.baseUrl;
    const secretary = await login(base, 'crash-secretary');
    const validator = await login(base, 'crash-validator');
    const approver = await login(base, 'crash-approver');

    const ids: number[] = [];
    for (let index = 0; index < RECORDS; index += 1) {
      const form = new FormData();
      form.append(
        'image',
        new Blob([new Uint8Array(await pngBytes())], { type: 'image/png' }),
        'me.png',
      );
      const photo = await call(base, '/api/photos', secretary, { method: 'POST', body: form });
      const created = await call(base, '/api/registrations', secretary, {
        method: 'POST',
        body: JSON.stringify({
          ...validApplication(photo.body.image, 20 + index),
          firstName: nameOf(index),
          consent: TEST_CONSENT,
          action: 'submit',
        }),
      });
      if (created.status !== 201) throw new Error(JSON.stringify(created.body));
      const id = created.body.registration.id as number;
      const validated = await call(base, `/api/registrations/${id}/transitions`, validator, {
        method: 'POST',
        body: JSON.stringify({ action: 'validate', revision: 1, duplicateAcknowledged: true }),
      });
      expect(validated.status).toBe(200);
      ids.push(id);
    }

    // Four approvers at once; the process dies when about half have been answered.
    const answered = new Map<number, string>();
    let next = 0;
    let killed: Promise<void> | undefined;
    const approveAll = async () => {
      while (next < ids.length) {
        const id = ids[next]!;
        next += 1;
        const answer = await call(base, `/api/registrations/${id}/transitions`, approver, {
          method: 'POST',
          body: JSON.stringify({ action: 'approve', revision: 2, duplicateAcknowledged: true }),
        }).catch(() => undefined);
        if (answer?.status === 200) answered.set(id, answer.body.jigyasuId);
        if (answered.size >= ids.length / 2) killed ??= server!.kill();
        if (killed) return;
      }
    };
    await Promise.all([approveAll(), approveAll(), approveAll(), approveAll()]);
    await killed;
    expect(answered.size).toBeGreaterThanOrEqual(ids.length / 2);
    expect(answered.size).toBeLessThan(ids.length);

    server = await startAgain();
    const urls = await embeddedPostgresUrlIfRunning(dataDir);
    expect(urls).toBeDefined();
    const client = new pg.Client({ connectionString: urls!.url });
    await client.connect();
    const { rows } = await client.query<{ id: number; jigyasu_uid: string | null }>(
      'SELECT id::int AS id, jigyasu_uid FROM registrations WHERE id = ANY($1::int[])',
      [ids],
    );
    await client.end();
    const stored = new Map(rows.map((row) => [row.id, row.jigyasu_uid]));
    for (const [id, jigyasuId] of answered) expect(stored.get(id)).toBe(jigyasuId);
    const issued = rows.map((row) => row.jigyasu_uid).filter((value) => value !== null);
    expect(new Set(issued).size).toBe(issued.length);

    // The rest can be approved after the restart, with IDs of their own.
    const again = await login(server.baseUrl, 'crash-approver');
    for (const id of ids.filter((id) => stored.get(id) === null)) {
      const answer = await call(server.baseUrl, `/api/registrations/${id}/transitions`, again, {
        method: 'POST',
        body: JSON.stringify({ action: 'approve', revision: 2, duplicateAcknowledged: true }),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      issued.push(answer.body.jigyasuId);
    }
    expect(new Set(issued).size).toBe(ids.length);
  }, 180_000);
});
