import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;
/** A database handle or an open transaction: repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'src/db/migrations');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** the connection pool (PostgreSQL only): /metrics reads its counts */
  pool?: pg.Pool;
  /**
   * A second, small pool on the same database and role (PostgreSQL only): the exports' own
   * connections (ADR 044), so that a slow reader of a long response never holds one of the
   * request pool's. The caller ends it.
   */
  openSidePool?(options: SidePoolOptions): pg.Pool;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface SidePoolOptions {
  max: number;
  /** shown in pg_stat_activity, so an operator (and a test) can tell these connections apart */
  applicationName: string;
  /** PostgreSQL's statement_timeout on each of its connections */
  statementTimeoutMs: number;
  /** PostgreSQL ends a session left idle inside a transaction this long */
  idleInTransactionTimeoutMs: number;
}

export type DatabaseTarget =
  { kind: 'pglite'; dataDir?: string } | { kind: 'postgres'; url: string; poolSize?: number };

/**
 * The same migrations and queries run on both engines. PGlite is one connection on the
 * calling thread, so transactions must stay short and never wait on the network.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'pglite') {
    if (target.dataDir) await mkdir(target.dataDir, { recursive: true });
    // Loaded only here: the WebAssembly build adds about 45 MB to a server that runs on PostgreSQL.
    const [{ PGlite }, { pg_trgm }, { fuzzystrmatch }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('@electric-sql/pglite/contrib/fuzzystrmatch'),
    ]);
    const client = await PGlite.create({
      ...(target.dataDir ? { dataDir: target.dataDir } : {}),
      extensions: { pg_trgm, fuzzystrmatch },
    });
    const db = drizzlePglite({ client, schema });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? 10,
    // Without a limit a request waits forever on an unreachable database; with it the request
    // answers 503 (plugins/errors.ts) and the next one tries again.
    connectionTimeoutMillis: 5000,
  });
  // An idle connection that the server ends (a restart, a failover, an administrator) is
  // reported here; the pool drops it and opens a new one when needed. Without a listener the
  // 'error' event would end the whole process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    pool,
    openSidePool(options) {
      const side = new pg.Pool({
        connectionString: target.url,
        max: options.max,
        connectionTimeoutMillis: 5000,
        application_name: options.applicationName,
        // Sent in the start-up packet: the server enforces them, whatever the client does.
        statement_timeout: options.statementTimeoutMs,
        idle_in_transaction_session_timeout: options.idleInTransactionTimeoutMs,
      });
      side.on('error', () => {});
      return side;
    },
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  };
}

export function pgliteDataPath(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}
