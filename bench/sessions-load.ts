/**
 * Many people at once on the default install: signs in N sessions (the demo accounts, several
 * sessions each), then keeps all of them busy for a while with the mix the screens send (lists,
 * a record, dashboard counts; secretaries create and submit applications, validators validate
 * and approvers approve), each session on its own keep-alive connection, one request at a time
 * (a closed loop: the next request leaves when the answer arrives). Meanwhile a new TCP
 * connection is opened every second to time what a person arriving now waits for.
 *
 *   npm run bench:sessions                       the embedded PostgreSQL on a fresh data folder
 *   npm run bench:sessions -- --url http://host:3000 --sessions 200 --duration 60
 *
 * Prints requests/s, errors, time-outs, p50/p95/p99 and the fresh-connection times; writes the
 * figures to bench/out/sessions-load.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startTestServer, type TestServer } from '../apps/server/test/spawn-server';
import { latencyLines, runSessionsMix, SESSIONS_SERVER_ENV } from './lib/sessions-mix';
import { OUT_DIR } from './lib/target';

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      sessions: { type: 'string', default: '200' },
      duration: { type: 'string', default: '60' },
      'timeout-ms': { type: 'string', default: '10000' },
      /** e.g. "--cpu-prof --cpu-prof-dir=bench/out/profiles": a profile of the server under the mix */
      'node-args': { type: 'string' },
    },
  });
  const timeoutMs = Number(values['timeout-ms']);

  let server: TestServer | undefined;
  let baseUrl = values.url;
  const loadBefore = os.loadavg();
  if (!baseUrl) {
    process.stdout.write(
      'Starting the default install (embedded PostgreSQL, fresh data folder)…\n',
    );
    const started = performance.now();
    server = await startTestServer(SESSIONS_SERVER_ENV, {
      startTimeoutMs: 180_000,
      nodeArgs: values['node-args']?.split(' ').filter(Boolean),
    });
    baseUrl = server.baseUrl;
    process.stdout.write(`  ready in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  }

  try {
    const mix = await runSessionsMix(baseUrl, {
      sessions: Number(values.sessions),
      durationMs: Number(values.duration) * 1000,
      timeoutMs,
      log: (line) => process.stdout.write(`${line}\n`),
    });
    const loadAfter = os.loadavg();
    const result = {
      ...mix,
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB`,
      loadAverageBefore: loadBefore.map((n) => Number(n.toFixed(2))),
      loadAverageAfter: loadAfter.map((n) => Number(n.toFixed(2))),
      target: server ? 'embedded PostgreSQL, fresh data folder' : baseUrl,
    };
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    await mkdir(OUT_DIR, { recursive: true });
    await writeFile(
      path.join(OUT_DIR, 'sessions-load.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    process.stdout.write(
      [
        '',
        `Machine: ${result.machine}; load average ${result.loadAverageBefore.join(' ')} before, ${result.loadAverageAfter.join(' ')} after`,
        `Target: ${result.target}`,
        `${result.sessions} sessions, ${result.seconds} s: ${result.requests} requests, ${result.requestsPerSecond} req/s`,
        `errors ${result.errors}, time-outs (>${timeoutMs} ms) ${result.timeouts}, 409 conflicts ${result.conflicts}`,
        ...latencyLines(result),
        `fresh connection (TTFB of GET /api/health on a new TCP connection, every second): p50 ${ms(result.freshConnection.p50)}, p95 ${ms(result.freshConnection.p95)}, max ${ms(result.freshConnection.max)} (${result.freshConnection.samples} samples, ${result.freshConnection.failures} failed)`,
        '',
      ].join('\n'),
    );
  } finally {
    await server?.stop();
  }
}

await main();
