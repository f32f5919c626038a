// `npm run db:import-pglite`: moves the PGlite database of a data folder from before ADR 023
// into the embedded PostgreSQL, which must not exist yet. The server must be stopped.
import { rename, rm, stat } from 'node:fs/promises';
import { loadConfig } from '../config';
import { migrateAsOwner } from '../db/configured-database';
import { lockDataDir } from '../db/data-dir-lock';
import { embeddedPostgresPaths, startEmbeddedPostgres } from '../db/embedded-postgres';
import { importPglite, pgliteDataPath } from '../db/import-pglite';
import { exitOnStartupError } from '../server';
import { CliError } from './with-database';

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

try {
  const config = loadConfig();
  if (!config.embedded) {
    throw new CliError('db:import-pglite loads into the embedded database: unset DATABASE_URL.');
  }
  const from = pgliteDataPath(config.DATA_DIR);
  const cluster = embeddedPostgresPaths(config.DATA_DIR).cluster;
  if (!(await exists(from))) throw new CliError(`There is no PGlite database in ${from}.`);
  if (await exists(cluster)) {
    throw new CliError(
      `${cluster} already holds an embedded PostgreSQL database; move it away to import again.`,
    );
  }
  const release = await lockDataDir(config.DATA_DIR);
  try {
    const engine = await startEmbeddedPostgres(config.DATA_DIR, { watch: false });
    try {
      await migrateAsOwner(engine.ownerUrl);
      const summary = await importPglite(from, engine.ownerUrl);
      await engine.stop();
      const kept = `${from}-imported-${new Date().toISOString().slice(0, 10)}`;
      await rename(from, kept);
      for (const [table, rows] of Object.entries(summary.tables)) {
        process.stdout.write(`${table.padEnd(28)} ${rows}\n`);
      }
      process.stdout.write(
        `\nImported. The PGlite folder is kept as ${kept}; delete it when satisfied.\n`,
      );
    } catch (error) {
      await engine.stop();
      // Half an import is no database: remove it so that the next attempt starts clean.
      await rm(cluster, { recursive: true, force: true });
      throw error;
    }
  } finally {
    await release();
  }
} catch (error) {
  if (error instanceof CliError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  exitOnStartupError(error);
}
