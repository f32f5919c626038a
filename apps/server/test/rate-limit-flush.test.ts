import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { RateLimiter } from '../src/modules/rate-limit/limiter';
import type { Counter } from '../src/modules/rate-limit/repository';

// The shared counters as a slow database would keep them: each flush takes its time, and the
// totals it reads back include what it added.
const shared = new Map<string, number>();
const slowCounters = {
  async addCounts(_db: Db, counts: readonly Counter[]): Promise<Counter[]> {
    await new Promise((resolve) => setTimeout(resolve, 30));
    return counts.map((counter) => {
      const key = `${counter.accountId}:${counter.rateClass}`;
      shared.set(key, (shared.get(key) ?? 0) + counter.count);
      return { ...counter, count: shared.get(key)! };
    });
  },
  addOne(): Promise<Counter> {
    throw new Error('a batched budget adds its counts in flushes');
  },
  readOne(): Promise<number> {
    throw new Error('a batched budget answers a peek from what its process knows');
  },
};

describe('the batched rate limit in one process', () => {
  it('stays within its budget while a flush is on its way to the database', async () => {
    const limiter = new RateLimiter(
      {} as Db,
      { read: { limit: 100, windowSeconds: 60, counting: 'batched' } },
      { flushMs: 0, counters: slowCounters },
    );
    const take = () => limiter.take(7, 'read') as { allowed: boolean };
    let allowed = 0;
    for (let i = 0; i < 60; i += 1) if (take().allowed) allowed += 1;
    const flushing = limiter.flush();
    // requests answered while the flush's round trip is in progress
    for (let i = 0; i < 60; i += 1) if (take().allowed) allowed += 1;
    await flushing;
    for (let i = 0; i < 60; i += 1) if (take().allowed) allowed += 1;
    expect(allowed).toBe(100);
  });
});
