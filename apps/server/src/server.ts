import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, type Config } from './config';
import { openDatabase, pgliteDataPath, type Database } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { ensureJigyasuSequenceStart } from './db/jigyasu-sequence';
import { demoLoginsText, seedBranches, seedDemo } from './db/seed/demo';
import { ensureMatchKeys } from './modules/dedup/repository';
import { startCountsCompaction } from './modules/registrations/counts-compaction';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  stop(): Promise<void>;
}

/** Opens (and on the embedded default, locks and seeds) the database, then listens. */
export async function startServer(
  config: Config,
  options: { releaseLock?: () => Promise<void> } = {},
): Promise<RunningServer> {
  let releaseLock = options.releaseLock;
  if (config.embedded && !releaseLock) releaseLock = await lockDataDir(config.DATA_DIR);

  let database: Database | undefined;
  try {
    database = await openDatabase(
      config.embedded
        ? { kind: 'pglite', dataDir: pgliteDataPath(config.DATA_DIR) }
        : { kind: 'postgres', url: config.DATABASE_URL!, poolSize: config.DATABASE_POOL_SIZE },
    );
    await database.migrate();
    await seedBranches(database.db);
    // Fills the duplicate check's keys once after an upgrade or a change of the folding rules.
    await ensureMatchKeys(database.db);
    const seeded = config.seedDemo ? await seedDemo(database.db, config) : undefined;

    await ensureJigyasuSequenceStart(database.db, config.JIGYASU_SEQUENCE_START);
    const app = await buildApp({ config, database });
    await app.listen({ host: config.HOST, port: config.PORT });
    if (config.OUTBOX_WORKER) app.outboxWorker.start();
    const stopCompaction = startCountsCompaction(
      database.db,
      config.COUNTS_COMPACT_SECONDS * 1000,
      app.log,
    );
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const url = `http://localhost:${port}`;
    if (seeded) process.stdout.write(`\n${demoLoginsText(url)}\n\n`);
    process.stdout.write(`Form-A Portal listening on ${url} (API docs: ${url}/api/docs)\n`);

    const db = database;
    return {
      app,
      url,
      async stop() {
        stopCompaction();
        await app.close();
        await db.close();
        await releaseLock?.();
      },
    };
  } catch (error) {
    await database?.close().catch(() => {});
    await releaseLock?.().catch(() => {});
    throw error;
  }
}

export function exitOnStartupError(error: unknown): never {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    process.stderr.write(`\n${error.message}\n\n`);
  } else {
    process.stderr.write(`Form-A Portal failed to start: ${(error as Error).stack ?? error}\n`);
  }
  process.exit(1);
}

/** Stop on SIGINT/SIGTERM: finish requests in flight, close the database, release the lock. */
export function stopOnSignals(server: RunningServer) {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
