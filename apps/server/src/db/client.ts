import path from 'node:path';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;
/** A database handle or an open transaction: repositories accept either. */
export type Db = PgDatabase<NodePgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'src/db/migrations');

export interface Database {
  db: Db;
  /**
   * The duplicate check's own few connections, taken from the pool size, on which PostgreSQL
   * plans a prepared statement once (plan_cache_mode=force_generic_plan, ADR 078); the same
   * handle as `db` when the pool is too small to share.
   */
  checkDb: Db;
  /** the connection pool: /metrics reads its counts */
  pool: pg.Pool;
  /** the duplicate check's own pool behind `checkDb` (null when it shares `pool`): /metrics too */
  checkPool: pg.Pool | null;
  /**
   * A second, small pool on the same database and role: the exports' own connections (ADR 044),
   * so that a slow reader of a long response never holds one of the request pool's. The caller
   * ends it.
   */
  openSidePool(options: SidePoolOptions): pg.Pool;
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

export interface DatabaseTarget {
  url: string;
  poolSize?: number;
}

/**
 * How many of a pool's connections the duplicate check gets for itself: a quarter, none below
 * four (a migration's or a tool's single connection).
 */
function checkPoolSize(poolSize: number): number {
  return poolSize >= 4 ? Math.ceil(poolSize / 4) : 0;
}

/**
 * pg closes a connection idle for 10 s by default: under a day's uneven traffic (people pausing
 * between pages) the pool then closed and reopened connections all day, each a new PostgreSQL
 * backend with its password exchange and its prepared statements made again (bench:day,
 * bench/RESULTS.md). A minute keeps them through the pauses; a quiet server still lets them go.
 */
const REQUEST_POOL_IDLE_MS = 60_000;

/** A pool on `url` with what every pool of this server needs. */
function newPool(url: string, max: number, settings: pg.PoolConfig = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // Without a limit a request waits forever on an unreachable database; with it the request
    // answers 503 (plugins/errors.ts) and the next one tries again.
    connectionTimeoutMillis: 5000,
    ...settings,
  });
  // An idle connection that the server ends (a restart, a failover, an administrator) is
  // reported here; the pool drops it and opens a new one when needed. Without a listener the
  // 'error' event would end the whole process.
  pool.on('error', () => {});
  return pool;
}

/** A pool of connections to the PostgreSQL at `url`, and the Drizzle handle over it. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const poolSize = target.poolSize ?? 10;
  const checkSize = checkPoolSize(poolSize);
  const pool = newPool(target.url, poolSize - checkSize, {
    idleTimeoutMillis: REQUEST_POOL_IDLE_MS,
  });
  const db = drizzle({ client: pool, schema });
  // PostgreSQL plans the candidate statement anew on every run in its default mode, since a
  // plan made for the actual dates and keys looks cheaper than the generic one; planning was
  // half of the statement's time (bench/RESULTS.md). The generic plan is the same index
  // look-ups (ADR 078). Only these connections are told so: other prepared statements keep the
  // default.
  const checkPool =
    checkSize > 0
      ? newPool(target.url, checkSize, {
          idleTimeoutMillis: REQUEST_POOL_IDLE_MS,
          options: '-c plan_cache_mode=force_generic_plan',
        })
      : null;
  return {
    db,
    checkDb: checkPool ? drizzle({ client: checkPool, schema }) : db,
    pool,
    checkPool,
    openSidePool: (options) =>
      newPool(target.url, options.max, {
        application_name: options.applicationName,
        // Sent in the start-up packet: the server enforces them, whatever the client does.
        statement_timeout: options.statementTimeoutMs,
        idle_in_transaction_session_timeout: options.idleInTransactionTimeoutMs,
      }),
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      await Promise.all([pool.end(), checkPool?.end()]);
    },
  };
}
