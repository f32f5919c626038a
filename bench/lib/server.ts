import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { buildServer } from '../../apps/server/scripts/build-server';
import { BENCH_PASSWORD } from '../generate';
import { REPO_ROOT, type BenchTarget } from './target';

/** Per-account budgets (ADR 045) far above what the bench's few accounts send. */
export const BENCH_RATE_LIMITS: Record<string, string> = {
  RATE_LIMIT_READS_PER_MINUTE: '100000000',
  RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
  RATE_LIMIT_SEARCHES_PER_MINUTE: '100000000',
  RATE_LIMIT_PRECHECKS_PER_HOUR: '100000000',
  RATE_LIMIT_EXPORTS_PER_HOUR: '100000000',
};

/** Signs a bench account in through the API; returns its bearer token. */
export async function signIn(baseUrl: string, uid: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ uid, password: BENCH_PASSWORD, remember: true }),
  });
  if (!response.ok) throw new Error(`sign-in of ${uid} on ${baseUrl} failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

export interface BenchServer {
  baseUrl: string;
  pid: number;
  /** spawn → first 200 from GET /api/ready */
  readyMs: number;
  /** resident set size of the server process now, in bytes (Linux /proc) */
  rss(): Promise<number>;
  exited(): boolean;
  stop(): Promise<void>;
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

export async function rssOf(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * The real server as its own process (`node apps/server/dist/server.js`, built first), as
 * production runs it: NODE_ENV=production, the outbox worker on, logs to a file.
 */
export async function startBenchServer(
  target: BenchTarget,
  options: {
    env?: Record<string, string>;
    logFile: string;
    timeoutMs?: number;
    /** e.g. `--cpu-prof` to profile the server under the bench's load */
    nodeArgs?: string[];
  },
): Promise<BenchServer> {
  const port = await freePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    COOKIE_SECURE: 'false',
    SEED_DEMO: 'false',
    // The bench's accounts sign in with a password alone: no role needs a second factor here, and
    // so no SECOND_FACTOR_KEY is needed either (ADR 046).
    SECOND_FACTOR_ROLES: '',
    LOG_LEVEL: 'info',
    // The embedded PostgreSQL as `npm start` runs it: the server starts it from DATA_DIR, runs
    // the migrations as its owner and serves as forma_app. No scheduled backup within the run.
    ...(target.kind === 'embedded'
      ? { DATA_DIR: target.dataDir!, BACKUP_EVERY_HOURS: '0' }
      : { DATABASE_URL: target.url! }),
    // A few bench accounts stand for many people at hundreds of requests a second: budgets no
    // scenario reaches, so that the limiter's cost is measured but it never refuses (ADR 045).
    ...BENCH_RATE_LIMITS,
    ...options.env,
  };
  const serverScript = await buildServer();
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArgs ?? []), serverScript], {
    cwd: path.join(REPO_ROOT, 'apps/server'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + String(chunk)).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  let readyMs: number;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${tail}`);
    try {
      // Ready, not just alive: the server listens before its migrations have run.
      const response = await fetch(`${baseUrl}/api/ready`);
      if (response.ok) {
        readyMs = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in time:\n${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }

  return {
    baseUrl,
    pid: child.pid!,
    readyMs,
    rss: () => rssOf(child.pid!),
    exited: () => child.exitCode !== null,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
        if (child.exitCode === null) {
          child.kill('SIGKILL');
          await exited;
        }
      }
      log.end();
    },
  };
}

/** Samples a process's RSS every `everyMs` until stopped; returns the peak. */
export function sampleRss(read: () => Promise<number>, everyMs = 250) {
  let peak = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      peak = Math.max(peak, await read());
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    peak: () => peak,
    async stop() {
      stopped = true;
      await loop;
      return peak;
    },
  };
}
