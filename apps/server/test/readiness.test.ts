import { afterAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { migrateAsOwner } from '../src/db/configured-database';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded-postgres';

// One run is enough: the test brings its own database (the embedded engine), whatever the project.

let dataDir: string | undefined;
let engine: EmbeddedPostgres | undefined;
let database: Database | undefined;
let app: FastifyInstance | undefined;

afterAll(async () => {
  await app?.close();
  await database?.close();
  await engine?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function ready() {
  return (await app!.inject({ url: '/api/ready' })).statusCode;
}

async function waitForReady(status: number) {
  const deadline = Date.now() + 20_000;
  while ((await ready()) !== status) {
    if (Date.now() > deadline) throw new Error(`/api/ready never answered ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('readiness and a database outage', () => {
  it('says 503 until migrated, 503 with Retry-After while PostgreSQL is stopped or killed, and recovers', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'forma-ready-'));
    engine = await startEmbeddedPostgres(dataDir, { watch: false });
    database = await openDatabase({ url: engine.url, poolSize: 2 });
    const config = loadConfig(
      {},
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: '/nonexistent',
        OUTBOX_WORKER: 'false',
      },
    );
    app = await buildApp({ config, database });
    app.readiness.migrated = false;
    await app.ready();

    const starting = await app.inject({ url: '/api/ready' });
    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toMatchObject({ status: 'unavailable', migrated: false });
    const early = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { uid: 'nobody', password: 'x' },
    });
    expect(early.statusCode).toBe(503);
    expect(early.headers['retry-after']).toBeDefined();
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);

    await migrateAsOwner(engine.ownerUrl);
    app.readiness.migrated = true;
    expect((await app.inject({ url: '/api/ready' })).json()).toEqual({
      status: 'ready',
      migrated: true,
      database: 'up',
    });
    const signIn = () =>
      app!.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { uid: 'nobody', password: 'wrong-password' },
      });
    expect((await signIn()).statusCode).toBe(401);

    await engine.stop();
    await waitForReady(503);
    const during = await signIn();
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    expect(during.json().error.code).toBe('SERVICE_UNAVAILABLE');
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);

    // The same data folder starts on the port it had, so the running app's pool finds it.
    engine = await startEmbeddedPostgres(dataDir);
    await waitForReady(200);
    expect((await signIn()).statusCode).toBe(401);

    // kill -9 of PostgreSQL under the running app: the engine's watchdog starts it again.
    const postmaster = await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8');
    process.kill(Number(postmaster.split('\n')[0]), 'SIGKILL');
    await waitForReady(503);
    expect((await signIn()).statusCode).toBe(503);
    await waitForReady(200);
    expect((await signIn()).statusCode).toBe(401);

    // Killed again, and another program takes its port before the watchdog looks: PostgreSQL
    // must not come back on another port (the pool would never find it) but wait for this one.
    const port = Number(new URL(engine.url).port);
    const again = await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8');
    process.kill(Number(again.split('\n')[0]), 'SIGKILL');
    const squatterSockets = new Set<net.Socket>();
    const squatter = net.createServer((socket) => squatterSockets.add(socket));
    const deadline = Date.now() + 10_000;
    for (;;) {
      const listening = await new Promise<boolean>((resolve) => {
        squatter.once('error', () => resolve(false));
        squatter.listen(port, '127.0.0.1', () => resolve(true));
      });
      if (listening) break;
      if (Date.now() > deadline) throw new Error(`port ${port} never came free`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 4_500)); // two watchdog rounds
    expect(await ready()).toBe(503);
    for (const socket of squatterSockets) socket.destroy();
    await new Promise((resolve) => squatter.close(resolve));
    await waitForReady(200);
    expect((await signIn()).statusCode).toBe(401);
  }, 90_000);
});
