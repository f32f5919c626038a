import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { RoleCode } from '@form-a/domain/roles';
import { buildApp, type Services } from '../src/app';
import { loadConfig, type configSchema } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { seedBranches } from '../src/seed/demo';
import { insertUser } from '../src/modules/auth/repository';
import { hashPassword } from '../src/modules/auth/password';
import type { z } from 'zod';
import { appRoleUrl, TEMPLATE_DATABASE_ENV } from './test-database';

export { appRoleUrl } from './test-database';

export const TEST_PASSWORD = 'Test@2026pass';

/**
 * A fresh database per test file on the PostgreSQL of the suite (test/global-setup.ts): a copy
 * of the migrated template. As in production (ADR 024), DATABASE_URL's user owns the database
 * and runs the migrations, and the app runs as forma_app, so the whole suite proves that role's
 * privileges suffice.
 */
async function freshDatabase(): Promise<{
  database: Database;
  migrate: () => Promise<void>;
  drop: () => Promise<void>;
}> {
  const adminUrl = process.env.DATABASE_URL;
  const template = process.env[TEMPLATE_DATABASE_ENV];
  if (!adminUrl || !template) throw new Error('the API tests run through the server project');
  const name = `forma_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const ownerUrl = new URL(adminUrl);
  ownerUrl.pathname = `/${name}`;
  const database = await openDatabase({
    url: appRoleUrl(adminUrl, name),
    poolSize: 5,
  });
  return {
    database,
    // The template is migrated; a migration added since the suite started still runs here.
    async migrate() {
      const owner = await openDatabase({ url: ownerUrl.toString(), poolSize: 1 });
      try {
        await owner.migrate();
      } finally {
        await owner.close();
      }
    },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // The pool's connections may still be closing: let them go before forcing the rest.
      for (let i = 0; i < 50; i += 1) {
        const { rows } = await client.query(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  createUser(options: {
    uid?: string;
    role: RoleCode | null;
    branch?: string | null;
    active?: boolean;
  }): Promise<{ id: number; uid: string; email: string }>;
  /** signs in and returns the bearer token and the raw session cookie */
  login(uid: string, password?: string): Promise<{ token: string; cookie: string }>;
  close(): Promise<void>;
}

let userCounter = 0;

export async function createTestContext(
  options: {
    config?: Partial<z.input<typeof configSchema>>;
    services?: Partial<Services>;
    /** read the log: pass LOG_LEVEL too, the default is silent */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestContext> {
  const { database, migrate, drop } = await freshDatabase();
  await migrate();
  await seedBranches(database.db);
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      // No role signs in with a second factor unless a test asks for it (ADR 046): the suites
      // sign approvers and administrators in with a password alone.
      SECOND_FACTOR_ROLES: '',
      // The suites drive hundreds of calls through one account (the fuzz test, the matrices): the
      // per-account budgets (ADR 045) are tested in rate-limit.test.ts with small ones.
      RATE_LIMIT_READS_PER_MINUTE: 1_000_000,
      RATE_LIMIT_WRITES_PER_MINUTE: 1_000_000,
      RATE_LIMIT_SEARCHES_PER_MINUTE: 1_000_000,
      RATE_LIMIT_PRECHECKS_PER_HOUR: 1_000_000,
      RATE_LIMIT_EXPORTS_PER_HOUR: 1_000_000,
      ...options.config,
    },
  );
  const app = await buildApp({
    config,
    database,
    ...(options.services ? { services: options.services } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.ready();

  const passwordHash = await hashPassword(TEST_PASSWORD);
  return {
    app,
    database,
    async createUser({ uid, role, branch = null, active = true }) {
      userCounter += 1;
      const finalUid = uid ?? `user${userCounter}_${randomBytes(3).toString('hex')}`;
      const email = `${finalUid}@test.example`;
      const row = await insertUser(database.db, {
        uid: finalUid,
        email,
        name: `Test ${finalUid}`,
        passwordHash,
        role,
        branch,
        active,
      });
      return { id: row.id, uid: finalUid, email };
    },
    async login(uid, password = TEST_PASSWORD) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { uid, password, remember: true },
      });
      if (response.statusCode !== 200) {
        throw new Error(`login failed for ${uid}: ${response.statusCode} ${response.body}`);
      }
      const setCookie = String(response.headers['set-cookie']);
      return { token: response.json().token as string, cookie: setCookie.split(';')[0]! };
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * `work` with a second server process on the context's database, as a replica beside the first
 * (shared counters, sessions, outbox); the second is closed afterwards, whatever happens.
 */
export async function withAnotherProcess<T>(
  ctx: TestContext,
  work: (second: FastifyInstance) => Promise<T>,
): Promise<T> {
  const second = await buildApp({ config: ctx.app.config, database: ctx.database });
  await second.ready();
  try {
    return await work(second);
  } finally {
    await second.close();
  }
}
