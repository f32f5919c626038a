/**
 * What the per-account budgets (ADR 045) cost, in one process against a fresh database:
 *
 *   node --import tsx bench/rate-limit.ts                    embedded PostgreSQL (a temporary folder)
 *   node --import tsx bench/rate-limit.ts --db postgres      PostgreSQL (127.0.0.1:5432)
 *
 * 1. a batched class's check in memory (ns per request);
 * 2. a signed-in read (GET /api/auth/me through app.inject) with the limiter and with its check
 *    replaced by 'allowed', interleaved, medians of each: the limiter's share of a read;
 * 3. one flush of 1,000 accounts × 3 classes (the statement each process runs per interval);
 * 4. the exact classes' upsert (pre-check, export), median.
 */
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { insertUser } from '../apps/server/src/modules/auth/repository';
import { hashPassword } from '../apps/server/src/modules/auth/password';
import { addOne } from '../apps/server/src/modules/rate-limit/repository';
import { RateLimiter } from '../apps/server/src/modules/rate-limit/limiter';
import { seedBranches } from '../apps/server/src/seed/demo';
import { openScratchDatabase } from './lib/scratch';
import { BENCH_RATE_LIMITS } from './lib/server';
import { DEFAULT_PG_ADMIN_URL } from './lib/target';

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    'pg-url': { type: 'string', default: DEFAULT_PG_ADMIN_URL },
    rounds: { type: 'string', default: '20' },
    'per-round': { type: 'string', default: '250' },
  },
});
const out = (line = '') => process.stdout.write(`${line}\n`);
const median = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function main() {
  const { database, label, drop } = await openScratchDatabase({
    db: values.db,
    pgUrl: values['pg-url']!,
    prefix: 'forma-bench-rate',
  });
  try {
    await database.migrate();
    await seedBranches(database.db);
    // budgets no round reaches: the check runs in full and never refuses
    const config = loadConfig(BENCH_RATE_LIMITS, {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent-web-dist',
    });
    out(`Rate-limit cost on ${label}, ${new Date().toISOString()}`);

    // 1. the check in memory
    const limiter = new RateLimiter(
      database.db,
      { read: { limit: 1_000_000_000, windowSeconds: 60, counting: 'batched' } },
      { flushMs: 0 },
    );
    const calls = 2_000_000;
    let started = performance.now();
    for (let i = 0; i < calls; i += 1) limiter.take(i % 1000, 'read');
    const nsPerCheck = ((performance.now() - started) * 1e6) / calls;
    out(`1. batched check in memory: ${nsPerCheck.toFixed(0)} ns per request (1,000 accounts)`);

    // 2. a signed-in read with and without the check
    const app = await buildApp({ config, database });
    await app.ready();
    const password = 'Bench@2026pass';
    const user = await insertUser(database.db, {
      uid: 'ratebench',
      email: 'ratebench@bench.example',
      name: 'Rate Bench',
      passwordHash: await hashPassword(password),
      role: 'UVVOLUNTER',
      branch: null,
      active: true,
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { uid: 'ratebench', password, remember: true },
    });
    const token = (login.json() as { token: string }).token;
    const real = app.rateLimiter.take.bind(app.rateLimiter);
    const allowAll: typeof real = () => ({ allowed: true });
    const timings: Record<'with' | 'without', number[]> = { with: [], without: [] };
    const rounds = Number(values.rounds);
    const perRound = Number(values['per-round']);
    for (let round = 0; round < rounds; round += 1) {
      for (const mode of round % 2 === 0
        ? (['with', 'without'] as const)
        : (['without', 'with'] as const)) {
        app.rateLimiter.take = mode === 'with' ? real : allowAll;
        for (let i = 0; i < perRound; i += 1) {
          const t0 = performance.now();
          const answer = await app.inject({
            url: '/api/auth/me',
            headers: { authorization: `Bearer ${token}` },
          });
          timings[mode].push(performance.now() - t0);
          if (answer.statusCode !== 200) throw new Error(`GET /api/auth/me: ${answer.statusCode}`);
        }
      }
    }
    app.rateLimiter.take = real;
    const withMs = median(timings.with);
    const withoutMs = median(timings.without);
    out(
      `2. GET /api/auth/me, median of ${timings.with.length}: ${withMs.toFixed(3)} ms with the limiter, ` +
        `${withoutMs.toFixed(3)} ms without: ${((withMs - withoutMs) * 1000).toFixed(0)} µs`,
    );
    await app.close();

    // 3. one flush: 1,000 accounts × 3 classes
    const flushing = new RateLimiter(
      database.db,
      {
        read: { limit: 1e9, windowSeconds: 60, counting: 'batched' },
        write: { limit: 1e9, windowSeconds: 60, counting: 'batched' },
        search: { limit: 1e9, windowSeconds: 60, counting: 'batched' },
      },
      { flushMs: 0 },
    );
    const flushTimes: number[] = [];
    for (let round = 0; round < 10; round += 1) {
      for (let account = 1; account <= 1000; account += 1)
        for (const rateClass of ['read', 'write', 'search'] as const)
          flushing.take(100_000 + account, rateClass);
      started = performance.now();
      await flushing.flush();
      flushTimes.push(performance.now() - started);
    }
    out(`3. one flush of 3,000 counters: median ${median(flushTimes).toFixed(1)} ms (10 flushes)`);

    // 4. the exact classes' upsert
    const upserts: number[] = [];
    const windowStart = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    for (let i = 0; i < 500; i += 1) {
      started = performance.now();
      await addOne(database.db, user.id, 'precheck', windowStart);
      upserts.push(performance.now() - started);
    }
    out(`4. exact upsert (pre-check, export): median ${median(upserts).toFixed(3)} ms (500)`);
  } finally {
    await database.close();
    await drop();
  }
}

await main();
