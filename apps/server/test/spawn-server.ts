import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../scripts/build-server';
import { REPO_ROOT } from '../src/config';
import {
  copyEmbeddedPostgres,
  startEmbeddedPostgres,
  stopEmbeddedPostgresIfRunning,
} from '../src/db/embedded-postgres';

export { REPO_ROOT };

export interface TestServer {
  baseUrl: string;
  /** the server's process (its embedded PostgreSQL runs apart: `postmaster.pid` in the data folder) */
  pid: number;
  dataDir: string;
  output(): string;
  /** SIGTERM, wait, and remove the data folder (unless asked to keep it, stopped, as a template) */
  stop(options?: { keepDataDir?: boolean }): Promise<void>;
  /** SIGKILL: a crash, leaving the data folder as it was */
  kill(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Built once per test process, from the sources as they are now. */
let builtServer: Promise<string> | undefined;

/**
 * The real server as a separate process, built as `npm start` builds it, on a (fresh, unless
 * given) data folder with the demo seed, serving the web build if there is one.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: {
    dataDir?: string;
    startTimeoutMs?: number;
    /** a data folder made by makeEmbeddedTemplate: copied instead of running initdb again */
    template?: string;
    /** another checkout whose server is already built (`bench:compare`'s reference); else this one */
    root?: string;
    /** options for the server's Node, e.g. `--cpu-prof` */
    nodeArgs?: string[];
  } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'forma-server-')));
  if (!options.dataDir && options.template) await copyEmbeddedPostgres(options.template, dataDir);
  const port = await freePort();
  let output = '';
  const root = options.root ?? REPO_ROOT;
  let serverScript = path.join(root, 'apps/server/dist/server.js');
  if (!options.root) serverScript = await (builtServer ??= buildServer());
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArgs ?? []), serverScript], {
    cwd: path.join(root, 'apps/server'),
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Not production: a production start refuses the demo accounts' published password.
      NODE_ENV: 'development',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      COOKIE_SECURE: 'false',
      // The journeys sign approver and admin in with a password alone unless one asks for the
      // second factor (e2e/second-factor.e2e.ts); a real install requires it (ADR 046).
      SECOND_FACTOR_ROLES: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      // Ready, not just alive: the server listens before its migrations have run.
      const response = await fetch(`${baseUrl}/api/ready`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    baseUrl,
    pid: child.pid!,
    dataDir,
    output: () => output,
    async stop({ keepDataDir = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      // After a kill the embedded PostgreSQL is still running (it outlives its server).
      await stopEmbeddedPostgresIfRunning(dataDir);
      if (!keepDataDir) await rm(dataDir, { recursive: true, force: true });
    },
    async kill() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

/**
 * A stopped, initialised embedded PostgreSQL to copy into each spawned server's data folder:
 * initdb once per run instead of once per server (about 1 s each on a small machine).
 */
export async function makeEmbeddedTemplate(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'forma-template-'));
  const engine = await startEmbeddedPostgres(dataDir, { watch: false });
  await engine.stop();
  return dataDir;
}
