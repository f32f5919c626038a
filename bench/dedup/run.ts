/**
 * Duplicate-check benchmark (ADRs 010 and 027).
 *
 *   npx tsx bench/dedup/run.ts --db postgres --rows 1000000 --concurrency 20 [--keep] [--reuse]
 *   npx tsx bench/dedup/run.ts --rows 100000          (the embedded PostgreSQL)
 *
 * Seeds N registry members through the server's write path (`upsertMembers`, keys included):
 * dev set 2's 30,000 people (--dev-set) and N − 30,000 generated ones whose names are drawn from
 * that set's registry (bench/dedup/population.ts; `--names builtin` for the older lists). Then
 * asks the built-in data service over HTTP (app.inject, one request at a time) the dev set's
 * 600 queries (its kinds of difference and look-alikes, now among a million), variants of
 * generated rows and people who are not registered, and prints p50/p95/p99 latency against a
 * floor (a session look-up), the ranking quality at that size, the candidate step's recall and
 * rows, and the plan of the candidate statement. With --concurrency N the same queries are
 * then sent by N clients at once (each sends its next request when its last one is answered).
 * PostgreSQL: its own database (forma_bench_dedup) on --pg-url's server, dropped afterwards
 * unless --keep; --reuse keeps a database loaded by an earlier --keep run with the same rows,
 * seed and names. Embedded (the default): a fresh data folder under the system temp folder with
 * its own PostgreSQL, removed afterwards.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readDevSet } from '../../apps/server/test/fixtures/dedup-dev-set';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { CANDIDATE_LIMIT } from '@form-a/domain/person-match';
import { duplicateQuerySchema, type DuplicateMatch } from '@form-a/domain/schemas/duplicate-match';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres';
import {
  BuiltInDataService,
  candidateProbe,
} from '../../apps/server/src/modules/duplicates/data-service';
import {
  CANDIDATE_QUERY,
  candidateValues,
  FOUND_QUERY,
} from '../../apps/server/src/modules/duplicates/candidate-statement';
import { appWithValidator } from './validator-app';
import { upsertMembers, type NewMember } from '../../apps/server/src/modules/members/repository';
import {
  benchQueries,
  nameSource,
  person,
  QUERY_KINDS,
  type BenchPerson,
  type BenchQuery,
} from './population';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'embedded' },
    rows: { type: 'string', default: '100000' },
    variants: { type: 'string', default: '300' },
    strangers: { type: 'string', default: '100' },
    seed: { type: 'string', default: '2026' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    'pg-database': { type: 'string', default: 'forma_bench_dedup' },
    chunk: { type: 'string', default: '20000' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    'dev-set': { type: 'string', default: 'bench/dedup/fixtures/dedup-dev2.json.gz' },
    names: { type: 'string', default: 'dev' },
    rounds: { type: 'string', default: '2' },
    concurrency: { type: 'string', default: '1' },
    'pool-size': { type: 'string', default: '10' },
  },
});
if (args.db !== 'postgres' && args.db !== 'embedded') {
  throw new Error(`--db must be embedded or postgres, got ${args.db}`);
}
const kind = args.db;
const rows = Number(args.rows);
const seed = Number(args.seed);
const chunk = Number(args.chunk);

const devSet = args['dev-set'] ? readDevSet(args['dev-set']) : null;
const devPeople: BenchPerson[] = (devSet?.population ?? []).map((p) => ({
  uid: p.uid,
  branch: p.branch,
  firstName: p.first_name,
  middleName: p.middle_name,
  lastName: p.last_name,
  dob: p.dob,
  fatherFirstName: p.father_first_name,
  fatherMiddleName: p.father_middle_name,
  fatherLastName: p.father_last_name,
}));
const names = args.names === 'dev' && devPeople.length > 0 ? nameSource(devPeople) : undefined;
/** What a loaded database holds; --reuse takes it only when this is unchanged. */
const loadedAs = JSON.stringify({
  rows,
  seed,
  names: names ? args['dev-set'] : 'builtin',
  dev: devPeople.length,
});

const log = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

