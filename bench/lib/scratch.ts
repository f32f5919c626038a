import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres';

export interface ScratchDatabase {
  database: Database;
  /** for messages */
  label: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for a bench that runs in one process: an embedded PostgreSQL in a
 * temporary folder (`embedded`, the default), or a new database on the server at `pgUrl`.
 * `drop`, after the database is closed, removes it.
 */
export async function openScratchDatabase(options: {
  db: string | undefined;
  pgUrl: string;
  /** the database's name on a PostgreSQL server: the prefix and a random suffix */
  prefix: string;
  poolSize?: number;
}): Promise<ScratchDatabase> {
  const poolSize = options.poolSize ?? 10;
  if (options.db === undefined || options.db === 'embedded') {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), `${options.prefix}-`));
    const engine = await startEmbeddedPostgres(dataDir, { watch: false, poolSize });
    const database = await openDatabase({ url: engine.ownerUrl, poolSize });
    return {
      database,
      label: 'the embedded PostgreSQL',
      async drop() {
        await engine.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  if (options.db !== 'postgres')
    throw new Error(`--db must be embedded or postgres, got ${options.db}`);
  const name = `${options.prefix.replaceAll('-', '_')}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: options.pgUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(options.pgUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize });
  return {
    database,
    label: `PostgreSQL on ${url.host}`,
    async drop() {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
