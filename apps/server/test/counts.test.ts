import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { compactCounts, moveCount } from '../src/modules/registrations/counters';
import { bearer, createTestContext, type TestContext } from './helper';

// The status counters are spread over shards so that writes in one branch do not queue on one
// row; folding the shards together must never change a count a dashboard shows.

let ctx: TestContext;
let viewer: string;
let agra: string;
let gurgaon: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const token = async (role: 'DATAVIEWER' | 'BBRANCHSEC', branch?: string) =>
    (await ctx.login((await ctx.createUser({ role, branch: branch ?? null })).uid)).token;
  viewer = await token('DATAVIEWER');
  agra = await token('BBRANCHSEC', 'Agra');
  gurgaon = await token('BBRANCHSEC', 'Gurgaon');
});
afterAll(async () => ctx?.close());

async function counts(token = viewer) {
  const response = await ctx.app.inject({
    url: '/api/registrations/counts',
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, number>;
}

/** The all-branch counts are kept apart from the per-branch ones; they must agree. */
async function expectTotalsToBeTheSumOfTheBranches() {
  const [all, agraCounts, gurgaonCounts] = await Promise.all([
    counts(),
    counts(agra),
    counts(gurgaon),
  ]);
  for (const key of Object.keys(all))
    expect(all[key], key).toBe(agraCounts[key]! + gurgaonCounts[key]!);
}

async function counterRows() {
  const result = await ctx.database.db.execute(
    sql`SELECT count(*)::int AS n FROM registration_counts`,
  );
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
}

describe('the status counters', () => {
  it('show the same counts before and after their shards are folded together', async () => {
    const db = ctx.database.db;
    for (let i = 0; i < 30; i += 1) {
      const branch = i % 2 === 0 ? 'Agra' : 'Gurgaon';
      await moveCount(db, branch, null, 1);
      if (i % 3 !== 0) await moveCount(db, branch, 1, 2);
      if (i % 5 === 0) await moveCount(db, branch, 2, 3);
    }
    const before = await counts();
    expect(before).toMatchObject({ pendingValidation: 10, pendingApproval: 14, approved: 6 });
    expect(await counterRows()).toBeGreaterThan(6);
    await expectTotalsToBeTheSumOfTheBranches();

    await compactCounts(db);

    expect(await counts()).toEqual(before);
    await expectTotalsToBeTheSumOfTheBranches();
    expect(await counterRows()).toBeLessThanOrEqual(6);
  });
});
