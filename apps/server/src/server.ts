import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, type Config } from './config';
import { openConfiguredDatabase, type ConfiguredDatabase } from './db/configured-database';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { ensureJigyasuSequenceStart } from './db/jigyasu-sequence';
import { withStartupLock } from './db/startup-lock';
import { assertSupportedNode, UnsupportedNodeError } from './lib/node-version';
import {
  accountsWithDemoPassword,
  DemoPasswordInProductionError,
  demoLoginsText,
  seedBranches,
  seedDemo,
} from './seed/demo';
import { hasAdministrator } from './modules/users/repository';
import { ensureMatchKeys } from './modules/duplicates/repository';
import { ensureSearchTerms } from './modules/search/repository';
import { startCountsCompaction } from './modules/registrations/counts-compaction';
import { scheduleEmbeddedBackups } from './modules/backup/schedule';
import { startNotificationWatch } from './modules/notifications/watch';
import { startRetention } from './modules/registrations/retention';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the database (the embedded PostgreSQL without DATABASE_URL, after taking the
 * data-folder lock), listens at once so that /api/ready can say 503 while the owner runs the
 * migrations, then serves as the application's role (ADR 024).
 */
export async function startServer(
  config: Config,
  options: {
    releaseLock?: () => Promise<void>;
    /**
     * The web app still being built (`npm start`): the database is migrated and seeded while it
     * builds, and the server listens once both are done.
     */
    webDistDir?: Promise<string>;
  } = {},
): Promise<RunningServer> {
  assertSupportedNode();
  let releaseLock = options.releaseLock;
  if (config.embedded && !releaseLock) releaseLock = await lockDataDir(config.DATA_DIR);

  let opened: ConfiguredDatabase | undefined;
  let app: FastifyInstance | undefined;
  try {
    opened = await openConfiguredDatabase(config, {
      poolSize: config.DATABASE_POOL_SIZE,
      reservedConnections: config.EXPORT_MAX_CONCURRENT,
      log: (message) => process.stdout.write(`${message}\n`),
    });
    const { database } = opened;
    if (config.embedded) process.stdout.write(`Embedded database: ${opened.engineVersion}\n`);
    const ready = opened;
    const production = config.NODE_ENV === 'production';
    // Under one advisory lock: replicas starting together wait for each other (db/startup-lock).
    const prepare = () =>
      withStartupLock(database, prepareDatabase, {
        onWait: () =>
          process.stdout.write('Another server is migrating this database: waiting for it.\n'),
      });
    const prepareDatabase = async () => {
      await ready.migrate();
      await seedBranches(database.db);
      // Fills the duplicate check's keys once after an upgrade or a change of the folding rules.
      await ensureMatchKeys(database.db);
      // and the header search's terms (registrations loaded around the service, rule changes)
      await ensureSearchTerms(database.db);
      const demo = config.seedDemo ? await seedDemo(database.db, config) : undefined;
      await ensureJigyasuSequenceStart(database.db, config.JIGYASU_SEQUENCE_START);
      if (production) {
        // A published password on a reachable server is an open door, whoever seeded it (an
        // older release seeded the demo accounts in production too).
        const exposed = await accountsWithDemoPassword(database.db);
        if (exposed.length > 0) throw new DemoPasswordInProductionError(exposed);
      }
      return demo;
    };

    let appConfig = config;
    let seeded: Awaited<ReturnType<typeof prepare>>;
    if (options.webDistDir) {
      const [webDistDir, demo] = await Promise.all([options.webDistDir, prepare()]);
      appConfig = { ...config, WEB_DIST_DIR: webDistDir };
      seeded = demo;
    }
    app = await buildApp({ config: appConfig, database });
    if (opened.runsAsOwner && !config.embedded) {
      app.log.warn(
        'MIGRATION_DATABASE_URL is not set: the server runs as the database owner and could rewrite the audit history (ADR 024)',
      );
    }
    app.readiness.migrated = options.webDistDir !== undefined;
    await app.listen({ host: config.HOST, port: config.PORT });
    if (!options.webDistDir) {
      seeded = await prepare();
      app.readiness.migrated = true;
    }

    if (config.OUTBOX_WORKER) app.outboxWorker.start();
    const stopCompaction = startCountsCompaction(
      database.db,
      config.COUNTS_COMPACT_SECONDS * 1000,
      app.log,
    );
    const stopBackups = scheduleEmbeddedBackups(config, app.log);
    const stopNotificationWatch = startNotificationWatch(database.db, config, app.log);
    const stopRetention = startRetention(database.db, config, app.log);
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const url = `http://localhost:${port}`;
    if (seeded && !production) {
      process.stdout.write(`\n${demoLoginsText(url, config.SECOND_FACTOR_ROLES)}\n\n`);
    }
    if (production && !(await hasAdministrator(database.db))) {
      process.stdout.write(
        '\nNo administrator yet. Create the first one (the password is asked for, never typed on the command line):\n' +
          '  npm run user -- add --uid UID --name NAME --email EMAIL --role ADMIN\n\n',
      );
    }
    const listening = production ? `${config.HOST}:${port} (${config.linkOrigin})` : url;
    const docs = config.apiDocs ? ` (API docs: ${url}/api/docs)` : '';
    process.stdout.write(`Form-A Portal listening on ${listening}${docs}\n`);

    const running = { app, opened };
    return {
      app,
      url,
      async stop() {
        stopCompaction();
        stopNotificationWatch();
        stopRetention();
        await stopBackups();
        // Stops accepting, waits for the requests in flight and the outbox batch (onClose).
        // Fastify closes the connections that are idle when it starts closing; a keep-alive
        // connection whose request finishes afterwards would stay open until the force timer
        // ends the process without stopping PostgreSQL. Closing idle ones as they appear ends
        // those too.
        const sweep = setInterval(() => running.app.server.closeIdleConnections(), 100);
        try {
          await running.app.close();
        } finally {
          clearInterval(sweep);
        }
        await running.opened.close();
        await releaseLock?.();
      },
    };
  } catch (error) {
    await app?.close().catch(() => {});
    await opened?.close().catch(() => {});
    await releaseLock?.().catch(() => {});
    throw error;
  }
}

export function exitOnStartupError(error: unknown): never {
  if (
    error instanceof DataDirLockedError ||
    error instanceof ConfigError ||
    error instanceof DemoPasswordInProductionError ||
    error instanceof UnsupportedNodeError
  ) {
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
