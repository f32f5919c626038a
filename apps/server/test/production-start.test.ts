import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildServer } from '../scripts/build-server';
import { MIGRATIONS_FOLDER } from '../src/db/client';
import {
  copyEmbeddedPostgres,
  startEmbeddedPostgres,
  stopEmbeddedPostgresIfRunning,
  type EmbeddedPostgres,
} from '../src/db/embedded-postgres';
import { assertSupportedNode, REQUIRED_NODE_VERSION } from '../src/lib/node-version';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { freePort, makeEmbeddedTemplate, REPO_ROOT } from './spawn-server';

// The server as an operator starts it: its own process, NODE_ENV=production, HOST unset. These
// runs start embedded PostgreSQL clusters of their own.

let serverScript: string;
let template: string;
const cleanups: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  [serverScript, template] = await Promise.all([buildServer(), makeEmbeddedTemplate()]);
}, 120_000);
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  if (template) await rm(template, { recursive: true, force: true });
}, 60_000);

interface Started {
  port: number;
  baseUrl: string;
  child: ChildProcess;
  output(): string;
  /** resolves with the exit code */
  exited: Promise<number | null>;
}

/** A data folder holding an initialised embedded PostgreSQL, removed after the file. */
async function freshDataDir(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'forma-production-'));
  await copyEmbeddedPostgres(template, dataDir);
  cleanups.push(async () => {
    await stopEmbeddedPostgresIfRunning(dataDir);
    await rm(dataDir, { recursive: true, force: true });
  });
  return dataDir;
}

/**
 * What an operator's environment file holds besides the settings under test: a production server
 * needs the key of the second factor's secrets while a role requires it (ADR 046).
 */
const OPERATOR_KEYS = { SECOND_FACTOR_KEY: 'Dq1mG8xv3CwTq0lUFwX0b4C0Yt0y3cJ2m5O7Jcq9kLs=' };

