import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedDemo } from '../src/seed/demo';
import { createTestContext, type TestContext } from './helper';

// The embedded database seeds itself at every start: a restart must find the demo data there
// and add nothing (a second set of approvals would also queue a second set of deliveries).

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

async function registrationCount() {
  const result = await ctx.database.db.execute(sql`SELECT count(*)::int AS n FROM registrations`);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
}

describe('the demo seed', () => {
  it('adds its applications once, however often the server starts', async () => {
    const first = await seedDemo(ctx.database.db, ctx.app.config);
    expect(first.registrations).toBeGreaterThan(0);
    const afterFirst = await registrationCount();

    const second = await seedDemo(ctx.database.db, ctx.app.config);
    expect(second.registrations).toBe(0);
    expect(await registrationCount()).toBe(afterFirst);
  });
});
