/**
 * The API benchmark: generates (or reuses) a database, starts the server as its own process,
 * warms it up and drives each scenario with autocannon, then prints one table.
 *
 *   npm run bench                                         embedded PostgreSQL, 100,000 records
 *   npm run bench -- --db postgres --records 1000000      a PostgreSQL server, a million
 *
 * Options: --connections 20  --duration 10 (s per scenario)  --warmup 3 (s)
 *          --reuse (keep an existing bench database of the same size)  --only id,id
 *          --pool N (DATABASE_POOL_SIZE)  --log-level info  --pg-url URL  --database NAME
 *          --data-dir DIR (embedded)  --no-explain  --drop (remove the database afterwards)
 *          --solo 3 (s of one-connection load after each read scenario: p50/p95 @1; 0 skips it)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchUid, reuseOrGenerate, parseCount } from './generate';
import { EXPLAINABLE, explainScenario, type ExplainableScenario } from './lib/explain';
import { runLoad, type LoadRequest, type LoadResult } from './lib/load';
import { prepare, type Prepared } from './lib/prepare';
import { SCENARIOS, type Scenario, type ScenarioContext } from './lib/scenarios';
import { sampleRss, signIn, startBenchServer, type BenchServer } from './lib/server';
import {
  benchTarget,
  dropTarget,
  OUT_DIR,
  openTarget,
  parseEngine,
  type BenchTarget,
  type OpenTarget,
} from './lib/target';

interface Row {
  scenario: Scenario;
  result?: LoadResult;
  /** the same requests one at a time: the server's own time per request, without queueing */
  single?: LoadResult;
  skipped?: string;
  rssPeak?: number;
  ratio?: number;
  target?: string;
  met?: boolean;
}

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    records: { type: 'string' },
    connections: { type: 'string' },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    reuse: { type: 'boolean', default: false },
    only: { type: 'string' },
    pool: { type: 'string' },
    'log-level': { type: 'string' },
    'pg-url': { type: 'string' },
    database: { type: 'string' },
    'data-dir': { type: 'string' },
    'no-explain': { type: 'boolean', default: false },
    drop: { type: 'boolean', default: false },
    'max-writes': { type: 'string' },
    solo: { type: 'string' },
    'node-args': { type: 'string' },
    /** the CI smoke: figures are not asserted, but a scenario that gets errors fails the run */
    'fail-on-errors': { type: 'boolean', default: false },
  },
});

const kind = parseEngine(values.db);
const records = parseCount(values.records, 100_000);
const connections = parseCount(values.connections, 20);
const durationSec = parseCount(values.duration, 10);
const warmupSec = values.warmup === undefined ? 3 : Number(values.warmup);
/** seconds of one-connection load after each read scenario (0: none) */
const soloSec = values.solo === undefined ? 3 : Number(values.solo);
const only = values.only?.split(',').map((s) => s.trim());
const target = benchTarget({
  kind,
  records,
  dataDir: values['data-dir'],
  pgUrl: values['pg-url'] ?? process.env.BENCH_PG_URL,
  database: values.database,
});
const out = (line = '') => process.stdout.write(`${line}\n`);
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
await mkdir(OUT_DIR, { recursive: true });

// ---------------------------------------------------------------------------------------------
// Targets (bench/README.md)
// ---------------------------------------------------------------------------------------------

