/**
 * Two builds under the same load, alternately: the reference (`--base <git ref>`, built in a
 * worktree of its own under bench/out/compare/) and this checkout as it is now. Each round starts
 * each build's server on a fresh data folder (embedded PostgreSQL, demo seed) and runs the
 * sessions mix (lib/sessions-mix.ts) against it, reference first, then this tree, A B A B…; every
 * figure is then given as this tree's value over the reference's, per round and as the median of
 * the rounds. Absolute figures on a shared two-core machine drift by tens of per cent between
 * runs; a ratio of two runs a minute apart drifts much less, and the rounds show by how much.
 *
 *   npm run bench:compare -- --base main~3
 *   npm run bench:compare -- --base 3c893c3 --rounds 3 --sessions 200 --duration 30
 *
 * Cost per request is CPU time over requests in the busy phase: the server's Node process and
 * its PostgreSQL (the postmaster and its backends) read from /proc, so Linux only.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { REPO_ROOT, startTestServer } from '../apps/server/test/spawn-server';
import { CLOCK_TICKS_PER_SECOND, readCpu, type CpuTicks } from './lib/process-cpu';
import { runSessionsMix, SESSIONS_SERVER_ENV, type MixResult } from './lib/sessions-mix';
import { OUT_DIR } from './lib/target';

const run = promisify(execFile);

async function sh(cwd: string, command: string, args: string[]): Promise<string> {
  const { stdout } = await run(command, args, { cwd, maxBuffer: 64 * 2 ** 20 });
  return stdout.trim();
}

/** The reference's checkout with its dependencies installed and its server built; reused. */
async function prepareReference(ref: string): Promise<{ sha: string; root: string }> {
  const sha = await sh(REPO_ROOT, 'git', ['rev-parse', '--verify', `${ref}^{commit}`]);
  const root = path.join(OUT_DIR, 'compare', sha.slice(0, 12));
  const ready = path.join(root, '.bench-compare-built');
  if (existsSync(ready)) return { sha, root };
  process.stdout.write(`Preparing the reference ${ref} (${sha.slice(0, 12)}) in ${root}…\n`);
  await rm(root, { recursive: true, force: true });
  await sh(REPO_ROOT, 'git', ['worktree', 'prune']);
  await mkdir(path.dirname(root), { recursive: true });
  await sh(REPO_ROOT, 'git', ['worktree', 'add', '--detach', root, sha]);
  await sh(root, 'npm', ['ci', '--no-audit', '--no-fund']);
  await sh(root, 'npm', ['run', 'build', '-w', '@form-a/server']);
  await writeFile(ready, `${new Date().toISOString()}\n`);
  return { sha, root };
}

interface RoundFigures {
  mix: MixResult;
  /** CPU milliseconds per request in the busy phase */
  serverCpuMs: number;
  databaseCpuMs: number;
}

async function measure(
  root: string | undefined,
  options: { sessions: number; durationMs: number; timeoutMs: number },
): Promise<RoundFigures> {
  const server = await startTestServer(SESSIONS_SERVER_ENV, {
    startTimeoutMs: 180_000,
    ...(root ? { root } : {}),
  });
  try {
    let before: CpuTicks = { server: 0, database: 0 };
    let after: CpuTicks = { server: 0, database: 0 };
    const mix = await runSessionsMix(server.baseUrl, {
      ...options,
      busyPhase: {
        start: () => (before = readCpu(server.pid, server.dataDir)),
        end: () => (after = readCpu(server.pid, server.dataDir)),
      },
    });
    const perRequest = (ticks: number) =>
      (ticks * 1000) / CLOCK_TICKS_PER_SECOND / Math.max(1, mix.requests);
    return {
      mix,
      serverCpuMs: perRequest(after.server - before.server),
      databaseCpuMs: perRequest(after.database - before.database),
    };
  } finally {
    await server.stop();
  }
}

