import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import lockfile from 'proper-lockfile';
import { DataDirLockedError, lockDataDir } from '../src/db/data-dir-lock';
import { startServer, type RunningServer } from '../src/server';

// Only meaningful for the embedded database; the PostgreSQL run has nothing to lock.

let first: RunningServer | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  await first?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('embedded data folder', () => {
  it('refuses a second server on the same data folder and leaves the first one working', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'forma-lock-'));
    const config = loadConfig(
      {},
      {
        DATA_DIR: dataDir,
        PORT: 0,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        WEB_DIST_DIR: '/nonexistent',
      },
    );
    first = await startServer(config);

    await expect(startServer(config)).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(startServer(config)).rejects.toThrow(/already using the data folder/);

    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
  });
});

describe('a data folder whose server was killed', () => {
  it('is taken over at once when the process that holds its lock is gone', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'forma-lock-dead-'));
    try {
      // A lock that is still fresh (its mtime kept up to date), left by a process that has ended.
      const leftOver = await lockfile.lock(folder, {
        stale: 10_000,
        update: 1_000,
        onCompromised: () => {},
      });
      const ended = spawnSync(process.execPath, ['-e', '']);
      await writeFile(path.join(folder, 'lock-holder.pid'), String(ended.pid));

      const release = await lockDataDir(folder);
      await expect(lockDataDir(folder)).rejects.toBeInstanceOf(DataDirLockedError);
      await release();
      await leftOver().catch(() => undefined);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("is taken over at once when the dead holder's pid is this process's own (a container's restart)", async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'forma-lock-same-pid-'));
    try {
      const leftOver = await lockfile.lock(folder, {
        stale: 10_000,
        update: 1_000,
        onCompromised: () => {},
      });
      // The killed server had the pid this process has now, as PID 7 of a restarted container.
      await writeFile(path.join(folder, 'lock-holder.pid'), String(process.pid));

      const release = await lockDataDir(folder);
      // and this process, now the holder, still refuses itself a second time
      await expect(lockDataDir(folder)).rejects.toBeInstanceOf(DataDirLockedError);
      await release();
      await leftOver().catch(() => undefined);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('the data folder lock, released', () => {
  it('does not end the process when its refresh was under way as it was released', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'forma-lock-release-'));
    // the lock's refresh (every 2 s) stats the lock folder: this one answers 500 ms late, so the
    // release below lands while the refresh waits, as a busy machine's stat once did
    let statsUnderWay = 0;
    const slowFs = {
      ...fs,
      stat: (target: string, callback: (...args: unknown[]) => void) => {
        statsUnderWay += 1;
        setTimeout(() => fs.stat(target, callback), 500);
      },
    } as unknown as typeof fs;
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.prependListener('uncaughtException', onUncaught);
    try {
      const release = await lockDataDir(folder, { fs: slowFs });
      statsUnderWay = 0; // taking the lock stats it too
      await expect.poll(() => statsUnderWay, { timeout: 5_000, interval: 50 }).toBeGreaterThan(0);
      await release();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(uncaught).toEqual([]);
      // and the folder can be locked again
      await (
        await lockDataDir(folder)
      )();
    } finally {
      process.removeListener('uncaughtException', onUncaught);
      await rm(folder, { recursive: true, force: true });
    }
  });
});
