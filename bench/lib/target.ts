import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, pgliteDataPath, type Database } from '../../apps/server/src/db/client';
import { lockDataDir } from '../../apps/server/src/db/data-dir-lock';

export const BENCH_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(BENCH_ROOT, '..');
export const OUT_DIR = path.join(BENCH_ROOT, 'out');

export type EngineKind = 'pglite' | 'postgres';

/** Where a bench database lives: a PGlite data folder, or a database on a PostgreSQL server. */
export interface BenchTarget {
  kind: EngineKind;
  /** PGlite: the server's DATA_DIR (the database is in DATA_DIR/pgdata) */
  dataDir?: string;
  /** PostgreSQL: the bench database and the server's administrative database */
  url?: string;
  adminUrl?: string;
  databaseName?: string;
  /** for messages */
  label: string;
}

export const DEFAULT_PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function benchTarget(options: {
  kind: EngineKind;
  records: number;
  dataDir?: string | undefined;
  pgUrl?: string | undefined;
  database?: string | undefined;
}): BenchTarget {
  if (options.kind === 'pglite') {
    const dataDir = path.resolve(
      options.dataDir ?? path.join(OUT_DIR, `pglite-${options.records}`),
    );
    return { kind: 'pglite', dataDir, label: `PGlite in ${path.relative(REPO_ROOT, dataDir)}` };
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
  if (target.kind === 'pglite') {
    await rm(target.dataDir!, { recursive: true, force: true });
    await mkdir(target.dataDir!, { recursive: true });
    return;
  }
  await withAdmin(target.adminUrl!, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${target.databaseName} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${target.databaseName}`);
  });
}

export async function dropTarget(target: BenchTarget) {
  if (target.kind === 'pglite') {
    await rm(target.dataDir!, { recursive: true, force: true });
    return;
  }
  await withAdmin(target.adminUrl!, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${target.databaseName} WITH (FORCE)`),
  );
}

export async function targetExists(target: BenchTarget): Promise<boolean> {
  if (target.kind === 'pglite') {
    const { existsSync } = await import('node:fs');
    return existsSync(path.join(pgliteDataPath(target.dataDir!), 'PG_VERSION'));
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
  /** runs SQL text and returns its rows */
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
  close(): Promise<void>;
}

/**
 * Opens the bench database with one connection (PostgreSQL) so that session settings stick,
 * holding the data-folder lock on PGlite as the server does.
 */
export async function openTarget(target: BenchTarget): Promise<OpenTarget> {
  const release = target.kind === 'pglite' ? await lockDataDir(target.dataDir!) : undefined;
  let database: Database;
  try {
    database = await openDatabase(
      target.kind === 'pglite'
        ? { kind: 'pglite', dataDir: pgliteDataPath(target.dataDir!) }
        : { kind: 'postgres', url: target.url!, poolSize: 1 },
    );
  } catch (error) {
    await release?.();
    throw error;
  }
  // Both drivers answer `query(text, params)` with `{ rows }`.
  const client = (database.db as unknown as { $client: RawClient }).$client;
  return {
    database,
    async query<R>(text: string, params: unknown[] = []) {
      const result = await client.query(text, params);
      return result.rows as R[];
    },
    async close() {
      await database.close();
      await release?.();
    },
  };
}

interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}
