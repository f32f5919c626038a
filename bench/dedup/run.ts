/**
 * Duplicate-check benchmark (issue 5).
 *
 *   npx tsx bench/dedup/run.ts --db postgres --rows 1000000
 *   npx tsx bench/dedup/run.ts --db pglite --rows 100000
 *
 * Seeds N registry members (generated, deterministic; keys computed by the same function the
 * server's write path uses), then asks the built-in data service over HTTP (app.inject, one
 * request at a time) for variants of registry rows and for people who are not registered, and
 * prints p50/p95/p99 latency, the ranking quality at that size, and the candidate query's plan.
 * PostgreSQL: creates and drops its own database (forma_bench_dedup) on --pg-url's server.
 * PGlite: a fresh data folder under the system temp folder, removed afterwards.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { MATCH_KEYS_VERSION } from '@form-a/domain/person-match';
import { duplicateQuerySchema, type DuplicateMatch } from '@form-a/domain/schemas/duplicate-match';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase, pgliteDataPath, type Database } from '../../apps/server/src/db/client';
import { hashPassword } from '../../apps/server/src/modules/auth/password';
import { insertUser } from '../../apps/server/src/modules/auth/repository';
import { candidateProbe } from '../../apps/server/src/modules/dedup/data-service';
import { candidateQuery, memberMatchKeysRow } from '../../apps/server/src/modules/dedup/repository';
import { benchQueries, person, QUERY_KINDS } from './population';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    rows: { type: 'string', default: '100000' },
    variants: { type: 'string', default: '300' },
    strangers: { type: 'string', default: '100' },
    seed: { type: 'string', default: '2026' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    'pg-database': { type: 'string', default: 'forma_bench_dedup' },
    chunk: { type: 'string', default: '10000' },
    keep: { type: 'boolean', default: false },
  },
});
const kind = args.db === 'postgres' ? 'postgres' : 'pglite';
const rows = Number(args.rows);
const seed = Number(args.seed);
const chunk = Number(args.chunk);

const log = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

async function openTarget(): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'forma-bench-dedup-'));
    const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDataPath(dir) });
    return { database, cleanup: () => rm(dir, { recursive: true, force: true }) };
  }
  const name = args['pg-database']!;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: args['pg-url'] });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(args['pg-url']!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    database,
    cleanup: async () => {
      if (!args.keep) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Members and their keys, CHUNK rows per statement (arrays unnested server-side). */
