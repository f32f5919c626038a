/**
 * A realistic day rather than saturation: many people, each pausing 5–15 s between requests (a
 * page read, a form filled), on the default install (embedded PostgreSQL, fresh data folder).
 * Sessions sign in first, then all act for the duration; the figure that sizes a server is the
 * p95 at that load and the CPU each request costs.
 *
 *   npm run bench:day                                   2,000 people for 10 minutes
 *   npm run bench:day -- --users 500 --duration 60      a shorter look
 *   npm run bench:day -- --cores 0                      the server and its PostgreSQL on one core
 *
 * The people's roles (no proportions are in the spec): one secretary per branch, a few central
 * reviewers and viewers, as the organisation is run: 90 % secretaries, 4 % validators, 3 %
 * approvers, 3 % data viewers. Writes the figures to bench/out/day-load.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startTestServer } from '../apps/server/test/spawn-server';
import { CLOCK_TICKS_PER_SECOND, pinToCores, readCpu, type CpuTicks } from './lib/process-cpu';
import { latencyLines, runSessionsMix, SESSIONS_SERVER_ENV } from './lib/sessions-mix';
import { OUT_DIR } from './lib/target';

const ROLE_SHARES = { secretary: 90, validator: 4, approver: 3, viewer: 3 };

async function main() {
  const { values } = parseArgs({
    options: {
      users: { type: 'string', default: '2000' },
      duration: { type: 'string', default: '600' },
      'think-min': { type: 'string', default: '5' },
      'think-max': { type: 'string', default: '15' },
      cores: { type: 'string' },
      'timeout-ms': { type: 'string', default: '10000' },
    },
  });
  const users = Number(values.users);
  process.stdout.write('Starting the default install (embedded PostgreSQL, fresh data folder)…\n');
  const server = await startTestServer(SESSIONS_SERVER_ENV, { startTimeoutMs: 180_000 });
  if (values.cores) pinToCores(values.cores, server.pid, server.dataDir);
  try {
    let before: CpuTicks = { server: 0, database: 0 };
    let after: CpuTicks = { server: 0, database: 0 };
    const busyStarted = { at: 0, seconds: 0 };
    const mix = await runSessionsMix(server.baseUrl, {
      sessions: users,
      durationMs: Number(values.duration) * 1000,
      timeoutMs: Number(values['timeout-ms']),
      thinkTimeMs: {
        min: Number(values['think-min']) * 1000,
        max: Number(values['think-max']) * 1000,
      },
      roleShares: ROLE_SHARES,
      log: (line) => process.stdout.write(`${line}\n`),
      busyPhase: {
        start: () => {
          before = readCpu(server.pid, server.dataDir);
          busyStarted.at = performance.now();
        },
        end: () => {
          after = readCpu(server.pid, server.dataDir);
          busyStarted.seconds = (performance.now() - busyStarted.at) / 1000;
        },
      },
    });
    const cpuSeconds = (ticks: number) => ticks / CLOCK_TICKS_PER_SECOND;
    const nodeSeconds = cpuSeconds(after.server - before.server);
    const databaseSeconds = cpuSeconds(after.database - before.database);
    const cores = values.cores ? values.cores.split(',').length : os.cpus().length;
    const result = {
      ...mix,
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB`,
      serverCores: values.cores ?? 'all',
      users,
      thinkSeconds: [Number(values['think-min']), Number(values['think-max'])],
      cpu: {
        nodeMsPerRequest: Number(((nodeSeconds * 1000) / mix.requests).toFixed(2)),
        databaseMsPerRequest: Number(((databaseSeconds * 1000) / mix.requests).toFixed(2)),
        /** of the cores the server may use, how busy the server and its PostgreSQL kept them */
        utilisation: Number(
          ((nodeSeconds + databaseSeconds) / busyStarted.seconds / cores).toFixed(3),
        ),
      },
    };
    await mkdir(OUT_DIR, { recursive: true });
    await writeFile(path.join(OUT_DIR, 'day-load.json'), `${JSON.stringify(result, null, 2)}\n`);
    process.stdout.write(
      [
        '',
        `Machine: ${result.machine}; server and PostgreSQL on cores: ${result.serverCores}`,
        `${users} people, a pause of ${result.thinkSeconds.join('–')} s before each request, ${result.seconds} s`,
        `${result.requests} requests, ${result.requestsPerSecond} req/s; errors ${result.errors}, time-outs ${result.timeouts}, 409 conflicts ${result.conflicts}`,
        ...latencyLines(result),
        `CPU per request: Node ${result.cpu.nodeMsPerRequest} ms, PostgreSQL ${result.cpu.databaseMsPerRequest} ms; the server's cores ${(result.cpu.utilisation * 100).toFixed(0)} % busy`,
        '',
      ].join('\n'),
    );
  } finally {
    await server.stop();
  }
}

await main();
