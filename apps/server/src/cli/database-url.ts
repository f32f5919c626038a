import type { Config } from '../config';
import { configuredDatabaseUrls } from '../db/configured-database';
import { lockDataDir } from '../db/data-dir-lock';
import { embeddedPostgresUrlIfRunning } from '../db/embedded-postgres';

/**
 * The owner's connection a backup or restore works on (the owner reads every table and may
 * create them): MIGRATION_DATABASE_URL or DATABASE_URL, or the embedded engine's. A backup
 * reads the embedded database beside a running server; otherwise, and always for a restore,
 * which replaces the database under the server, it takes the data-folder lock (so the server
 * must be stopped) and starts the engine for the task.
 */
export async function withOwnerUrl<T>(
  config: Config,
  mode: 'backup' | 'restore',
  task: (url: string) => Promise<T>,
): Promise<T> {
  if (config.embedded && mode === 'backup') {
    const running = await embeddedPostgresUrlIfRunning(config.DATA_DIR);
    if (running) return task(running.ownerUrl);
  }
  const release = config.embedded ? await lockDataDir(config.DATA_DIR) : undefined;
  try {
    const urls = await configuredDatabaseUrls(config, { poolSize: 2 });
    try {
      return await task(urls.ownerUrl);
    } finally {
      await urls.stopEngine();
    }
  } finally {
    await release?.();
  }
}
