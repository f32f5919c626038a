import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { lockDataDir } from '../../apps/server/src/db/data-dir-lock';
import {
  embeddedPostgresPaths,
  startEmbeddedPostgres,
  stopEmbeddedPostgresIfRunning,
} from '../../apps/server/src/db/embedded-postgres';

export const BENCH_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(BENCH_ROOT, '..');
export const OUT_DIR = path.join(BENCH_ROOT, 'out');

/** `embedded`: the server's own PostgreSQL in a data folder; `postgres`: a server of its own. */
export type EngineKind = 'embedded' | 'postgres';

/**
 * Where a bench database lives: the embedded PostgreSQL of a data folder (as `npm start` runs
 * it), or a database on a PostgreSQL server.
 */
export interface BenchTarget {
  kind: EngineKind;
  /** embedded: the server's DATA_DIR (the cluster is in DATA_DIR/pg) */
  dataDir?: string;
  /** postgres: the bench database and the server's administrative database */
  url?: string;
  adminUrl?: string;
  databaseName?: string;
  /** for messages */
  label: string;
}

export const DEFAULT_PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function parseEngine(value: string | undefined): EngineKind {
  if (value === undefined || value === 'embedded') return 'embedded';
  if (value === 'postgres' || value === 'pg') return 'postgres';
  throw new Error(`--db must be embedded or postgres, got ${value}`);
}

export function benchTarget(options: {
  kind: EngineKind;
  records: number;
  dataDir?: string | undefined;
  pgUrl?: string | undefined;
  database?: string | undefined;
}): BenchTarget {
  if (options.kind === 'embedded') {
    const dataDir = path.resolve(
      options.dataDir ?? path.join(OUT_DIR, `embedded-${options.records}`),
    );
    const shown = dataDir.startsWith(REPO_ROOT + path.sep)
      ? path.relative(REPO_ROOT, dataDir)
      : dataDir;
    return { kind: 'embedded', dataDir, label: `embedded PostgreSQL in ${shown}` };
  }
  const adminUrl = options.pgUrl ?? DEFAULT_PG_ADMIN_URL;
  const databaseName = options.database ?? 'forma_bench';
  if (!/^[a-z_][a-z0-9_]*$/.test(databaseName)) {
    throw new Error(`--database must be a plain lower-case name, got ${databaseName}`);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return {
    kind: 'postgres',
    url: url.toString(),
    adminUrl,
    databaseName,
    label: `PostgreSQL database ${databaseName} on ${url.host}`,
  };
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Removes the bench database (or data folder) and makes an empty one. */
export async function recreateTarget(target: BenchTarget) {
  if (target.kind === 'embedded') {
    await dropTarget(target);
    return;
  }
  await withAdmin(target.adminUrl!, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${target.databaseName} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${target.databaseName}`);
  });
}

export async function dropTarget(target: BenchTarget) {
  if (target.kind === 'embedded') {
    // A bench that was killed may have left its PostgreSQL running on the folder.
    if (existsSync(target.dataDir!)) await stopEmbeddedPostgresIfRunning(target.dataDir!);
    await rm(target.dataDir!, { recursive: true, force: true });
    return;
  }
  await withAdmin(target.adminUrl!, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${target.databaseName} WITH (FORCE)`),
  );
}

export async function targetExists(target: BenchTarget): Promise<boolean> {
  if (target.kind === 'embedded') {
    return existsSync(path.join(embeddedPostgresPaths(target.dataDir!).cluster, 'PG_VERSION'));
  }
  return withAdmin(target.adminUrl!, async (client) => {
    const result = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      target.databaseName,
    ]);
    return result.rowCount === 1;
  });
}

export interface OpenTarget {
  database: Database;
  /** the connection it is open on: the owner's, who may load, drop indexes and EXPLAIN */
  url: string;
  /** runs SQL text and returns its rows */
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
  close(): Promise<void>;
}

/** The connection of a target, and what ends it: the embedded engine runs only meanwhile. */
async function connect(target: BenchTarget): Promise<{ url: string; stop(): Promise<void> }> {
  if (target.kind === 'postgres') return { url: target.url!, stop: async () => {} };
  // The data-folder lock, as the server takes it: a server on the folder and the bench's own
  // start of its PostgreSQL exclude each other.
  const release = await lockDataDir(target.dataDir!);
  try {
    const engine = await startEmbeddedPostgres(target.dataDir!, { watch: false });
    return {
      url: engine.ownerUrl,
      async stop() {
        try {
          await engine.stop();
        } finally {
          await release();
        }
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * Opens the bench database with one connection so that session settings stick. The embedded
 * PostgreSQL is started for it and stopped again on close: the server starts it itself.
 */
export async function openTarget(target: BenchTarget): Promise<OpenTarget> {
  const connection = await connect(target);
  let database: Database;
  try {
    database = await openDatabase({ url: connection.url, poolSize: 1 });
  } catch (error) {
    await connection.stop();
    throw error;
  }
  return {
    database,
    url: connection.url,
    async query<R>(text: string, params: unknown[] = []) {
      const result = await database.pool.query(text, params);
      return result.rows as R[];
    },
    async close() {
      try {
        await database.close();
      } finally {
        await connection.stop();
      }
    },
  };
}
