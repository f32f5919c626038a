import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { embeddedPostgresUrlIfRunning } from '../../db/embedded-postgres';
import { backupDatabase, backupFileName } from './backup';

/** Scheduled backups carry their own prefix: pruning never touches one a person made. */
const SCHEDULED_PREFIX = 'form-a-scheduled';

export interface BackupSchedule {
  everyHours: number;
  dir: string;
  keep: number;
  /** the owner's connection at the moment of the backup (the engine may have restarted) */
  ownerUrl: () => Promise<string | undefined>;
  log: FastifyBaseLogger;
}

/**
 * Backs up every `everyHours` and keeps the newest `keep`; returns a function that stops it and
 * waits for a backup under way.
 */
export function startBackupSchedule(schedule: BackupSchedule): () => Promise<void> {
  if (schedule.everyHours <= 0) return async () => {};
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    // A backup slower than the interval is not started twice.
    running ??= runScheduledBackup(schedule).finally(() => (running = undefined));
  }, schedule.everyHours * 3600_000);
  // The schedule never keeps a stopping process alive.
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

export async function runScheduledBackup(schedule: Omit<BackupSchedule, 'everyHours'>) {
  const started = Date.now();
  try {
    const url = await schedule.ownerUrl();
    if (!url) throw new Error('the database is not running');
    const file = path.join(schedule.dir, backupFileName(new Date(), SCHEDULED_PREFIX));
    const summary = await backupDatabase(url, file);
    const removed = await pruneScheduledBackups(schedule.dir, schedule.keep);
    schedule.log.info(
      { file, bytes: summary.bytes, ms: Date.now() - started, removed },
      'scheduled backup written',
    );
  } catch (error) {
    schedule.log.error({ err: error }, 'scheduled backup failed');
  }
}

async function pruneScheduledBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir))
    .filter((name) => name.startsWith(`${SCHEDULED_PREFIX}-`) && name.endsWith('.backup.gz'))
    .sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

/**
 * The server's schedule: the embedded engine only. On an external PostgreSQL every server
 * process would take the same backup; its operator schedules `npm run backup` or the
 * database's own tools instead (ADR 025).
 */
export function scheduleEmbeddedBackups(
  config: Config,
  log: FastifyBaseLogger,
): () => Promise<void> {
  if (!config.embedded) return async () => {};
  return startBackupSchedule({
    everyHours: config.BACKUP_EVERY_HOURS,
    dir: config.BACKUP_DIR,
    keep: config.BACKUP_KEEP,
    ownerUrl: async () => (await embeddedPostgresUrlIfRunning(config.DATA_DIR))?.ownerUrl,
    log,
  });
}
