import { loadConfig, type Config } from '../config';
import type { Db } from '../db/client';
import { openConfiguredDatabase } from '../db/configured-database';
import { lockDataDir } from '../db/data-dir-lock';
import { withStartupLock } from '../db/startup-lock';
import { exitOnStartupError } from '../server';
import { configurePasswordHashing } from '../modules/auth/password';

/** Runs a command-line task on the configured database, migrated, and exits non-zero on failure. */
export async function runWithDatabase(task: (db: Db, config: Config) => Promise<void>) {
  try {
    const config = loadConfig();
    configurePasswordHashing(config);
    const release = config.embedded ? await lockDataDir(config.DATA_DIR) : undefined;
    try {
      const opened = await openConfiguredDatabase(config, { poolSize: 2 });
      try {
        // The same lock as a starting server's: a task never migrates beside a replica.
        await withStartupLock(opened.database, () => opened.migrate());
        await task(opened.database.db, config);
      } finally {
        await opened.close();
      }
    } finally {
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
