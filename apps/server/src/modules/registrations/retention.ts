import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { STATUS } from '@form-a/domain/status';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { registrations } from '../../db/schema';
import { discardDraft } from './discard';
import type { SystemActor } from './transition';

/** The history's name for the job: no account acts, the server does (role 'SYSTEM'). */
export const RETENTION_ACTOR: SystemActor = { name: 'Retention' };

const DAY_MS = 24 * 60 * 60 * 1000;
/** Drafts discarded per transaction: short row locks, and a crash loses at most one batch. */
export const RETENTION_BATCH = 200;
/** How often a listening server looks for old drafts; a day's delay changes nothing. */
const RETENTION_CHECK_MS = 60 * 60 * 1000;
/** The first look, soon after start rather than an hour later, but not during the start. */
const RETENTION_FIRST_CHECK_MS = 60 * 1000;

/** Drafts last written before this instant are older than the retention period. */
export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

export interface StaleDraft {
  id: number;
  branch: string;
  firstName: string;
  lastName: string;
  updatedAt: Date;
}

/**
 * Drafts last written before `cutoff`, by id, one page after the id `afterId` (the dry run's
 * list). By id rather than by time: a JavaScript date holds milliseconds, the column
 * microseconds, so a page could not resume exactly where a time left off.
 */
export async function findStaleDrafts(
  db: Db,
  cutoff: Date,
  limit: number,
  afterId = 0,
): Promise<StaleDraft[]> {
  return db
    .select({
      id: registrations.id,
      branch: registrations.branch,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      updatedAt: registrations.updatedAt,
    })
    .from(registrations)
    .where(
      and(
        eq(registrations.status, STATUS.DRAFT),
        lt(registrations.updatedAt, cutoff),
        gt(registrations.id, afterId),
      ),
    )
    .orderBy(asc(registrations.id))
    .limit(limit);
}

/**
 * Discards up to `limit` old drafts in one transaction. The rows are locked with SKIP LOCKED:
 * another replica's job, or a secretary saving the draft right now, holds its rows and this one
 * takes others; a draft saved meanwhile is no longer old when its lock is released.
 */
async function discardBatch(db: Db, cutoff: Date, limit: number): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: registrations.id, revision: registrations.revision })
      .from(registrations)
      .where(and(eq(registrations.status, STATUS.DRAFT), lt(registrations.updatedAt, cutoff)))
      .orderBy(asc(registrations.updatedAt), asc(registrations.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const row of rows) {
      await discardDraft(tx, {
        system: RETENTION_ACTOR,
        id: row.id,
        revision: row.revision,
        reason: 'retention',
      });
    }
    return rows.length;
  });
}

/**
 * Discards every draft not written for `days` days (ADR 051), batch by batch, with the same
 * step as a secretary's Discard (discardDraft), recorded by the system actor with the reason
 * 'retention'. Returns how many went.
 */
export async function discardStaleDrafts(
  db: Db,
  options: { days: number; now?: Date; batchSize?: number },
): Promise<number> {
  const cutoff = retentionCutoff(options.now ?? new Date(), options.days);
  const batchSize = options.batchSize ?? RETENTION_BATCH;
  let discarded = 0;
  for (;;) {
    const count = await discardBatch(db, cutoff, batchSize);
    discarded += count;
    if (count < batchSize) return discarded;
  }
}

/**
 * Runs discardStaleDrafts every hour in a listening server (RETENTION_DRAFT_DAYS 0: never).
 * Every replica runs it; their batches skip each other's rows, so none waits and none discards
 * a draft twice. Returns its stop.
 */
export function startDraftRetention(
  db: Db,
  config: Pick<Config, 'RETENTION_DRAFT_DAYS'>,
  log: FastifyBaseLogger,
) {
  if (config.RETENTION_DRAFT_DAYS <= 0) return () => {};
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    discardStaleDrafts(db, { days: config.RETENTION_DRAFT_DAYS })
      .then((count) => {
        if (count > 0) {
          log.info(
            { discarded: count, days: config.RETENTION_DRAFT_DAYS },
            'discarded drafts untouched for the retention period',
          );
        }
      })
      .catch((error: unknown) => log.warn({ err: error }, 'discarding old drafts failed'))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(run, RETENTION_FIRST_CHECK_MS);
  first.unref();
  const timer = setInterval(run, RETENTION_CHECK_MS);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
