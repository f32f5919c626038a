import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/lib/database-unavailable';
import { appRoleUrl, createTestContext, type TestContext } from './helper';

/** A database that cannot serve us answers 503 with Retry-After, never 500 (ADR 047). */

const pgError = (code: string, severity = 'ERROR', message = 'x') =>
  Object.assign(new Error(message), { code, severity });
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('which errors mean the database is unavailable', () => {
  it.each([
    ['08006', 'ERROR'], // connection_failure
    ['08001', 'ERROR'],
    ['57P01', 'FATAL'], // terminated by an administrator
    ['57P03', 'FATAL'], // starting up
    ['53300', 'FATAL'], // too many connections
    ['53100', 'ERROR'], // disk full
    ['55000', 'FATAL'], // database is not currently accepting connections
    ['3D000', 'FATAL'], // the database is gone
    ['28P01', 'FATAL'], // the password was rotated on the server first
  ])('%s (%s), also wrapped by Drizzle', (code, severity) => {
    expect(isDatabaseUnavailable(pgError(code, severity))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(pgError(code, severity)))).toBe(true);
  });

  it.each([
    ['55000', 'ERROR'], // e.g. currval before nextval: a bug, not an outage
    ['23505', 'ERROR'],
    ['42P01', 'ERROR'],
    ['53400', 'ERROR'], // a configured limit a query ran into
  ])('not %s (%s)', (code, severity) => {
    expect(isDatabaseUnavailable(wrapped(pgError(code, severity)))).toBe(false);
  });
});

const METRICS_TOKEN = 'metrics-token-for-outage-tests-0123';

describe('a database that refuses connections', () => {
  let ctx: TestContext;
  let admin: pg.Client;
  let name: string;

  beforeAll(async () => {
    ctx = await createTestContext({ config: { METRICS_TOKEN, OUTBOX_WORKER: 'false' } });
    const result = await ctx.database.db.execute(sql`SELECT current_database() AS name`);
    name = (result as unknown as { rows: Array<{ name: string }> }).rows[0]!.name;
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => undefined);
    await admin?.end();
    await ctx?.close();
  });

  it('ALLOW_CONNECTIONS false → 503 with Retry-After; /metrics still answers; back to normal after', async () => {
    const user = await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Agra' });
    const { token } = await ctx.login(user.uid);
    const signIn = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { uid: user.uid, password: 'wrong-password' },
      });
    const bell = () =>
      ctx.app.inject({
        url: '/api/notifications/unread-count',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await signIn()).statusCode).toBe(401);

    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    // The pool drops its terminated connections; from here on every query needs a new one.
    const pool = ctx.database.pool;
    for (let i = 0; i < 100 && pool.totalCount > 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pool.totalCount).toBe(0);

    // What a new connection meets: SQLSTATE 55000, FATAL.
    const probe = new pg.Client({
      connectionString: appRoleUrl(process.env.DATABASE_URL!, name),
    });
    const refused = await probe.connect().then(
      () => undefined,
      (error: unknown) => error,
    );
    await probe.end().catch(() => undefined);
    expect(refused).toMatchObject({ code: '55000', severity: 'FATAL' });

    for (const response of [await signIn(), await bell()]) {
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json().error.code).toBe('SERVICE_UNAVAILABLE');
    }
    expect((await ctx.app.inject({ url: '/api/ready' })).statusCode).toBe(503);
    const metrics = await ctx.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toMatch(/forma_db_pool_connections\{pool="requests"\} \d+\n/);
    expect(metrics.body).not.toContain('forma_outbox_undelivered{');

    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    expect((await signIn()).statusCode).toBe(401);
    expect((await bell()).statusCode).toBe(200);
    const after = await ctx.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(after.body).toMatch(/forma_outbox_undelivered\{status="pending"\} 0\n/);
  });
});
