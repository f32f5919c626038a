import { loadConfig, type Config } from '../config';
import { openDatabase, pgliteDataPath, type Db } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { exitOnStartupError } from '../server';

/** Runs a command-line task on the configured database, migrated, and exits non-zero on failure. */
export async function runWithDatabase(task: (db: Db, config: Config) => Promise<void>) {
  try {
    const config = loadConfig();
    const release = config.embedded ? await lockDataDir(config.DATA_DIR) : undefined;
    const database = await openDatabase(
      config.embedded
        ? { kind: 'pglite', dataDir: pgliteDataPath(config.DATA_DIR) }
        : { kind: 'postgres', url: config.DATABASE_URL!, poolSize: 2 },
    );
    try {
      await database.migrate();
      await task(database.db, config);
    } finally {
      await database.close();
      await release?.();
    }
  } catch (error) {
    if (error instanceof CliError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    exitOnStartupError(error);
  }
}

export class CliError extends Error {}
