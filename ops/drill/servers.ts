// A release's server as its own process (`node apps/server/dist/server.js`), as in
// apps/server/test/spawn-server.ts and bench/lib/server.ts.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { DrillFailure, onCleanUp, tail } from './output';

async function freePort(): Promise<number> {
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

export interface Server {
  baseUrl: string;
  output(): string;
  /** the exit code once the process has ended */
  exited: Promise<number | null>;
  /** SIGTERM and wait (20 s, then SIGKILL); the exit code, null when it had to be killed */
  stop(): Promise<number | null>;
}

/** Starts a release's server; `untilReady` or `outcome` say how the start went. */
export async function launchServer(
  releaseDir: string,
  env: Record<string, string>,
  logFile: string,
): Promise<Server> {
  const port = await freePort();
  const log = createWriteStream(logFile, { flags: 'a' });
  let output = '';
  const child = spawn(process.execPath, [path.join(releaseDir, 'apps/server/dist/server.js')], {
    cwd: path.join(releaseDir, 'apps/server'),
    // Not this process's environment: a DATABASE_URL of CI's must not reach the servers.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      COOKIE_SECURE: 'false',
      LOG_LEVEL: 'warn',
      // The drill needs the API only; without a web build the server answers JSON 404s.
      WEB_DIST_DIR: path.join(path.dirname(logFile), 'no-web-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + String(chunk)).slice(-20_000);
    log.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      log.end();
      resolve(code);
    }),
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    child.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 20_000)),
    ]);
    if (code !== 'late') return code;
    child.kill('SIGKILL');
    await exited;
    return null;
  };
  onCleanUp(`the server on port ${port}`, stop);
  return { baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited, stop };
}

/** 'ready' at the first 200 from /api/ready, or the exit code if the process ends first. */
export async function outcome(server: Server, timeoutMs = 180_000): Promise<'ready' | number> {
  let exitCode: number | undefined;
  void server.exited.then((code) => (exitCode = code ?? -1));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exitCode !== undefined) return exitCode;
    const ready = await fetch(`${server.baseUrl}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return 'ready';
    if (Date.now() > deadline) {
      await server.stop();
      throw new DrillFailure(
        `the server was not ready within ${timeoutMs / 1000} s:\n${tail(server.output())}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts a release's server and waits until it is ready (the migrations of this start ran). */
export async function startServer(
  releaseDir: string,
  env: Record<string, string>,
  logFile: string,
): Promise<Server> {
  const server = await launchServer(releaseDir, env, logFile);
  const result = await outcome(server);
  if (result !== 'ready') {
    throw new DrillFailure(
      `the server exited with ${result} before it was ready:\n${tail(server.output())}`,
    );
  }
  return server;
}
