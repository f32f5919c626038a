// The cluster in DATA_DIR/pg: its folders, credentials, settings and first creation.
import {
  chmod,
  chown,
  cp,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { isProcessAlive } from '../../lib/process-alive';
import {
  chownTree,
  ownDirectory,
  postgresBinaries,
  postgresUser,
  run,
  type RunAs,
} from './binaries';

export const EMBEDDED_DATABASE = 'forma';
export const EMBEDDED_SUPERUSER = 'postgres';
/** The role the server runs as; migration 0012 grants it what the application needs. */
export const EMBEDDED_APP_ROLE = 'forma_app';

export interface Credentials {
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

export async function readCredentials(file: string): Promise<Credentials | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Credentials;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export async function writeCredentials(file: string, credentials: Credentials) {
  const temporary = `${file}.${process.pid}`;
  await writeFile(temporary, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, file);
}

export function connectionUrl(user: string, password: string, port: number) {
  const url = new URL(`postgres://127.0.0.1:${port}/${EMBEDDED_DATABASE}`);
  url.username = user;
  url.password = password;
  return url.toString();
}

/** The end of the newest file of PostgreSQL's logging collector (where a failed bind is told). */
export async function newestServerLog(logs: string): Promise<string> {
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

export function settings(
  port: number,
  logs: string,
  poolSize: number,
): Record<string, string | number> {
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
    // Durability is the point of a real PostgreSQL: stated here rather than left to defaults.
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

export function settingsFile(values: Record<string, string | number>): string {
  const lines = Object.entries(values).map(([key, value]) =>
    typeof value === 'number' ? `${key} = ${value}` : `${key} = '${value.replaceAll("'", "''")}'`,
  );
  return `# Written by the Form-A Portal at every start (apps/server/src/db/embedded-postgres/cluster.ts).\n${lines.join('\n')}\n`;
}

/** The postmaster's pid and port from postmaster.pid, when that process is alive. */
export async function runningPostmaster(
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

export async function initialise(cluster: string, credentials: Credentials, user: RunAs) {
  const { initdb } = await postgresBinaries();
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
        // The C locale: the same sorting and trigram rules on every machine, whatever its own.
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
export async function ensureDatabaseAndRole(port: number, credentials: Credentials) {
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
  const user = await postgresUser();
  if (user.uid !== undefined) await chownTree(to.cluster, user);
  await chmod(to.cluster, 0o700);
}
