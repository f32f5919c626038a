import { mkdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import type * as nodeFs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { isProcessAlive } from '../lib/process-alive';

export class DataDirLockedError extends Error {
  constructor(public readonly dataDir: string) {
    super(
      `Another Form-A Portal server is already using the data folder ${dataDir}.\n` +
        'Stop that server first, or start this one with DATA_DIR pointing at another folder.',
    );
  }
}

const HOLDER_FILE = 'lock-holder.pid';

/** The folders this process holds (resolved paths). */
const heldHere = new Set<string>();

/**
 * The process that holds the lock, when it wrote its id and that process is gone. A holder with
 * this process's own id that this process does not hold is gone too: in a container every start
 * gets the same small pid, so a killed server's id comes back as its successor's.
 */
async function deadHolder(dataDir: string): Promise<boolean> {
  const text = await readFile(path.join(dataDir, HOLDER_FILE), 'utf8').catch(() => '');
  const pid = Number.parseInt(text, 10);
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return !heldHere.has(await realpath(dataDir));
  return !isProcessAlive(pid);
}

/**
 * One server (or command-line task) per data folder: the embedded PostgreSQL and the scheduled
 * backups belong to one process. The lock is refreshed while held and counts as stale after
 * 10 s; a holder that was killed (kill -9, a power cut) is also recognised at once by its
 * process id, so a restart right after a crash does not have to wait for the staleness.
 */
export async function lockDataDir(
  dataDir: string,
  options: {
    /** the file system proper-lockfile uses (a test slows its refresh's stat down) */
    fs?: typeof nodeFs;
  } = {},
): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const take = () => {
    let releasing = false;
    return lockfile
      .lock(dataDir, {
        stale: 10_000,
        update: 2_000,
        retries: 0,
        ...(options.fs && { fs: options.fs }),
        // proper-lockfile refreshes the lock on a timer; a refresh whose stat was under way when
        // the lock was released finds the lock gone and calls it compromised, which by default
        // throws and ends the process (a production start that refused to run crashed so, once,
        // instead of saying why). Only a lock lost while still held is that.
        onCompromised: (error) => {
          if (!releasing) throw error;
        },
      })
      .then(async (release) => {
        const held = await realpath(dataDir);
        heldHere.add(held);
        await writeFile(path.join(dataDir, HOLDER_FILE), String(process.pid));
        return async () => {
          releasing = true;
          await rm(path.join(dataDir, HOLDER_FILE), { force: true });
          await release();
          heldHere.delete(held);
        };
      });
  };
  try {
    return await take();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    if (!(await deadHolder(dataDir))) throw new DataDirLockedError(dataDir);
    // proper-lockfile's lock is the folder `<data dir>.lock`; its holder is dead, so remove it.
    await rm(`${await realpath(dataDir)}.lock`, { recursive: true, force: true });
    try {
      return await take();
    } catch (retryError) {
      if ((retryError as NodeJS.ErrnoException).code === 'ELOCKED') {
        throw new DataDirLockedError(dataDir);
      }
      throw retryError;
    }
  }
}
