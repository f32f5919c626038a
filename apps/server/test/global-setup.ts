import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { ensureAppRole, TEMPLATE_DATABASE_ENV } from './test-database';

/**
 * The API suite runs on PostgreSQL, production's engine, and on one engine only: the server of
 * DATABASE_URL when it is set (CI's), else a PostgreSQL of its own from the npm-shipped binaries,
 * as `npm start` starts one. The migrations run once, into a template database; each test file
 * gets a copy of it (CREATE DATABASE … TEMPLATE), which takes milliseconds where migrating took
 * seconds.
 */
export default async function setup() {
  let stopEmbedded: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  if (!process.env.DATABASE_URL) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'forma-api-tests-'));
    // Room for both workers' pools and the files that open servers of their own.
    const embedded = await startEmbeddedPostgres(dataDir, { poolSize: 60, watch: false });
    stopEmbedded = () => embedded.stop();
    // Workers start after this setup and inherit its environment.
    process.env.DATABASE_URL = embedded.ownerUrl;
  }
  const adminUrl = process.env.DATABASE_URL!;
  await ensureAppRole(adminUrl);

  const template = `forma_test_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${template}`);
  const ownerUrl = new URL(adminUrl);
  ownerUrl.pathname = `/${template}`;
  const owner = await openDatabase({ url: ownerUrl.toString(), poolSize: 1 });
  try {
    await owner.migrate();
  } finally {
    await owner.close();
  }
  process.env[TEMPLATE_DATABASE_ENV] = template;

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
    await stopEmbedded?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