function targetOf(
  scenario: Scenario,
): { text: string; check: (r: LoadResult, ratio: number) => boolean } | undefined {
  if (scenario.informational) return undefined;
  const noErrors = (r: LoadResult) => r.errors === 0;
  if (scenario.kind === 'read') {
    const p95 = scenario.id === 'counts' ? 10 : 15;
    return {
      text: `p95 ≤ ${p95} ms, ≥ 25 %`,
      check: (r, ratio) => r.p95 <= p95 && ratio >= 0.25 && noErrors(r),
    };
  }
  if (scenario.kind === 'write') {
    return { text: 'p95 ≤ 40 ms', check: (r) => r.p95 <= 40 && noErrors(r) };
  }
  if (scenario.kind === 'sign-in') return { text: 'no errors', check: noErrors };
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Steps
// ---------------------------------------------------------------------------------------------

let serverSettings = '';

/**
 * Reads every table and index of the bench database into PostgreSQL's buffers (pg_prewarm), as
 * they are on a server that has been running: otherwise each scenario's first touches of a
 * million random rows measure the disk, not the portal.
 */
async function prewarm(db: OpenTarget) {
  await db.query('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
  const [setting] = await db.query<{ shared_buffers: string }>('SHOW shared_buffers');
  const warmed = await db.query(
    `SELECT pg_prewarm(c.oid) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'i')`,
  );
  return { sharedBuffers: setting?.shared_buffers ?? '?', relations: warmed.length };
}

async function hasRoute(baseUrl: string, route: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/api/docs/json`);
  if (!response.ok) return false;
  const spec = (await response.json()) as { paths?: Record<string, unknown> };
  return Object.keys(spec.paths ?? {}).includes(route);
}

/** One generator per scenario, shared by its warm-up and its measured run. */
function counted(generator: { next: () => LoadRequest | null; available?: number }) {
  let used = 0;
  return {
    next: () => {
      const request = generator.next();
      if (request) used += 1;
      return request;
    },
    remaining: () =>
      generator.available === undefined ? undefined : Math.max(0, generator.available - used),
  };
}

interface ScenarioOutcome {
  result?: LoadResult;
  single?: LoadResult;
  rssPeak?: number;
  skipped?: string;
}

async function runScenario(
  server: BenchServer,
  scenario: Scenario,
  ctx: ScenarioContext,
): Promise<ScenarioOutcome> {
  const generator = counted(scenario.requests(ctx));
  const writes = scenario.kind === 'write';
  const warm = writes ? Math.min(1, warmupSec) : warmupSec;
  if (warm > 0) {
    await runLoad({
      baseUrl: server.baseUrl,
      connections,
      durationSec: warm,
      next: generator.next,
      ...(generator.remaining() !== undefined ? { maxRequests: generator.remaining()! } : {}),
    });
  }
  const remaining = generator.remaining();
  if (remaining !== undefined && remaining < connections) {
    return { skipped: `only ${remaining} records left in the right state` };
  }
  const rss = sampleRss(() => server.rss());
  const result = await runLoad({
    baseUrl: server.baseUrl,
    connections,
    durationSec,
    next: generator.next,
    ...(remaining !== undefined ? { maxRequests: remaining } : {}),
  });
  const rssPeak = await rss.stop();
  // One connection: what a single user waits, comparable with figures measured without load.
  const single =
    soloSec > 0 && !writes
      ? await runLoad({
          baseUrl: server.baseUrl,
          connections: 1,
          durationSec: soloSec,
          next: generator.next,
        })
      : undefined;
  return { result, rssPeak, ...(single ? { single } : {}) };
}

const fmt = (n: number | undefined, digits = 1) =>
  n === undefined || Number.isNaN(n) ? '—' : n.toFixed(digits);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

function table(rows: Row[]): string {
  const header = [
    'Scenario',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'errors',
    'p50 @1',
    'p95 @1',
    'vs health',
    'RSS peak',
    'target',
    'met',
  ];
  const lines = rows.map((row) => {
    const r = row.result;
    if (!r)
      return [
        row.scenario.label,
        `skipped: ${row.skipped}`,
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
      ];
    return [
      row.scenario.label + (r.exhausted ? ' *' : ''),
      fmt(r.rps, 0),
      fmt(r.p50),
      fmt(r.p95),
      fmt(r.p99),
      String(r.errors),
      fmt(row.single?.p50),
      fmt(row.single?.p95),
      row.ratio === undefined ? '—' : `${Math.round(row.ratio * 100)} %`,
      row.rssPeak ? mb(row.rssPeak) : '—',
      row.target ?? '—',
      row.met === undefined ? '—' : row.met ? 'yes' : 'NO',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const render = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [
    render(header),
    `|${widths.map((w, i) => (i === 0 ? `${'-'.repeat(w + 1)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...lines.map(render),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

async function main() {
  const started = Date.now();
  out(
    `Form-A Portal API bench: ${target.label}, ${records.toLocaleString('en')} records, ` +
      `${connections} connections, ${durationSec} s per scenario (warm-up ${warmupSec} s)`,
  );
  await reuseOrGenerate(target, records, values.reuse ?? false, (line) => out(line));

  const db = await openTarget(target);
  let prepared: Prepared;
  try {
    prepared = await prepare(db, {
      maxWrites: parseCount(values['max-writes'], 200_000),
    });
    // The embedded engine stops when the bench's connection closes, and its buffers with it.
    if (kind === 'postgres') {
      const warm = await prewarm(db);
      out(
        `PostgreSQL shared_buffers ${warm.sharedBuffers}; ${warm.relations} tables and indexes read into it`,
      );
      serverSettings = `shared_buffers ${warm.sharedBuffers}`;
    }
  } finally {
    await db.close();
  }
  out(
    `Prepared: ${prepared.toValidate.length} records to validate, ${prepared.toApprove.length} to approve, ` +
      `deep page ${prepared.deepPage.toLocaleString('en')}`,
  );

  const env: Record<string, string> = {};
  if (values.pool) env.DATABASE_POOL_SIZE = values.pool;
  if (values['log-level']) env.LOG_LEVEL = values['log-level'];
  const logFile = path.join(OUT_DIR, `server-${kind}-${records}-${stamp}.log`);
  const nodeArgs = values['node-args']?.split(' ').filter(Boolean) ?? [];
  const server = await startBenchServer(target, { env, logFile, nodeArgs });
  const coldStarts = [server.readyMs];
  out(
    `Server ready in ${(server.readyMs / 1000).toFixed(2)} s (pid ${server.pid}); log ${path.relative(process.cwd(), logFile)}`,
  );

  const rows: Row[] = [];
  const rssIdle = await server.rss();
  try {
    const ctx: ScenarioContext = {
      prepared,
      runId: `bench-${stamp}`,
      tokens: {
        validator: await signIn(server.baseUrl, benchUid.validator(1)),
        approver: await signIn(server.baseUrl, benchUid.approver(1)),
        viewer: await signIn(server.baseUrl, benchUid.viewer(1)),
        secretary: await signIn(server.baseUrl, benchUid.secretary(0)),
      },
    };
    const duplicates = await hasRoute(server.baseUrl, '/api/registrations/{id}/duplicates');

    for (const scenario of SCENARIOS) {
      if (only && scenario.id !== 'health' && !only.includes(scenario.id)) continue;
      if (scenario.id === 'duplicates' && !duplicates) {
        rows.push({
          scenario,
          skipped: 'GET /api/registrations/:id/duplicates does not exist yet',
        });
        out(`- ${scenario.label}: skipped (no such route yet)`);
        continue;
      }
      const outcome = await runScenario(server, scenario, ctx);
      if (server.exited()) throw new Error(`the server died during ${scenario.id}`);
      const row: Row = { scenario, ...outcome };
      rows.push(row);
      const r = outcome.result;
      out(
        r
          ? `- ${scenario.label}: ${fmt(r.rps, 0)} req/s, p95 ${fmt(r.p95)} ms, ${r.errors} errors` +
              (outcome.single ? `; one connection p50 ${fmt(outcome.single.p50)} ms` : '') +
              (r.errorSamples.length ? `\n    e.g. ${r.errorSamples[0]}` : '')
          : `- ${scenario.label}: skipped (${outcome.skipped})`,
      );
    }
  } finally {
    await server.stop();
  }

  // A second cold start, on the database the run has just written to.
  const again = await startBenchServer(target, { env, logFile });
  coldStarts.push(again.readyMs);
  await again.stop();

  const health = rows.find((row) => row.scenario.id === 'health')?.result;
  for (const row of rows) {
    if (!row.result) continue;
    if (health && row.scenario.kind !== 'baseline') row.ratio = row.result.rps / health.rps;
    const goal = targetOf(row.scenario);
    if (goal) {
      row.target = goal.text;
      row.met = goal.check(row.result, row.ratio ?? 1);
    }
  }

  let explained: { scenario: string; plans: string } | undefined;
  const reads = rows.filter(
    (row): row is Row & { result: LoadResult } =>
      !!row.result &&
      row.scenario.kind === 'read' &&
      !row.scenario.informational &&
      (EXPLAINABLE as readonly string[]).includes(row.scenario.id),
  );
  const slowest = reads.sort((a, b) => b.result.p95 - a.result.p95)[0];
  if (slowest && !values['no-explain']) {
    const explainDb = await openTarget(target);
    try {
      explained = {
        scenario: slowest.scenario.id,
        plans: await explainScenario(
          explainDb,
          slowest.scenario.id as ExplainableScenario,
          prepared,
        ),
      };
    } finally {
      await explainDb.close();
    }
  }

  const rssPeak = Math.max(0, ...rows.map((row) => row.rssPeak ?? 0));
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`;
  const command = `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim();
  const rssMet = rssPeak <= 300 * 1024 * 1024;
  const coldMet = Math.max(...coldStarts) <= 3000;
  const summary = [
    `Date: ${new Date().toISOString()}`,
    `Machine: ${machine}`,
    `Command: ${command}`,
    `Database: ${target.label}, ${prepared.records.toLocaleString('en')} registrations at the start` +
      (serverSettings ? ` (${serverSettings}, tables prewarmed)` : ''),
    `Load: autocannon, ${connections} connections, ${durationSec} s per scenario after a ${warmupSec} s warm-up` +
      (soloSec > 0 ? `; then ${soloSec} s at one connection for each read (p50/p95 @1)` : ''),
    '',
    table(rows),
    '',
    `Server RSS: ${mb(rssIdle)} idle after start, ${mb(rssPeak)} peak under load (target ≤ 300 MB: ${rssMet ? 'met' : 'NOT met'})`,
    `Cold start to ready: ${coldStarts.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', then ')} after the run` +
      (kind === 'embedded'
        ? ` (target ≤ 3 s, the engine's start included: ${coldMet ? 'met' : 'NOT met'})`
        : ''),
    rows.some((row) => row.result?.exhausted)
      ? '* ran out of records in the right state before the time was up'
      : '',
    `Total bench time: ${((Date.now() - started) / 1000).toFixed(0)} s`,
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');

  out('');
  out(summary);
  if (explained) {
    out('');
    out(`EXPLAIN ANALYZE of the slowest read scenario (${explained.scenario}):`);
    out(explained.plans);
  }

  const base = path.join(OUT_DIR, `results-${kind}-${records}-${stamp}`);
  await writeFile(
    `${base}.md`,
    `${summary}\n${explained ? `\n\`\`\`\n${explained.plans}\n\`\`\`\n` : ''}`,
  );
  await writeFile(
    `${base}.json`,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        machine,
        command,
        target: target.label,
        records: prepared.records,
        connections,
        durationSec,
        coldStartsMs: coldStarts,
        rssIdle,
        rssPeak,
        rows: rows.map((row) => ({
          id: row.scenario.id,
          label: row.scenario.label,
          kind: row.scenario.kind,
          skipped: row.skipped,
          ratio: row.ratio,
          rssPeak: row.rssPeak,
          target: row.target,
          met: row.met,
          ...(row.result ? { result: { ...row.result } } : {}),
          ...(row.single ? { single: { ...row.single } } : {}),
        })),
        explained,
      },
      null,
      2,
    ),
  );
  out(`\nSaved ${path.relative(process.cwd(), base)}.{md,json}`);
  if (values.drop) await dropTarget(target);
  const failing = rows.filter((row) => (row.result?.errors ?? 0) > 0);
  if (values['fail-on-errors'] && failing.length > 0) {
    throw new Error(
      `scenarios with errors: ${failing
        .map(
          (row) =>
            `${row.scenario.id} (${row.result!.errors}; e.g. ${row.result!.errorSamples[0]})`,
        )
        .join(', ')}`,
    );
  }
}

function assertTarget(t: BenchTarget) {
  if (t.kind === 'postgres' && !t.url) throw new Error('no PostgreSQL URL');
}

assertTarget(target);
try {
  await main();
} catch (error) {
  process.stderr.write(`bench failed: ${(error as Error).stack ?? error}\n`);
  process.exit(1);
}