interface Figure {
  name: string;
  read: (round: RoundFigures) => number | undefined;
  /** true: a larger value is better (throughput) */
  higherIsBetter?: boolean;
  unit: string;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function figuresFor(rounds: RoundFigures[]): Figure[] {
  const kinds = [...new Set(rounds.flatMap((round) => Object.keys(round.mix.byKind)))].sort();
  return [
    { name: 'requests/s', read: (r) => r.mix.requestsPerSecond, higherIsBetter: true, unit: '' },
    { name: 'p50', read: (r) => r.mix.p50, unit: 'ms' },
    { name: 'p95', read: (r) => r.mix.p95, unit: 'ms' },
    { name: 'p99', read: (r) => r.mix.p99, unit: 'ms' },
    { name: 'errors + time-outs', read: (r) => r.mix.errors + r.mix.timeouts, unit: '' },
    { name: 'CPU per request', read: (r) => r.serverCpuMs + r.databaseCpuMs, unit: 'ms' },
    { name: '  of it Node', read: (r) => r.serverCpuMs, unit: 'ms' },
    { name: '  of it PostgreSQL', read: (r) => r.databaseCpuMs, unit: 'ms' },
    ...kinds.map((kind): Figure => ({
      name: `${kind} p95`,
      read: (r) => r.mix.byKind[kind]?.p95,
      unit: 'ms',
    })),
  ];
}

const format = (value: number, unit: string) =>
  `${value >= 100 || Number.isInteger(value) ? value.toFixed(0) : value.toFixed(value >= 10 ? 1 : 2)}${unit ? ` ${unit}` : ''}`;

async function main() {
  const { values } = parseArgs({
    options: {
      base: { type: 'string' },
      rounds: { type: 'string', default: '2' },
      sessions: { type: 'string', default: '200' },
      duration: { type: 'string', default: '30' },
      'timeout-ms': { type: 'string', default: '10000' },
    },
  });
  if (!values.base) throw new Error('--base <git ref> is required: the build to compare against');
  const rounds = Number(values.rounds);
  const options = {
    sessions: Number(values.sessions),
    durationMs: Number(values.duration) * 1000,
    timeoutMs: Number(values['timeout-ms']),
  };
  const reference = await prepareReference(values.base);
  const head = await sh(REPO_ROOT, 'git', ['rev-parse', '--short=12', 'HEAD']);
  const changed = (await sh(REPO_ROOT, 'git', ['status', '--porcelain'])) !== '';
  const thisTree = `${head}${changed ? ' with uncommitted changes' : ''}`;
  process.stdout.write(
    `Reference ${values.base} (${reference.sha.slice(0, 12)}) against this tree (${thisTree}): ` +
      `${rounds} rounds of ${options.sessions} sessions for ${values.duration} s each, alternately\n`,
  );

  const base: RoundFigures[] = [];
  const mine: RoundFigures[] = [];
  const line = (label: string, r: RoundFigures) =>
    `  ${label}: ${r.mix.requestsPerSecond} req/s, p95 ${r.mix.p95} ms, ` +
    `${(r.serverCpuMs + r.databaseCpuMs).toFixed(2)} ms CPU per request ` +
    `(Node ${r.serverCpuMs.toFixed(2)}, PostgreSQL ${r.databaseCpuMs.toFixed(2)}), ` +
    `${r.mix.errors} errors, ${r.mix.timeouts} time-outs\n`;
  for (let round = 1; round <= rounds; round += 1) {
    base.push(await measure(reference.root, options));
    process.stdout.write(line(`round ${round}, reference`, base.at(-1)!));
    mine.push(await measure(undefined, options));
    process.stdout.write(line(`round ${round}, this tree`, mine.at(-1)!));
  }

  const rows = figuresFor([...base, ...mine]).map((figure) => {
    const a = base.map(figure.read).filter((v): v is number => v !== undefined);
    const b = mine.map(figure.read).filter((v): v is number => v !== undefined);
    const ratios = base
      .map((round, i) => [figure.read(round), figure.read(mine[i]!)] as const)
      .filter(([x, y]) => x !== undefined && y !== undefined && x > 0)
      .map(([x, y]) => y! / x!);
    return {
      figure: figure.name,
      unit: figure.unit,
      reference: a.length ? median(a) : null,
      thisTree: b.length ? median(b) : null,
      ratio: ratios.length ? median(ratios) : null,
      ratioRange: ratios.length ? [Math.min(...ratios), Math.max(...ratios)] : null,
      higherIsBetter: Boolean(figure.higherIsBetter),
    };
  });

  const width = Math.max(...rows.map((row) => row.figure.length)) + 2;
  process.stdout.write(
    [
      '',
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load average now ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
      `${'figure'.padEnd(width)}${'reference'.padStart(12)}${'this tree'.padStart(12)}${'this/ref'.padStart(10)}  rounds' ratios`,
      ...rows.map((row) => {
        const cell = (v: number | null) => (v === null ? '–' : format(v, row.unit));
        const ratio = row.ratio === null ? '–' : `${row.ratio.toFixed(2)}×`;
        const range = row.ratioRange
          ? `${row.ratioRange[0]!.toFixed(2)}–${row.ratioRange[1]!.toFixed(2)}${row.higherIsBetter ? ' (higher is better)' : ''}`
          : '';
        return `${row.figure.padEnd(width)}${cell(row.reference).padStart(12)}${cell(row.thisTree).padStart(12)}${ratio.padStart(10)}  ${range}`;
      }),
      '',
    ].join('\n'),
  );
  await mkdir(OUT_DIR, { recursive: true });
  await writeFile(
    path.join(OUT_DIR, 'compare.json'),
    `${JSON.stringify({ when: new Date().toISOString(), reference: { ref: values.base, sha: reference.sha }, thisTree, options, rows, rounds: { reference: base, thisTree: mine } }, null, 2)}\n`,
  );
}

await main();
