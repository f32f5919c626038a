import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helper';

// A PostgreSQL restart or an administrator ends the pool's idle connections; the server must
// carry on with new ones instead of dying on the pool's 'error' event.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('the PostgreSQL pool', () => {
  it('answers again after the server has ended its idle connections', async () => {
    const db = ctx.database.db;
    const current = await db.execute(sql`SELECT current_database() AS name`);
    const name = (current as unknown as { rows: Array<{ name: string }> }).rows[0]!.name;

    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const ended = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    await admin.end();
    expect(ended.rowCount).toBeGreaterThan(0);
    // let the pool hear about it
    await new Promise((resolve) => setTimeout(resolve, 200));

    const again = await db.execute(sql`SELECT 1 AS one`);
    expect((again as unknown as { rows: Array<{ one: number }> }).rows[0]!.one).toBe(1);
  });
});
