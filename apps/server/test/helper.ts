import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { RoleCode } from '@form-a/domain/roles';
import { buildApp, type Services } from '../src/app';
import { loadConfig, type configSchema } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { seedBranches } from '../src/db/seed/demo';
import { insertUser } from '../src/modules/auth/repository';
import { hashPassword } from '../src/modules/auth/password';
import type { z } from 'zod';

export const TEST_PASSWORD = 'Test@2026pass';

/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server of DATABASE_URL when the suite runs as the `server-pg` project.
 */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.FORMA_TEST_DB !== 'postgres') {
    const database = await openDatabase({ kind: 'pglite' });
    return { database, drop: async () => {} };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('server-pg tests need DATABASE_URL');
  const name = `forma_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  return {
    database,
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
  } = {},
): Promise<TestContext> {
  const { database, drop } = await freshDatabase();
  await database.migrate();
  await seedBranches(database.db);
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      ...options.config,
    },
  );
  const app = await buildApp({
    config,
    database,
    ...(options.services ? { services: options.services } : {}),
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
