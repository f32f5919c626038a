import { mkdir } from 'node:fs/promises';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(public readonly dataDir: string) {
    super(
      `Another Form-A Portal server is already using the data folder ${dataDir}.\n` +
        'Stop that server first, or start this one with DATA_DIR pointing at another folder.',
    );
  }
}

/**
 * PGlite is a single-process database: two processes on one folder would corrupt it.
 * The lock is refreshed while held and counts as stale after 10 s, so a crashed server
 * does not block the next start for long.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, { stale: 10_000, update: 2_000, retries: 0 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}
