import { and, asc, eq, gt, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { STATUS } from '@form-a/domain/status';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { photos, registrations } from '../../db/schema';
import { IDEMPOTENCY_KEY_DAYS, sweepIdempotencyKeys } from '../idempotency/service';
import { PHOTO_ROUTE_PREFIX } from '../photos/photo-path';
import { eraseRegistration } from './erasure';
import type { SystemActor } from './transition';

/** The history's name for the job: no account acts, the server does (role 'SYSTEM'). */
export const RETENTION_ACTOR: SystemActor = { name: 'Retention' };
/** The erasure's reason, in the tombstone and the history note. */
export const RETENTION_REASON = 'retention';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Records erased (photos deleted) per transaction: short locks, a crash loses one batch. */
export const RETENTION_BATCH = 200;
/**
 * A discarded draft keeps its data this long after the discard before the job erases it (ADR
 * 055): long enough to be a batch job's work rather than the click's, short enough that the
 * secretary's Discard means "gone" within a day.
 */
export const DISCARDED_RETENTION_DAYS = 1;
/** A photo no record shows, this long after its upload: the form it was for was never saved. */
export const ORPHAN_PHOTO_DAYS = 1;
/** How often a listening server looks; an hour's delay changes nothing. */
const RETENTION_CHECK_MS = 60 * 60 * 1000;
/**
 * How often a listening server looks for orphan photos: the look reads every photo older than a
 * day against registrations_photo_idx (about a second per 100,000 photos on PostgreSQL), so once
 * a day rather than every hour.
 */
const PHOTO_SWEEP_MS = 24 * 60 * 60 * 1000;
/** The first look, soon after start rather than an hour later, but not during the start. */
const RETENTION_FIRST_CHECK_MS = 60 * 1000;

/** Records last written before this instant are older than `days`. */
export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** What the job erases: records of a state untouched since a cutoff. */
export type RetentionKind = 'draft' | 'returned' | 'discarded';
export const RETENTION_KINDS: readonly RetentionKind[] = ['draft', 'returned', 'discarded'];
const STATUS_OF: Record<RetentionKind, number> = {
  draft: STATUS.DRAFT,
  returned: STATUS.RETURNED,
  discarded: STATUS.DISCARDED,
};

export type RetentionSettings = Pick<Config, 'RETENTION_DRAFT_DAYS' | 'RETENTION_RETURNED_DAYS'>;

/** Each kind's period in days, or null when it is kept for ever (a setting of 0). */
export function retentionDays(settings: RetentionSettings): Record<RetentionKind, number | null> {
  return {
    draft: settings.RETENTION_DRAFT_DAYS > 0 ? settings.RETENTION_DRAFT_DAYS : null,
    returned: settings.RETENTION_RETURNED_DAYS > 0 ? settings.RETENTION_RETURNED_DAYS : null,
    discarded: DISCARDED_RETENTION_DAYS,
  };
}

/** A record the job would erase, as the dry run lists it: no name, only where and since when. */
export interface ExpiredRecord {
  id: number;
  branch: string;
  status: number;
  updatedAt: Date;
}

/**
 * Records of `kind` last written before `cutoff`, by id, one page after the id `afterId` (the
 * dry run's list). By id rather than by time: a JavaScript date holds milliseconds, the column
 * microseconds, so a page could not resume exactly where a time left off.
 */
export async function findExpiredRecords(
  db: Db,
  kind: RetentionKind,
  cutoff: Date,
  limit: number,
  afterId = 0,
): Promise<ExpiredRecord[]> {
  return db
    .select({
      id: registrations.id,
      branch: registrations.branch,
      status: registrations.status,
      updatedAt: registrations.updatedAt,
    })
    .from(registrations)
    .where(
      and(
        eq(registrations.status, STATUS_OF[kind]),
        lt(registrations.updatedAt, cutoff),
        gt(registrations.id, afterId),
      ),
    )
    .orderBy(asc(registrations.id))
    .limit(limit);
}

/**
 * The replicas' retention batches take turns. A batch erases many records in one transaction,
 * and each erasure moves the count and report counters of its branch and month: two batches at
 * once took those counter rows in different orders and deadlocked.
 */
const RETENTION_BATCH_LOCK_KEY = 4_716_202_612;

/**
 * Erases up to `limit` expired records of `kind` in one transaction. The rows are locked with
 * SKIP LOCKED: a secretary saving the draft right now holds its row and this batch takes
 * others; a record saved meanwhile is no longer old when its lock is released.
 */
async function eraseBatch(db: Db, kind: RetentionKind, cutoff: Date, limit: number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${RETENTION_BATCH_LOCK_KEY})`);
    const rows = await tx
      .select({ id: registrations.id, revision: registrations.revision })
      .from(registrations)
      .where(and(eq(registrations.status, STATUS_OF[kind]), lt(registrations.updatedAt, cutoff)))
      .orderBy(asc(registrations.updatedAt), asc(registrations.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const row of rows) {
      await eraseRegistration(tx, {
        system: RETENTION_ACTOR,
        id: row.id,
        revision: row.revision,
        reason: RETENTION_REASON,
      });
    }
    return rows.length;
  });
}

/** A photo uploaded before `cutoff` that no record shows (registrations_photo_idx answers). */
const orphanPhoto = (cutoff: Date) =>
  and(
    lt(photos.createdAt, cutoff),
    notExists(
      sql`(SELECT 1 FROM ${registrations} WHERE ${registrations.photo} <> '' AND ${registrations.photo} = ${PHOTO_ROUTE_PREFIX} || ${photos.id}::text)`,
    ),
  );

export interface OrphanPhoto {
  id: string;
  branch: string;
  createdAt: Date;
}

/** Orphan photos by id after `afterId` (the dry run's list). */
export async function findOrphanPhotos(
  db: Db,
  cutoff: Date,
  limit: number,
  afterId = '00000000-0000-0000-0000-000000000000',
): Promise<OrphanPhoto[]> {
  return db
    .select({ id: photos.id, branch: photos.branch, createdAt: photos.createdAt })
    .from(photos)
    .where(and(orphanPhoto(cutoff), gt(photos.id, afterId)))
    .orderBy(asc(photos.id))
    .limit(limit);
}

async function deleteOrphanPhotoBatch(db: Db, cutoff: Date, limit: number): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: photos.id })
      .from(photos)
      .where(orphanPhoto(cutoff))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return 0;
    await tx.delete(photos).where(
      inArray(
        photos.id,
        rows.map((row) => row.id),
      ),
    );
    return rows.length;
  });
}

/** One thing the job would take: a record of a kind, or an orphan photo; never a name. */
export type RetentionPlanEntry =
  | { kind: RetentionKind; id: number; branch: string; since: Date }
  | { kind: 'photo'; id: string; branch: string; since: Date };

/**
 * What runRetention would take at `now`, kind by kind, page by page (the dry run): ids,
 * branches and the date each was last changed (uploaded, for a photo). Kinds kept for ever
 * are skipped.
 */
export async function* retentionPlan(
  db: Db,
  settings: RetentionSettings,
  options: { now?: Date; batchSize?: number } = {},
): AsyncGenerator<RetentionPlanEntry> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? RETENTION_BATCH;
  const days = retentionDays(settings);
  for (const kind of RETENTION_KINDS) {
    const period = days[kind];
    if (period === null) continue;
    const cutoff = retentionCutoff(now, period);
    let afterId = 0;
    for (;;) {
      const page = await findExpiredRecords(db, kind, cutoff, batchSize, afterId);
      for (const row of page) yield { kind, id: row.id, branch: row.branch, since: row.updatedAt };
      const last = page.at(-1);
      if (!last || page.length < batchSize) break;
      afterId = last.id;
    }
  }
  const photoCutoff = retentionCutoff(now, ORPHAN_PHOTO_DAYS);
  let afterPhoto: string | undefined;
  for (;;) {
    const page = await findOrphanPhotos(db, photoCutoff, batchSize, afterPhoto);
    for (const photo of page) {
      yield { kind: 'photo', id: photo.id, branch: photo.branch, since: photo.createdAt };
    }
    const last = page.at(-1);
    if (!last || page.length < batchSize) break;
    afterPhoto = last.id;
  }
}

export type RetentionCounts = Record<RetentionKind | 'orphanPhotos' | 'idempotencyKeys', number>;

/** Runs `batch` until a batch comes back short; returns how many it took in all. */
async function drain(batch: () => Promise<number>, batchSize: number): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await batch();
    total += count;
    if (count < batchSize) return total;
  }
}

/**
 * The retention job (ADR 055): erases, as the system with the reason 'retention', the drafts
 * untouched for RETENTION_DRAFT_DAYS, the returned records untouched for
 * RETENTION_RETURNED_DAYS and the drafts discarded a day ago, by the same step as an approver's
 * erasure (eraseRegistration), batch by batch; then the idempotency keys a month old, and the
 * photos a day old that no record shows (unless `photos` is false). `now` is the job's clock
 * (tests move it). Returns how many of each went.
 */
export async function runRetention(
  db: Db,
  settings: RetentionSettings,
  options: { now?: Date; batchSize?: number; photos?: boolean } = {},
): Promise<RetentionCounts> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? RETENTION_BATCH;
  const days = retentionDays(settings);
  const counts: RetentionCounts = {
    draft: 0,
    returned: 0,
    discarded: 0,
    orphanPhotos: 0,
    idempotencyKeys: 0,
  };
  for (const kind of RETENTION_KINDS) {
    const period = days[kind];
    if (period === null) continue;
    const cutoff = retentionCutoff(now, period);
    counts[kind] = await drain(() => eraseBatch(db, kind, cutoff, batchSize), batchSize);
  }
  // the stored answers of requests a month old: no retry comes that late (ADR 089)
  const keyCutoff = retentionCutoff(now, IDEMPOTENCY_KEY_DAYS);
  counts.idempotencyKeys = await drain(
    () => sweepIdempotencyKeys(db, keyCutoff, batchSize),
    batchSize,
  );
  if (options.photos === false) return counts;
  const photoCutoff = retentionCutoff(now, ORPHAN_PHOTO_DAYS);
  counts.orphanPhotos = await drain(
    () => deleteOrphanPhotoBatch(db, photoCutoff, batchSize),
    batchSize,
  );
  return counts;
}

/**
 * Runs runRetention every hour in a listening server (the orphan photos once a day). Every
 * replica runs it; their batches skip each other's rows, so none waits and none erases a record
 * twice. Discarded drafts and orphan photos always go; drafts and returned records as their
 * settings say (0: never). Returns its stop.
 */
export function startRetention(db: Db, config: RetentionSettings, log: FastifyBaseLogger) {
  let running = false;
  let photosSweptAt = 0;
  const run = () => {
    if (running) return;
    running = true;
    const photos = Date.now() - photosSweptAt >= PHOTO_SWEEP_MS;
    runRetention(db, config, { photos })
      .then((counts) => {
        if (photos) photosSweptAt = Date.now();
        if (Object.values(counts).some((count) => count > 0)) {
          // counts only: which records went is in their history, never in the log
          log.info({ erased: counts }, 'retention: erased expired records, keys and orphan photos');
        }
      })
      .catch((error: unknown) => log.warn({ err: error }, 'the retention job failed'))
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