async function spawnServer(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [serverScript], {
    cwd: path.join(REPO_ROOT, 'apps/server'),
    // Only what is given: the production defaults are what is under test.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      OUTBOX_WORKER: 'false',
      ...OPERATOR_KEYS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  cleanups.push(async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  return { port, baseUrl: `http://127.0.0.1:${port}`, child, output: () => output, exited };
}

async function untilReady(server: Started, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    const response = await fetch(`${server.baseUrl}/api/ready`).catch(() => undefined);
    if (response?.ok) return;
    if (Date.now() > deadline) throw new Error(`not ready in time:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The local addresses on which something listens on `port`, from the kernel's socket table. */
async function listeningAddresses(port: number): Promise<string[]> {
  const addresses: string[] = [];
  for (const [file, width] of [
    ['/proc/net/tcp', 8],
    ['/proc/net/tcp6', 32],
  ] as const) {
    const table = await readFile(file, 'utf8').catch(() => '');
    for (const line of table.split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (!local || state !== '0A') continue; // 0A: LISTEN
      const [hexAddress, hexPort] = local.split(':') as [string, string];
      if (parseInt(hexPort, 16) === port && hexAddress.length === width) addresses.push(hexAddress);
    }
  }
  return addresses;
}

const ADMIN_PASSWORD = 'Saffron-Lantern-47-Orbit';

/** `npm run user -- add …` as an operator runs it, with what they type on standard input. */
async function runUserCommand(
  args: string[],
  env: Record<string, string>,
  options: { stdin?: string } = {},
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/user.ts', 'add', ...args], {
    cwd: path.join(REPO_ROOT, 'apps/server'),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...OPERATOR_KEYS, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  child.stdin.end(options.stdin ?? '');
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

const signIn = (baseUrl: string, uid: string) =>
  fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ uid, password: DEMO_PASSWORD, remember: false }),
  });

describe('a production start (its own embedded PostgreSQL)', () => {
  it('on a fresh data folder: no demo account, loopback only, no public API docs, no password printed', async () => {
    const dataDir = await freshDataDir();
    const server = await spawnServer({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: 'https://portal.example.org',
      COOKIE_SECURE: 'false',
    });
    await untilReady(server);

    for (const uid of ['secretary', 'validator', 'approver', 'viewer', 'admin']) {
      expect((await signIn(server.baseUrl, uid)).status, uid).toBe(401);
    }
    expect((await fetch(`${server.baseUrl}/api/docs/json`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/api/docs`)).status).toBe(404);
    // 127.0.0.1 in the kernel's byte order, and nothing on the IPv6 table
    expect(await listeningAddresses(server.port)).toEqual(['0100007F']);
    expect(server.output()).toContain('No administrator yet');
    expect(server.output()).not.toContain(DEMO_PASSWORD);
  });

  it('refuses to start without PUBLIC_ORIGIN, and says so', async () => {
    const server = await spawnServer({ NODE_ENV: 'production', DATA_DIR: await freshDataDir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PUBLIC_ORIGIN: required in production/);
  });

  it('refuses to start without SECOND_FACTOR_KEY while a role needs the second factor', async () => {
    const server = await spawnServer({
      NODE_ENV: 'production',
      DATA_DIR: await freshDataDir(),
      PUBLIC_ORIGIN: 'https://portal.example.org',
      SECOND_FACTOR_KEY: '',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/SECOND_FACTOR_KEY: required in production/);
  });

  it('seeds demo data only when asked, and then refuses to serve the published password', async () => {
    const server = await spawnServer({
      NODE_ENV: 'production',
      DATA_DIR: await freshDataDir(),
      PUBLIC_ORIGIN: 'https://portal.example.org',
      SEED_DEMO: 'true',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(
      /Refusing to start in production: .*admin.* published demo password/,
    );
    expect(server.output()).toContain('npm run user -- reset-password --uid admin');
  });

  it('takes the first administrator from standard input, never from the command line', async () => {
    const dataDir = await freshDataDir();
    const env = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: 'https://portal.example.org',
    };
    const args = ['--uid', 'chief', '--name', 'Chief Admin', '--email', 'chief@example.org'];
    const onArgv = await runUserCommand([...args, '--password', ADMIN_PASSWORD], env);
    expect(onArgv.code).toBe(1);
    expect(onArgv.output).toMatch(/--password is not accepted/);

    const fromStdin = await runUserCommand([...args, '--role', 'ADMIN', '--password-stdin'], env, {
      stdin: `${ADMIN_PASSWORD}\n`,
    });
    expect(fromStdin.code, fromStdin.output).toBe(0);
    expect(fromStdin.output).toContain('Created chief with role ADMIN');

    const server = await spawnServer({ ...env, COOKIE_SECURE: 'false' });
    await untilReady(server);
    const response = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uid: 'chief', password: ADMIN_PASSWORD, remember: false }),
    });
    expect(response.status).toBe(200);
    expect(server.output()).not.toContain('No administrator yet');
  });

  it('stops cleanly on SIGTERM while a keep-alive client holds a connection it just used', async () => {
    const dataDir = await freshDataDir();
    const server = await spawnServer({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      // the approver's password alone opens a full session here (ADR 046)
      SECOND_FACTOR_ROLES: '',
    });
    await untilReady(server);
    const token = ((await (await signIn(server.baseUrl, 'approver')).json()) as { token: string })
      .token;
    // One socket that stays open between requests, as browsers and proxies keep them.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (url: string) =>
      new Promise<number>((resolve, reject) => {
        http
          .get(
            `${server.baseUrl}${url}`,
            { agent, headers: { authorization: `Bearer ${token}` } },
            (res) => {
              res.resume();
              res.on('end', () => resolve(res.statusCode ?? 0));
            },
          )
          .on('error', reject);
      });
    // The first card of a process loads the PDF library and fonts: in flight for a while.
    const approved = (await (
      await fetch(`${server.baseUrl}/api/registrations?view=approved`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { items: Array<{ id: number }> };
    try {
      expect(await get('/api/auth/me')).toBe(200);
      const inFlight = get(`/api/registrations/${approved.items[0]!.id}/card`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const stopping = Date.now();
      server.child.kill('SIGTERM');
      await inFlight.catch(() => 0);
      expect(await server.exited).toBe(0);
      expect(Date.now() - stopping).toBeLessThan(5_000);
      // The embedded PostgreSQL was stopped with it.
      await expect(readFile(path.join(dataDir, 'pg/postmaster.pid'))).rejects.toThrow();
    } finally {
      agent.destroy();
    }
  });

  describe('three servers started at once on one fresh database', () => {
    let engine: EmbeddedPostgres;
    let databaseUrl: string;

    beforeAll(async () => {
      const dataDir = await freshDataDir();
      engine = await startEmbeddedPostgres(dataDir, { watch: false });
      cleanups.push(() => engine.stop());
      const owner = new pg.Client({ connectionString: engine.ownerUrl });
      await owner.connect();
      await owner.query('CREATE DATABASE forma_race');
      await owner.end();
      const url = new URL(engine.ownerUrl);
      url.pathname = '/forma_race';
      databaseUrl = url.toString();
    }, 60_000);

    it('all become ready, and each migration ran once', async () => {
      const servers = await Promise.all(
        [1, 2, 3].map(() =>
          spawnServer({
            NODE_ENV: 'development',
            HOST: '127.0.0.1',
            DATABASE_URL: databaseUrl,
            SEED_DEMO: 'true',
          }),
        ),
      );
      await Promise.all(servers.map((server) => untilReady(server, 90_000)));

      const journal = JSON.parse(
        await readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const migrations = await client.query<{ count: string }>(
          'SELECT count(*) FROM drizzle.__drizzle_migrations',
        );
        expect(Number(migrations.rows[0]!.count)).toBe(journal.entries.length);
        const demoUsers = await client.query<{ count: string }>('SELECT count(*) FROM users');
        expect(Number(demoUsers.rows[0]!.count)).toBe(6);
      } finally {
        await client.end();
      }
      for (const server of servers) {
        expect((await signIn(server.baseUrl, 'secretary')).status).toBe(200);
      }
    }, 120_000);
  });
});

describe('the Node.js version check', () => {
  it('names the version it needs, the same in the launcher, the server and package.json', async () => {
    expect(() => assertSupportedNode('22.11.0')).toThrow(
      /needs Node\.js 24\.7\.0 or newer; this is Node\.js 22\.11\.0/,
    );
    // crypto.argon2 came in 24.7
    expect(() => assertSupportedNode('24.6.9')).toThrow(/needs Node\.js 24\.7\.0/);
    expect(() => assertSupportedNode('24.7.0')).not.toThrow();
    expect(() => assertSupportedNode('25.0.0')).not.toThrow();
    const launcher = await readFile(path.join(REPO_ROOT, 'apps/server/scripts/start.mjs'), 'utf8');
    expect(launcher).toContain(`const REQUIRED_NODE_VERSION = '${REQUIRED_NODE_VERSION}';`);
    const manifest = JSON.parse(await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8'));
    expect(manifest.engines.node).toBe(`>=${REQUIRED_NODE_VERSION.replace(/\.0$/, '')}`);
    expect((await readFile(path.join(REPO_ROOT, '.nvmrc'), 'utf8')).trim()).toBe(
      REQUIRED_NODE_VERSION.split('.')[0],
    );
  });
});
