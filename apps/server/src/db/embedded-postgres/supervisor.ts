// Starting and stopping the embedded PostgreSQL, and the watchdog that restarts it when it dies
// under a running server.
import { randomBytes } from 'node:crypto';
import { chmod, chown, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { isProcessAlive } from '../../lib/process-alive';
import { ownDirectory, pgCtl, postgresUser } from './binaries';
import {
  EMBEDDED_APP_ROLE,
  EMBEDDED_SUPERUSER,
  connectionUrl,
  embeddedPostgresPaths,
  ensureDatabaseAndRole,
  initialise,
  newestServerLog,
  readCredentials,
  runningPostmaster,
  settings,
  settingsFile,
  writeCredentials,
} from './cluster';

export interface EmbeddedPostgres {
  /** the application's connection: role forma_app */
  url: string;
  /** the owner's connection (the cluster's superuser): migrations, backups, imports */
  ownerUrl: string;
  /** `SELECT version()`, for the start-up log */
  version: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** connections the server's pool opens; max_connections leaves room for two servers and tools */
  poolSize?: number;
  /** restart PostgreSQL when it dies under a running server (on by default) */
  watch?: boolean;
  log?: (message: string) => void;
}

async function freePort(preferred?: number, only = false): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const probe = net.createServer();
      probe.unref();
      probe.on('error', reject);
      probe.listen(port, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
  if (preferred) {
    const port = await tryPort(preferred).catch(() => undefined);
    if (port) return port;
    if (only) throw new Error(`port ${preferred} is taken by another program; trying again`);
  }
  return tryPort(0);
}

/**
 * Starts the embedded PostgreSQL of DATA_DIR (creating it on the first run) on a free port of
 * 127.0.0.1 and returns its two connections. A PostgreSQL left running by a server that was
 * killed is stopped first, so that the settings of this start apply; the postmaster.pid of a
 * killed PostgreSQL is removed, and crash recovery replays its WAL. The caller holds the
 * data-folder lock.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgres> {
  const paths = embeddedPostgresPaths(dataDir);
  const user = await postgresUser();
  await mkdir(path.resolve(dataDir), { recursive: true });
  if (user.uid !== undefined) {
    // PostgreSQL's user must reach its folders through DATA_DIR (mkdtemp makes it 0700).
    const mode = (await stat(dataDir)).mode;
    if ((mode & 0o001) === 0) await chmod(dataDir, mode | 0o001);
  }

  let credentials = await readCredentials(paths.credentials);
  if (!credentials) {
    credentials = {
      superuserPassword: randomBytes(24).toString('base64url'),
      appPassword: randomBytes(24).toString('base64url'),
    };
    await writeCredentials(paths.credentials, credentials);
  }
  const hasCluster = await stat(path.join(paths.cluster, 'PG_VERSION')).catch(() => undefined);
  if (!hasCluster) {
    options.log?.(`Creating the embedded PostgreSQL in ${paths.cluster}`);
    await initialise(paths.cluster, credentials, user);
  }
  await ownDirectory(paths.logs, user, 0o700);

  const leftOver = await runningPostmaster(paths.cluster);
  if (leftOver) {
    options.log?.(`Stopping the PostgreSQL (pid ${leftOver.pid}) a previous server left running`);
    await pgCtl(['stop', '-D', paths.cluster, '-m', 'fast', '-w', '-t', '60'], user);
  }

  const poolSize = options.poolSize ?? 10;
  /** `samePort`: a restart under a running server, whose pool knows only the first address */
  const start = async (samePort = false) => {
    // A postmaster.pid whose pid another program now has (a reboot reused it): PostgreSQL
    // would refuse to start, so it goes. One whose process is gone stays: PostgreSQL replaces it
    // itself, after checking that no orphaned backend still uses the old shared memory.
    const pidFile = path.join(paths.cluster, 'postmaster.pid');
    const recorded = Number((await readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0]);
    if (
      Number.isInteger(recorded) &&
      recorded > 0 &&
      isProcessAlive(recorded) &&
      !(await runningPostmaster(paths.cluster))
    ) {
      await rm(pidFile, { force: true });
    }
    // The port is free when probed, but another program (or a second server starting from a copy
    // of this folder, which prefers the same port) may take it before PostgreSQL binds it: then a
    // first start tries another free port; a restart keeps its port and the watchdog tries again.
    let port = await freePort(credentials.port, samePort);
    for (let attempt = 1; ; attempt += 1) {
      await writeFile(
        path.join(paths.cluster, 'forma.conf'),
        settingsFile(settings(port, paths.logs, poolSize)),
      );
      if (user.uid !== undefined)
        await chown(path.join(paths.cluster, 'forma.conf'), user.uid, user.gid!);
      try {
        await pgCtl(
          [
            'start',
            '-D',
            paths.cluster,
            '-l',
            path.join(paths.logs, 'startup.log'),
            '-w',
            '-t',
            '120',
          ],
          user,
        );
        break;
      } catch (error) {
        const log = await readFile(path.join(paths.logs, 'startup.log'), 'utf8').catch(() => '');
        const serverLog = await newestServerLog(paths.logs);
        if (!samePort && attempt < 5 && /Address already in use/.test(`${log}\n${serverLog}`)) {
          port = await freePort();
          continue;
        }
        throw new Error(
          `The embedded PostgreSQL did not start (logs in ${paths.logs}):\n${log.split('\n').slice(-15).join('\n')}\n${(error as Error).message}`,
          { cause: error },
        );
      }
    }
    if (credentials.port !== port) {
      credentials.port = port;
      await writeCredentials(paths.credentials, credentials);
    }
    return port;
  };

  let port = await start();
  const version = await ensureDatabaseAndRole(port, credentials);

  let stopping = false;
  let restarting: Promise<unknown> | undefined;
  // A PostgreSQL killed under a running server comes back on the same port (never another: the
  // pool's URL is fixed; if a program took the port, the next tick tries again); meanwhile the
  // server answers 503 and its pool reconnects by itself.
  const watchdog =
    options.watch === false
      ? undefined
      : setInterval(() => {
          if (stopping || restarting) return;
          restarting = runningPostmaster(paths.cluster)
            .then(async (running) => {
              if (running || stopping) return;
              options.log?.('The embedded PostgreSQL has stopped; starting it again');
              port = await start(true);
            })
            .catch((error: Error) =>
              options.log?.(`Restarting PostgreSQL failed: ${error.message}`),
            )
            .finally(() => (restarting = undefined));
        }, 2000);
  watchdog?.unref();

  return {
    url: connectionUrl(EMBEDDED_APP_ROLE, credentials.appPassword, port),
    ownerUrl: connectionUrl(EMBEDDED_SUPERUSER, credentials.superuserPassword, port),
    version,
    async stop() {
      stopping = true;
      if (watchdog) clearInterval(watchdog);
      await restarting;
      if (await runningPostmaster(paths.cluster)) {
        await pgCtl(['stop', '-D', paths.cluster, '-m', 'fast', '-w', '-t', '60'], user);
      }
    },
  };
}

/**
 * The connections of the embedded PostgreSQL of DATA_DIR while a server runs it, for tools that
 * run beside the server (a backup). Undefined when it is not running.
 */
export async function embeddedPostgresUrlIfRunning(
  dataDir: string,
): Promise<{ url: string; ownerUrl: string } | undefined> {
  const paths = embeddedPostgresPaths(dataDir);
  const running = await runningPostmaster(paths.cluster);
  const credentials = await readCredentials(paths.credentials);
  if (!running || !credentials || !running.port) return undefined;
  return {
    url: connectionUrl(EMBEDDED_APP_ROLE, credentials.appPassword, running.port),
    ownerUrl: connectionUrl(EMBEDDED_SUPERUSER, credentials.superuserPassword, running.port),
  };
}

/** Stops the embedded PostgreSQL of DATA_DIR if one runs (after a killed server); true if it did. */
export async function stopEmbeddedPostgresIfRunning(dataDir: string): Promise<boolean> {
  const paths = embeddedPostgresPaths(dataDir);
  if (!(await runningPostmaster(paths.cluster))) return false;
  await pgCtl(['stop', '-D', paths.cluster, '-m', 'fast', '-w', '-t', '60'], await postgresUser());
  return true;
}