async function load(database: Database) {
  const { db } = database;
  for (let start = 0; start < rows; start += chunk) {
    const people = Array.from({ length: Math.min(chunk, rows - start) }, (_, k) =>
      person(seed, start + k),
    );
    const column = <K extends keyof (typeof people)[number]>(key: K) =>
      sql.param(people.map((p) => p[key]));
    const keys = people.map((p) => memberMatchKeysRow({ ...p, status: 'Initiated' }));
    const keyColumn = <K extends keyof (typeof keys)[number]>(key: K) =>
      sql.param(keys.map((k) => k[key]));
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO members (uid, branch, first_name, middle_name, last_name, dob,
          father_first_name, father_middle_name, father_last_name, status)
        SELECT *, 'Initiated' FROM unnest(${column('uid')}::text[], ${column('branch')}::text[],
          ${column('firstName')}::text[], ${column('middleName')}::text[],
          ${column('lastName')}::text[], ${column('dob')}::date[],
          ${column('fatherFirstName')}::text[], ${column('fatherMiddleName')}::text[],
          ${column('fatherLastName')}::text[])`);
      await tx.execute(sql`
        INSERT INTO person_match_keys (member_uid, dob, first_key, last_key, name_folded,
          father_folded, keys_version)
        SELECT *, ${MATCH_KEYS_VERSION}::smallint FROM unnest(${keyColumn('memberUid')}::text[],
          ${keyColumn('dob')}::date[], ${keyColumn('firstKey')}::text[],
          ${keyColumn('lastKey')}::text[], ${keyColumn('nameFolded')}::text[],
          ${keyColumn('fatherFolded')}::text[])`);
    });
    const done = start + people.length;
    if (done % (chunk * 10) === 0 || done === rows)
      log(`  loaded ${done.toLocaleString('en')} rows`);
  }
  await db.execute(sql`INSERT INTO person_match_keys_state (id, built_version)
    VALUES (1, ${MATCH_KEYS_VERSION}) ON CONFLICT (id) DO NOTHING`);
  await db.execute(sql`ANALYZE members`);
  await db.execute(sql`ANALYZE person_match_keys`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const startedAt = new Date();
  log(`Duplicate-check benchmark: ${kind}, ${rows.toLocaleString('en')} registry rows`);
  log(`  ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), node ${process.version}`);
  const { database, cleanup } = await openTarget();
  try {
    await database.migrate();
    const loadStart = performance.now();
    await load(database);
    log(`  load: ${seconds(loadStart)} s`);

    const config = loadConfig(
      {},
      { NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-dist' },
    );
    const app = await buildApp({ config, database });
    await app.ready();
    const password = 'Bench@2026pass';
    await insertUser(database.db, {
      uid: 'bench-validator',
      email: 'bench-validator@bench.example',
      name: 'Bench Validator',
      passwordHash: await hashPassword(password),
      role: 'UVVOLUNTER',
      branch: null,
      active: true,
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { uid: 'bench-validator', password, remember: false },
    });
    const headers = { authorization: `Bearer ${login.json().token as string}` };

    const queries = benchQueries(seed, rows, Number(args.variants), Number(args.strangers));
    const ask = async (query: Record<string, string>) => {
      const response = await app.inject({
        url: `/ext/data/jigyasu_dedup_data?${new URLSearchParams(query)}`,
        headers,
      });
      if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
      return response.json() as DuplicateMatch[];
    };
    // Warm-up: the first requests compile routes and fill the caches.
    for (const q of benchQueries(seed + 1, rows, 30, 10)) await ask(q.query);

    const timings: number[] = [];
    const baseline: number[] = [];
    const byKind = new Map<string, { n: number; first: number; top5: number; likely: number }>();
    for (const q of queries) {
      // The floor on this machine right now: an authenticated request that reads one row.
      const meStarted = performance.now();
      await app.inject({ url: '/api/auth/me', headers });
      baseline.push(performance.now() - meStarted);
      const started = performance.now();
      const matches = await ask(q.query);
      timings.push(performance.now() - started);
      const stats = byKind.get(q.kind) ?? { n: 0, first: 0, top5: 0, likely: 0 };
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
    log('Ranking at this size (source row ranked first / in top 5 / first and likely):');
    let variants = 0;
    let first = 0;
    let top5 = 0;
    for (const kindName of QUERY_KINDS) {
      const s = byKind.get(kindName);
      if (!s) continue;
      variants += s.n;
      first += s.first;
      top5 += s.top5;
      log(`  ${kindName.padEnd(22)} ${s.first}/${s.n}  ${s.top5}/${s.n}  ${s.likely}/${s.n}`);
    }
    log(`  all variants           ${first}/${variants}  ${top5}/${variants}`);
    const strangers = byKind.get('not registered');
    if (strangers) {
      log(`  not registered: a 'likely' result for ${strangers.likely}/${strangers.n} queries`);
    }

    // The plan of one look-up, to show that only indexes are read.
    const sample = duplicateQuerySchema.parse(queries[1]!.query);
    const { probe } = candidateProbe(sample);
    const query = probe ? candidateQuery(database.db, probe) : null;
    if (query) {
      const plan = await database.db.execute(sql`EXPLAIN (ANALYZE, COSTS OFF) ${query.getSQL()}`);
      log('');
      log(`Plan of the candidate look-up for ${JSON.stringify(queries[1]!.query)}:`);
      for (const row of (plan as unknown as { rows: Array<Record<string, string>> }).rows) {
        log(`  ${Object.values(row)[0]}`);
      }
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
