/**
 * What the access log (ADR 054) costs, in one process against a fresh database:
 *
 *   npm run bench:access-log                                   embedded PostgreSQL (a temporary folder)
 *   npm run bench:access-log -- --db postgres --records 1000000  PostgreSQL (127.0.0.1:5432)
 *
 * 1. what `record` costs the request that calls it (in memory: it only appends to a buffer);
 *    then a read of a record (GET /api/registrations/:id through app.inject, records of a hot
 *    set of HOT_RECORDS so that the database's cache is the same for both) with the recorder and
 *    with its `record` replaced by a no-op, in alternating rounds (A/B, B/A, …): median and p95
 *    of each, the difference of the medians and the median of the rounds' paired differences
 *    (the issue's budget: 1 ms at the median);
 * 2. one flush of 200 and of 1,000 buffered entries (the batch a busy server writes);
 * 3. an export's entry over every record (INSERT … SELECT in chunks): its time and the bytes
 *    it adds, against what one row per record would have added;
 * 4. reading a record's log once it is in that many exports.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { insertUser } from '../apps/server/src/modules/auth/repository';
import { hashPassword } from '../apps/server/src/modules/auth/password';
import { AccessLogRecorder } from '../apps/server/src/modules/access-log/recorder';
import { insertExportEntry, readAccessLog } from '../apps/server/src/modules/access-log/repository';
import { seedBranches } from '../apps/server/src/seed/demo';
import { openScratchDatabase } from './lib/scratch';
import { BENCH_RATE_LIMITS } from './lib/server';
import { DEFAULT_PG_ADMIN_URL } from './lib/target';

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    'pg-url': { type: 'string', default: DEFAULT_PG_ADMIN_URL },
    records: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '20' },
    'per-round': { type: 'string', default: '250' },
    exports: { type: 'string', default: '5' },
  },
});
const out = (line = '') => process.stdout.write(`${line}\n`);
const quantile = (samples: number[], q: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;
};
/** The records the reads choose from: all in the database's cache after the warm-up. */
const HOT_RECORDS = 10_000;