async function openTarget(): Promise<{
  database: Database;
  loaded: boolean;
  cleanup: () => Promise<void>;
}> {
  if (kind === 'embedded') {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'forma-bench-dedup-'));
    const poolSize = Number(args['pool-size']);
    const engine = await startEmbeddedPostgres(dir, { watch: false, poolSize });
    const database = await openDatabase({ url: engine.ownerUrl, poolSize });
    return {
      database,
      loaded: false,
      async cleanup() {
        await engine.stop();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const name = args['pg-database']!;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
  const admin = async (statement: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: args['pg-url'] });
    await client.connect();
    try {
      return (await client.query(statement, params)).rows;
    } finally {
      await client.end();
    }
  };
  const url = new URL(args['pg-url']!);
  url.pathname = `/${name}`;
  let loaded = false;
  if (args.reuse && (await admin('SELECT 1 FROM pg_database WHERE datname = $1', [name])).length) {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const { rows: marks } = await client.query(
        `SELECT loaded_as FROM bench_dedup_loaded WHERE loaded_as = $1`,
        [loadedAs],
      );
      loaded = marks.length > 0;
    } catch {
      loaded = false;
    } finally {
      await client.end();
    }
  }
  if (!loaded) {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${name}`);
  }
  const database = await openDatabase({
    url: url.toString(),
    poolSize: Number(args['pool-size']),
  });
  return {
    database,
    loaded,
    cleanup: async () => {
      if (!args.keep) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * The dev set's people, then generated ones, through `upsertMembers` (the server's write path:
 * members and their duplicate-check keys, one array per column, in CHUNK-row transactions).
 * Like any bulk load, the look-up indexes are dropped first and built again at the end (and
 * checked to be the migration's); VACUUM then marks the pages all-visible, as autovacuum does
 * on a registry that has settled, so the look-ups can read their indexes alone.
 */
async function load(database: Database) {
  const { db } = database;
  const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, string>> }).rows;
  const indexes = rowsOf(
    await db.execute(sql`SELECT indexname, indexdef FROM pg_indexes
      WHERE tablename = 'person_match_keys' AND indexname LIKE '%\_idx'`),
  );
  for (const index of indexes) await db.execute(sql.raw(`DROP INDEX ${index.indexname}`));
  const member = (p: BenchPerson): NewMember => ({ ...p, status: 'Initiated' });
  for (let start = 0; start < devPeople.length; start += chunk) {
    await upsertMembers(db, devPeople.slice(start, start + chunk).map(member));
  }
  for (let start = devPeople.length; start < rows; start += chunk) {
    const people = Array.from({ length: Math.min(chunk, rows - start) }, (_, k) =>
      member(person(seed, start + k, names)),
    );
    await upsertMembers(db, people);
    const done = start + people.length;
    if (done % (chunk * 10) === 0 || done === rows) {
      log(`  loaded ${done.toLocaleString('en')} rows`);
    }
  }
  const indexStart = performance.now();
  await db.execute(sql`SET maintenance_work_mem = '512MB'`);
  for (const index of indexes) await db.execute(sql.raw(index.indexdef!));
  const rebuilt = rowsOf(
    await db.execute(sql`SELECT indexname, indexdef FROM pg_indexes
      WHERE tablename = 'person_match_keys' AND indexname LIKE '%\_idx'`),
  );
  if (JSON.stringify(rebuilt.sort()) !== JSON.stringify(indexes.sort())) {
    throw new Error("the rebuilt look-up indexes differ from the migration's");
  }
  log(`  look-up indexes built in ${seconds(indexStart)} s`);
  await db.execute(sql`VACUUM ANALYZE members`);
  await db.execute(sql`VACUUM ANALYZE person_match_keys`);
  await db.execute(sql`CREATE TABLE bench_dedup_loaded (loaded_as text PRIMARY KEY)`);
  await db.execute(sql`INSERT INTO bench_dedup_loaded VALUES (${loadedAs})`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const startedAt = new Date();
  log(`Duplicate-check benchmark: ${kind}, ${rows.toLocaleString('en')} registry rows`);
  log(`  ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), node ${process.version}`);
  const { database, loaded, cleanup } = await openTarget();
  try {
    await database.migrate();
    if (loaded) {
      log(`  reusing the rows loaded earlier in ${args['pg-database']}`);
    } else {
      const loadStart = performance.now();
      await load(database);
      log(`  load: ${seconds(loadStart)} s`);
    }

    const { app, headers } = await appWithValidator(database, `bench-validator-${Date.now()}`);

    const queries: Array<Omit<BenchQuery, 'kind'> & { kind: string }> = [
      ...(devSet?.queries ?? []).map((q) => ({
        kind: `dev set: ${q.kind}`,
        expectUid: q.expect_uid,
        query: q.query,
      })),
      ...benchQueries(
        seed,
        rows,
        Number(args.variants),
        Number(args.strangers),
        names,
        devPeople.length,
      ),
    ];
    const service = new BuiltInDataService(database.db);
    const ask = async (query: Record<string, string>) => {
      const response = await app.inject({
        url: `/ext/data/jigyasu_dedup_data?${new URLSearchParams(query)}`,
        headers,
      });
      if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
      return response.json() as DuplicateMatch[];
    };
    // Warm-up: the first requests compile routes and fill the caches.
    for (const q of benchQueries(seed + 1, rows, 30, 10, names, devPeople.length)) {
      await ask(q.query);
    }

    const timings: number[] = [];
    const baseline: number[] = [];
    const byKind = new Map<
      string,
      { n: number; looked: number; kept: number; first: number; top5: number; likely: number }
    >();
    const lookupCounts: number[] = [];
    for (const q of queries) {
      // The floor on this machine right now: an authenticated request that reads one row.
      const meStarted = performance.now();
      await app.inject({ url: '/api/auth/me', headers });
      baseline.push(performance.now() - meStarted);
      const started = performance.now();
      const matches = await ask(q.query);
      timings.push(performance.now() - started);
      const stats = byKind.get(q.kind) ?? {
        n: 0,
        looked: 0,
        kept: 0,
        first: 0,
        top5: 0,
        likely: 0,
      };
      stats.n += 1;
      if (q.expectUid) {
        const rank = matches.findIndex((m) => m.jig_uid === q.expectUid);
        if (rank === 0) stats.first += 1;
        if (rank >= 0 && rank < 5) stats.top5 += 1;
        if (rank === 0 && matches[0]!.level === 'likely') stats.likely += 1;
      } else if (matches.some((m) => m.level === 'likely')) {
        stats.likely += 1;
      }
      byKind.set(q.kind, stats);
      // The candidate step alone (not timed): how many rows the look-ups find, and is the
      // source row among them, and among the CANDIDATE_LIMIT kept for scoring?
      const parsed = duplicateQuerySchema.parse(q.query);
      const { probe } = candidateProbe(parsed);
      const lookedUp = probe
        ? (
            await database.pool.query<{ member_uid: string | null }>(
              FOUND_QUERY.sql,
              candidateValues(FOUND_QUERY, probe),
            )
          ).rows
        : [];
      lookupCounts.push(lookedUp.length);
      if (q.expectUid) {
        if (lookedUp.some((row) => row.member_uid === q.expectUid)) stats.looked += 1;
        const { candidates } = await service.search(parsed);
        if (candidates.some((row) => row.memberUid === q.expectUid)) stats.kept += 1;
      }
    }
    const sorted = [...timings].sort((a, b) => a - b);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    log('');
    log(`Latency of GET /ext/data/jigyasu_dedup_data over ${sorted.length} queries (sequential):`);
    log(
      `  p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted.at(-1)!)}  mean ${ms(sorted.reduce((a, b) => a + b, 0) / sorted.length)}`,
    );
    const floor = [...baseline].sort((a, b) => a - b);
    log(
      `  baseline GET /api/auth/me (session look-up only): p50 ${ms(percentile(floor, 50))}  p95 ${ms(percentile(floor, 95))}`,
    );
    log('');
    log(
      `Ranking at this size: true record found by the look-ups / kept among the best ${CANDIDATE_LIMIT} / ranked first / in the top 5 / first and 'likely' (look-alikes and strangers: called 'likely')`,
    );
    const kinds = [
      ...[...byKind.keys()].filter((k) => k.startsWith('dev set: ')).sort(),
      ...QUERY_KINDS,
      'not registered',
    ];
    const totals = { n: 0, looked: 0, kept: 0, first: 0, top5: 0, likely: 0 };
    const devTotals = { ...totals };
    for (const kindName of kinds) {
      const s = byKind.get(kindName);
      if (!s) continue;
      const positive = s.looked + s.first + s.top5 > 0 || kindName.endsWith('exact');
      if (positive) {
        for (const t of kindName.startsWith('dev set: ') ? [totals, devTotals] : [totals]) {
          for (const key of Object.keys(t) as Array<keyof typeof t>) t[key] += s[key];
        }
        log(
          `  ${kindName.padEnd(28)} ${s.looked}/${s.n}  ${s.kept}/${s.n}  ${s.first}/${s.n}  ${s.top5}/${s.n}  ${s.likely}/${s.n}`,
        );
      } else {
        log(`  ${kindName.padEnd(28)} called 'likely': ${s.likely}/${s.n}`);
      }
    }
    for (const [label, t] of [
      ['dev set positives', devTotals],
      ['all positives', totals],
    ] as const) {
      log(
        `  ${label.padEnd(28)} ${t.looked}/${t.n}  ${t.kept}/${t.n}  ${t.first}/${t.n}  ${t.top5}/${t.n}  ${t.likely}/${t.n}`,
      );
    }
    const counts = [...lookupCounts].sort((a, b) => a - b);
    log(
      `  rows the look-ups find per query (before the cut to ${CANDIDATE_LIMIT}): p50 ${percentile(counts, 50)}, p95 ${percentile(counts, 95)}, max ${counts.at(-1)}`,
    );

    const clients = Number(args.concurrency);
    if (clients > 1) {
      const rounds = Number(args.rounds);
      const work = Array.from({ length: rounds }, () => queries).flat();
      /** `send` for every item of `work` by `clients` clients at once: req/s and latencies. */
      const together = async (send: (q: (typeof work)[number]) => Promise<unknown>) => {
        const latencies: number[] = [];
        let next = 0;
        const runStarted = performance.now();
        await Promise.all(
          Array.from({ length: clients }, async () => {
            while (next < work.length) {
              const q = work[next++]!;
              const started = performance.now();
              await send(q);
              latencies.push(performance.now() - started);
            }
          }),
        );
        const wall = (performance.now() - runStarted) / 1000;
        const c = latencies.sort((a, b) => a - b);
        return `${c.length} requests: ${(c.length / wall).toFixed(0)} req/s, p50 ${ms(percentile(c, 50))}  p95 ${ms(percentile(c, 95))}  p99 ${ms(percentile(c, 99))}  max ${ms(c.at(-1)!)}`;
      };
      log('');
      // The floor at this concurrency on this machine right now: session look-ups only.
      const floorLine = await together(() => app.inject({ url: '/api/auth/me', headers }));
      log(`${clients} clients at once, GET /api/auth/me (floor), ${floorLine}`);
      const line = await together((q) => ask(q.query));
      log(`${clients} clients at once, the duplicate check, ${line}`);
    }

    // The plan of the candidate statement for the query whose look-ups found the most rows
    // at the 95th percentile: the index-only look-ups, the cut, and the rows read in full.
    const p95Rows = percentile(counts, 95);
    const planned = queries[lookupCounts.indexOf(p95Rows)]!;
    const { probe } = candidateProbe(duplicateQuerySchema.parse(planned.query));
    if (probe) {
      const plan = await database.pool.query<Record<string, string>>(
        `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${CANDIDATE_QUERY.sql}`,
        candidateValues(CANDIDATE_QUERY, probe),
      );
      log('');
      log(`Plan of the candidate statement for ${JSON.stringify(planned.query)}:`);
      for (const row of plan.rows) log(`  ${Object.values(row)[0]}`);
    }
    log('');
    log(
      `Date: ${startedAt.toISOString()}; load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    await app.close();
  } finally {
    await database.close();
    await cleanup();
  }
}

await main();
