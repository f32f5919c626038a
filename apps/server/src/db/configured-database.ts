import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type Database } from './client';
import { embeddedPostgresPaths, startEmbeddedPostgres } from './embedded-postgres';
import { refuseUnimportedPglite } from './import-pglite';

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
  const hasPostgres = await exists(
    path.join(embeddedPostgresPaths(config.DATA_DIR).cluster, 'PG_VERSION'),
  );
  await refuseUnimportedPglite(config.DATA_DIR, hasPostgres);
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
  const owner = await openDatabase({ url: ownerUrl, poolSize: 1 });
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
  /** the server runs with the owner's rights (no MIGRATION_DATABASE_URL) */
  runsAsOwner: boolean;
  /** the embedded engine in the start-up log: PostgreSQL's version string */
  engineVersion?: string;
  /** closes the handle and stops the embedded engine */
  close(): Promise<void>;
}

/**
 * The database of this configuration, opened: DATABASE_URL, or the embedded PostgreSQL (the
 * default, ADR 023). The caller holds the data-folder lock when the database is embedded.
 */
export async function openConfiguredDatabase(
  config: Config,
  options: { poolSize: number; reservedConnections?: number; log?: (message: string) => void },
): Promise<ConfiguredDatabase> {
  const urls = await configuredDatabaseUrls(config, options);
  try {
    const database = await openDatabase({
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