async function main() {
  const { database, label, drop } = await openScratchDatabase({
    db: values.db,
    pgUrl: values['pg-url']!,
    prefix: 'forma-bench-access',
  });
  const db = database.db;
  const records = Number(values.records);
  try {
    await database.migrate();
    await seedBranches(db);
    const password = 'Bench@2026pass';
    const user = await insertUser(db, {
      uid: 'accessbench',
      email: 'accessbench@bench.example',
      name: 'Access Bench',
      passwordHash: await hashPassword(password),
      role: 'DBAPPROVER',
      branch: null,
      active: true,
    });
    let started = performance.now();
    // set-based, like bench/generate.ts: the columns a record screen shows, in every state
    await db.execute(sql`
      INSERT INTO registrations (status, branch, title, first_name, last_name, father_name,
                                 address1, city, region, zipcode, email, phone, dob, created_by)
      SELECT (ARRAY[1, 2, 3, 3, 3, 6])[1 + n % 6], (ARRAY['Agra', 'Gurgaon', 'Delhi'])[1 + n % 3],
             'MR', 'First' || n, 'Last' || (n % 997), 'Father' || n, n || ' Civil Lines', 'Agra',
             'Uttar Pradesh', '282001', 'p' || n || '@example.org', '+9198' || lpad(n::text, 8, '0'),
             date '1960-01-01' + (n % 15000), ${user.id}
        FROM generate_series(1, ${records}) AS n`);
    await db.execute(sql`ANALYZE registrations`);
    out(
      `Access-log cost on ${label}, ${records.toLocaleString('en')} records, ` +
        `${new Date().toISOString()} (records made in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );

    // 1. a read with and without the recorder
    const config = loadConfig(BENCH_RATE_LIMITS, {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      SECOND_FACTOR_ROLES: '',
    });
    const app = await buildApp({ config, database });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { uid: 'accessbench', password, remember: true },
    });
    const token = (login.json() as { token: string }).token;
    const real = app.accessLog.record.bind(app.accessLog);
    const noOp: typeof real = () => {};
    const timings: Record<'on' | 'off', number[]> = { on: [], off: [] };
    const roundMedians: Record<'on' | 'off', number[]> = { on: [], off: [] };
    const rounds = Number(values.rounds);
    const perRound = Number(values['per-round']);
    const { min, max } = (
      await db.execute<{ min: number; max: number }>(
        sql`SELECT min(id)::int AS min, max(id)::int AS max FROM registrations`,
      )
    ).rows[0]!;
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    const hot = Math.min(HOT_RECORDS, max - min + 1);
    const nextHotId = () => min + (random() % hot);
    const nextId = () => min + (random() % (max - min + 1));
    const sessionUser = {
      id: user.id,
      uid: 'accessbench',
      name: 'Access Bench',
      email: 'accessbench@bench.example',
      role: 'DBAPPROVER' as const,
      branch: null,
    };
    {
      // the call itself, on a recorder that never writes (its buffer dropped each time)
      const alone = new AccessLogRecorder(db, { flushMs: 3_600_000, batchSize: 1_000_000 });
      const calls = 200_000;
      started = performance.now();
      for (let i = 0; i < calls; i += 1) {
        alone.record({ user: sessionUser, action: 'record', registrationIds: [min + (i % hot)] });
        if (i % 10_000 === 9_999) (alone as unknown as { buffer: unknown[] }).buffer = [];
      }
      const nsPerCall = ((performance.now() - started) * 1e6) / calls;
      (alone as unknown as { buffer: unknown[] }).buffer = [];
      await alone.close();
      out(`1. record() in the request: ${nsPerCall.toFixed(0)} ns a call (${calls} calls)`);
    }
    for (let i = 0; i < hot; i += 1) {
      await app.inject({
        url: `/api/registrations/${min + i}`,
        headers: { authorization: `Bearer ${token}` },
      });
    }
    for (let round = 0; round < rounds; round += 1) {
      for (const mode of round % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const)) {
        app.accessLog.record = mode === 'on' ? real : noOp;
        for (let i = 0; i < perRound; i += 1) {
          const t0 = performance.now();
          const answer = await app.inject({
            url: `/api/registrations/${nextHotId()}`,
            headers: { authorization: `Bearer ${token}` },
          });
          timings[mode].push(performance.now() - t0);
          if (answer.statusCode !== 200) throw new Error(`GET a record: ${answer.statusCode}`);
        }
        roundMedians[mode].push(quantile(timings[mode].slice(-perRound), 0.5));
        // the 'on' round's last entries are written inside it, not in the next round
        if (mode === 'on') await app.accessLog.flush();
      }
    }
    app.accessLog.record = real;
    const stats = app.accessLog.stats();
    const medianOn = quantile(timings.on, 0.5);
    const medianOff = quantile(timings.off, 0.5);
    out(
      `1. GET /api/registrations/:id, ${timings.on.length} reads each, alternating rounds of ${perRound}:`,
    );
    out(
      `   recorder on:  median ${medianOn.toFixed(3)} ms, p95 ${quantile(timings.on, 0.95).toFixed(3)} ms`,
    );
    out(
      `   recorder off: median ${medianOff.toFixed(3)} ms, p95 ${quantile(timings.off, 0.95).toFixed(3)} ms`,
    );
    const paired = roundMedians.on.map((on, index) => on - roundMedians.off[index]!);
    out(
      `   median grows by ${((medianOn - medianOff) * 1000).toFixed(0)} µs; median of the ` +
        `${paired.length} rounds' paired differences ${(quantile(paired, 0.5) * 1000).toFixed(0)} µs ` +
        `(budget 1,000 µs); entries written ${stats.written}, dropped ${stats.dropped}`,
    );
    await app.close();

    // 2. one flush of a full batch
    const recorder = new AccessLogRecorder(db, { flushMs: 3_600_000, batchSize: 1_000_000 });
    for (const size of [200, 1000]) {
      const flushes: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        for (let j = 0; j < size; j += 1)
          recorder.record({ user: sessionUser, action: 'record', registrationIds: [nextId()] });
        started = performance.now();
        await recorder.flush();
        flushes.push(performance.now() - started);
      }
      out(`2. one flush of ${size} entries: median ${quantile(flushes, 0.5).toFixed(1)} ms (10)`);
    }
    await recorder.close();
    const { bytes, entries } = (
      await db.execute<{ bytes: string; entries: string }>(
        sql`SELECT pg_total_relation_size('access_logs')::text AS bytes, count(*)::text AS entries FROM access_logs`,
      )
    ).rows[0]!;
    out(
      `   access_logs with its indexes: ${(Number(bytes) / Number(entries)).toFixed(0)} bytes an entry ` +
        `(${Number(entries).toLocaleString('en')} entries)`,
    );

    // 3. an export's entry over every record
    const size = async () =>
      Number(
        (
          await db.execute<{ bytes: string }>(
            sql`SELECT pg_total_relation_size('access_log_batches')::text AS bytes`,
          )
        ).rows[0]!.bytes,
      );
    const exportTimes: number[] = [];
    const exportsToMake = Number(values.exports);
    const bytesBefore = await size();
    for (let i = 0; i < exportsToMake; i += 1) {
      started = performance.now();
      const count = await insertExportEntry(
        db,
        { at: new Date(), userId: user.id, role: 'DBAPPROVER', detail: { view: 'all' } },
        undefined,
      );
      exportTimes.push(performance.now() - started);
      if (count !== records) throw new Error(`an export's entry held ${count} records`);
    }
    const bytesPerExport = ((await size()) - bytesBefore) / exportsToMake;
    out(
      `3. an export's entry over all ${records.toLocaleString('en')} records: median ` +
        `${quantile(exportTimes, 0.5).toFixed(0)} ms (${exportsToMake}); ` +
        `${(bytesPerExport / 1024 / 1024).toFixed(1)} MB each, ` +
        `${(bytesPerExport / records).toFixed(1)} bytes a record`,
    );

    // 4. a record's log once it is in every one of those exports
    const reads: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      started = performance.now();
      const page = await readAccessLog(db, nextId(), { limit: 20 });
      reads.push(performance.now() - started);
      if (page.items.length < exportsToMake) throw new Error('an export is missing from a log');
    }
    out(
      `4. a record's log (20 entries, in ${exportsToMake} exports): median ` +
        `${quantile(reads, 0.5).toFixed(2)} ms, p95 ${quantile(reads, 0.95).toFixed(2)} ms`,
    );
  } finally {
    await database.close();
    await drop();
  }
}

await main();
