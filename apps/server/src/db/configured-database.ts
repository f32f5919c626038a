import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, pgliteDataPath, type Database } from './client';
import { embeddedPostgresPaths, startEmbeddedPostgres } from './embedded-postgres';

/** A data folder from before ADR 023 holds a PGlite database that the server no longer opens. */
export class PgliteDataFoundError extends Error {
  constructor(public readonly dataDir: string) {
    super(
      `The data folder ${dataDir} holds a database of an earlier version (PGlite, in ${pgliteDataPath(dataDir)}).\n` +
        'The server now runs on an embedded PostgreSQL. Move the data over with\n\n' +
        '  npm run db:import-pglite\n\n' +
        `and start again; or move ${pgliteDataPath(dataDir)} away to start with an empty database.`,
    );
  }
}

export interface DatabaseUrls {
  /** the application's connection */
  url: string;
  /** the owner's connection: migrations */
  ownerUrl: string;
  /** no separate owner was configured: the server runs with the owner's rights */
  runsAsOwner: boolean;
  /** `SELECT version()` of the embedded engine */
  engineVersion?: string;
  /** stops the embedded engine; nothing for an external database */
  stopEngine(): Promise<void>;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * The two connections of this configuration: DATABASE_URL and MIGRATION_DATABASE_URL, or those
 * of the embedded PostgreSQL in DATA_DIR, started here. The caller holds the data-folder lock.
 */
export async function configuredDatabaseUrls(
  config: Config,
  options: {
    poolSize: number;
    /** connections beyond the pool that the process opens (the exports' own pool) */
    reservedConnections?: number;
    log?: (message: string) => void;
  },
): Promise<DatabaseUrls> {
  if (!config.embedded) {
    return {
      url: config.DATABASE_URL!,
      ownerUrl: config.MIGRATION_DATABASE_URL ?? config.DATABASE_URL!,
      runsAsOwner: config.MIGRATION_DATABASE_URL === undefined,
      stopEngine: async () => {},
    };
  }
  const hasPglite = await exists(path.join(pgliteDataPath(config.DATA_DIR), 'PG_VERSION'));
  const hasPostgres = await exists(
    path.join(embeddedPostgresPaths(config.DATA_DIR).cluster, 'PG_VERSION'),
  );
  if (hasPglite && !hasPostgres) throw new PgliteDataFoundError(config.DATA_DIR);
  const engine = await startEmbeddedPostgres(config.DATA_DIR, {
    // The engine's max_connections must leave room for every connection this process opens.
    poolSize: options.poolSize + (options.reservedConnections ?? 0),
    ...(options.log ? { log: options.log } : {}),
  });
  return {
    url: engine.url,
    ownerUrl: engine.ownerUrl,
    runsAsOwner: false,
    engineVersion: engine.version,
    stopEngine: () => engine.stop(),
  };
}

/** Runs the migrations as the owner, on a connection of its own that closes afterwards. */
export async function migrateAsOwner(ownerUrl: string) {
  const owner = await openDatabase({ kind: 'postgres', url: ownerUrl, poolSize: 1 });
  try {
    await owner.migrate();
  } finally {
    await owner.close();
  }
}

export interface ConfiguredDatabase {
  /** the application's handle (its role on PostgreSQL) */
  database: Database;
  /** runs the migrations (as the owner on PostgreSQL) */
  migrate(): Promise<void>;
  /** the server runs with the owner's rights (no MIGRATION_DATABASE_URL, or PGlite) */
  runsAsOwner: boolean;
  /** the engine in the start-up log: PostgreSQL's version string, or PGlite */
  engineVersion?: string;
  /** closes the handle and stops the embedded engine */
  close(): Promise<void>;
}

/**
 * The database of this configuration, opened: DATABASE_URL, the embedded PostgreSQL (the
 * default, ADR 023), or PGlite in DATA_DIR/pgdata when EMBEDDED_ENGINE=pglite (the bench's
 * `--db pglite`). The caller holds the data-folder lock when the database is embedded.
 */
export async function openConfiguredDatabase(
  config: Config,
  options: { poolSize: number; reservedConnections?: number; log?: (message: string) => void },
): Promise<ConfiguredDatabase> {
  if (config.embedded && config.EMBEDDED_ENGINE === 'pglite') {
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: pgliteDataPath(config.DATA_DIR),
    });
    return {
      database,
      migrate: () => database.migrate(),
      runsAsOwner: true,
      engineVersion: 'PGlite',
      close: () => database.close(),
    };
  }
  const urls = await configuredDatabaseUrls(config, options);
  try {
    const database = await openDatabase({
      kind: 'postgres',
      url: urls.url,
      poolSize: options.poolSize,
    });
    return {
      database,
      migrate: () => migrateAsOwner(urls.ownerUrl),
      runsAsOwner: urls.runsAsOwner,
      ...(urls.engineVersion ? { engineVersion: urls.engineVersion } : {}),
      async close() {
        try {
          await database.close();
        } finally {
          await urls.stopEngine();
        }
      },
    };
  } catch (error) {
    await urls.stopEngine().catch(() => {});
    throw error;
  }
}
