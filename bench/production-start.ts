// How long a production start takes (ADR 041): `NODE_ENV=production npm start` on a fresh data
// folder once (PostgreSQL initialised, migrated), then again and again on the same folder, each
// timed from the command to the first 200 of /api/ready. Needs the release build (`npm run
// build`); the bench checks and says so.
//
//   npm run bench:start -- [--runs 5] [--port 3960]
import { spawn } from 'node:child_process';
import { access, mkdtemp, chmod, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from './lib/target';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, port: { type: 'string', default: '3960' } },
});
const runs = Number(values.runs);
const port = Number(values.port);
const baseUrl = `http://127.0.0.1:${port}`;

for (const built of ['apps/server/dist/start.js', 'apps/web/dist/index.html']) {
  await access(path.join(REPO_ROOT, built)).catch(() => {
    process.stderr.write(`No ${built}: run \`npm run build\` first.\n`);
    process.exit(1);
  });
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'forma-bench-start-'));
// As root the embedded PostgreSQL runs as the user postgres, who must reach the folder.
await chmod(dataDir, 0o755);

/** One `npm start` in production: milliseconds from spawn to ready, then a clean stop. */
async function timedStart(): Promise<number> {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: baseUrl,
      PORT: String(port),
      DATA_DIR: path.join(dataDir, 'data'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('the server exited before it was ready');
      const response = await fetch(`${baseUrl}/api/ready`).catch(() => undefined);
      if (response?.ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

try {
  const first = await timedStart();
  const again: number[] = [];
  for (let run = 0; run < runs; run += 1) again.push(await timedStart());
  const sorted = [...again].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const format = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  process.stdout.write(
    `production start, fresh data folder: ${format(first)}\n` +
      `production start, same folder (${runs} runs): median ${format(median)}, ` +
      `min ${format(sorted[0]!)}, max ${format(sorted.at(-1)!)}\n` +
      `load average: ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}\n`,
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
