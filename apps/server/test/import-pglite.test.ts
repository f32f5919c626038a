import { afterAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig, SERVER_ROOT } from '../src/config';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { configuredDatabaseUrls } from '../src/db/configured-database';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded-postgres';
import { openPglite, pgliteDataPath, PgliteDataFoundError } from '../src/db/import-pglite';
import { seedBranches } from '../src/seed/demo';
import {
  act,
  insertReviewChainAccounts,
  seedRegistry,
  submitApplication,
  uploadPhoto,
} from './fixtures';

// A data folder from before ADR 023 holds PGlite; the embedded engine is now PostgreSQL. The
// import ends in the embedded PostgreSQL of the old data folder.

const PASSWORD = 'Import@2026test';
const config = loadConfig(
  {},
  {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    OUTBOX_WORKER: 'false',
    // an approver works here; the second factor has tests of its own
    SECOND_FACTOR_ROLES: '',
  },
);

let dataDir: string | undefined;
let engine: EmbeddedPostgres | undefined;
let database: Database | undefined;
let app: FastifyInstance | undefined;

afterAll(async () => {
  await app?.close();
  await database?.close();
  await engine?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/**
 * Today's app on an old PGlite folder, to write it as an earlier version did: Drizzle's queries
 * and results are the same on both drivers. The pools are never connected: nothing here exports
 * or reads /metrics.
 */
async function oldEngine(dir: string): Promise<Database> {
  const folder = await openPglite(dir);
  await folder.migrate();
  const unused = () => new pg.Pool({ max: 1 });
  const db = folder.db as unknown as Db;
  return {
    db,
    checkDb: db,
    checkPool: null,
    pool: unused(),
    openSidePool: unused,
    migrate: folder.migrate,
    close: folder.close,
  };
}

async function signIn(uid: string) {
  const response = await app!.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { uid, password: PASSWORD, remember: true },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
}

describe('npm run db:import-pglite', () => {
  it('refuses to start on PGlite data, then moves it into PostgreSQL where work continues', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'forma-import-'));
    // The old engine's folder, with accounts and one approved and one validated application.
    database = await oldEngine(pgliteDataPath(dataDir));
    await seedBranches(database.db);
    await seedRegistry(database.db);
    await insertReviewChainAccounts(database.db, 'old', PASSWORD);
    app = await buildApp({ config, database });
    const secretary = await signIn('old-secretary');
    const validator = await signIn('old-validator');
    const approver = await signIn('old-approver');
    const photo = await uploadPhoto(app, secretary);
    const first = await submitApplication(app, secretary, photo, { firstName: 'Imported' });
    const second = await submitApplication(app, secretary, photo, {
      firstName: 'Later',
      dob: '1991-02-03',
    });
    await act(app, validator, first.id, 'validate', 1);
    await act(app, validator, second.id, 'validate', 1);
    const approved = await act(app, approver, first.id, 'approve', 2);
    expect(approved.statusCode, approved.body).toBe(200);
    const firstId = approved.json().jigyasuId as string;
    await app.close();
    await database.close();
    app = undefined;
    database = undefined;

    const embeddedConfig = { ...config, DATA_DIR: dataDir, embedded: true };
    await expect(configuredDatabaseUrls(embeddedConfig, { poolSize: 2 })).rejects.toThrow(
      PgliteDataFoundError,
    );
    await expect(configuredDatabaseUrls(embeddedConfig, { poolSize: 2 })).rejects.toThrow(
      /npm run db:import-pglite/,
    );

    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli/import-pglite.ts'],
      { cwd: SERVER_ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
    );
    expect(stdout).toMatch(/registration_logs\s+\d+/);
    expect(await readdir(dataDir)).toContain(
      `pgdata-imported-${new Date().toISOString().slice(0, 10)}`,
    );

    engine = await startEmbeddedPostgres(dataDir, { watch: false });
    database = await openDatabase({ url: engine.url, poolSize: 2 });
    app = await buildApp({ config, database });
    const again = await signIn('old-approver');
    const detail = await app.inject({
      url: `/api/registrations/${first.id}`,
      headers: { authorization: `Bearer ${again}` },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().registration.uid).toBe(firstId);
    expect(detail.json().logs).toHaveLength(3);

    // The sequences went along: the next approval gets the next number, not the first again.
    const next = await act(app, again, second.id, 'approve', 2);
    expect(next.statusCode, next.body).toBe(200);
    const nextId = next.json().jigyasuId as string;
    expect(nextId).not.toBe(firstId);
    // initials (3), date of birth (8), sequence number, J
    const sequence = (id: string) => Number(id.slice(11, -1));
    expect(sequence(nextId)).toBe(sequence(firstId) + 1);
  }, 120_000);
});
