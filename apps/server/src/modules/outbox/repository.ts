import { and, count, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { OUTBOX_KINDS } from '@form-a/domain/outbox-kinds';
import type { Db } from '../../db/client';
import { outbox, outboxAttempts } from '../../db/schema';

export type OutboxRow = typeof outbox.$inferSelect;

export async function enqueue(db: Db, values: typeof outbox.$inferInsert) {
  const rows = await db.insert(outbox).values(values).returning();
  return rows[0]!;
}

/**
 * Claims due rows, and rows whose claim expired, with SKIP LOCKED so that several workers
 * (processes) never take the same row. The claim commits before any HTTP call is made.
 */
export async function claimDue(db: Db, limit: number, lockSeconds: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      or(
        and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)),
        and(eq(outbox.status, 'in_flight'), lt(outbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(outbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(outbox).set(claim(lockSeconds)).where(inArray(outbox.id, due)).returning();
}

/**
 * Claims one row that is waiting for its first or next attempt (an approval delivering its own
 * hand-off); undefined when another worker holds it or it is no longer waiting.
 */
export async function claimPending(
  db: Db,
  id: number,
  lockSeconds: number,
): Promise<OutboxRow | undefined> {
  const waiting = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')))
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set(claim(lockSeconds))
    .where(inArray(outbox.id, waiting))
    .returning();
  return rows[0];
}

const claim = (lockSeconds: number) => ({
  status: 'in_flight',
  attempts: sql`${outbox.attempts} + 1`,
  lockedUntil: sql`now() + make_interval(secs => ${lockSeconds})`,
});

export type OutboxAttempt = Omit<typeof outboxAttempts.$inferInsert, 'outboxId'>;

/**
 * Records an attempt and moves the claimed row on, in one statement; the row as written, or
 * undefined when the claim was lost (another worker took the row over meanwhile).
 */
async function settle(
  db: Db,
  id: number,
  attempt: OutboxAttempt,
  changes: Partial<typeof outbox.$inferInsert>,
): Promise<OutboxRow | undefined> {
  const recorded = db.$with('recorded', {}).as(
    db
      .insert(outboxAttempts)
      .values({ ...attempt, outboxId: id })
      .getSQL(),
  );
  const rows = await db
    .with(recorded)
    .update(outbox)
    .set(changes)
    .where(and(eq(outbox.id, id), eq(outbox.status, 'in_flight')))
    .returning();
  return rows[0];
}

export function markDelivered(db: Db, id: number, attempt: OutboxAttempt) {
  return settle(db, id, attempt, {
    status: 'delivered',
    deliveredAt: new Date(),
    lockedUntil: null,
    lastError: null,
  });
}

export function markFailed(db: Db, id: number, attempt: OutboxAttempt, retryAt: Date) {
  return settle(db, id, attempt, {
    status: 'pending',
    nextAttemptAt: retryAt,
    lockedUntil: null,
    lastError: (attempt.error ?? '').slice(0, 1000),
  });
}

/** The receiver refused the record (409): no automatic retry; a person decides. */
export function markRefused(db: Db, id: number, attempt: OutboxAttempt) {
  return settle(db, id, attempt, {
    status: 'refused',
    lockedUntil: null,
    lastError: (attempt.error ?? '').slice(0, 1000),
  });
}

/** Moves a waiting or refused row to the front; a delivered one is left alone. */
export async function retryNow(db: Db, id: number): Promise<OutboxRow | undefined> {
  const rows = await db
    .update(outbox)
    .set({ status: 'pending', nextAttemptAt: new Date() })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ['pending', 'refused'])))
    .returning();
  return rows[0];
}

export async function findOutboxRow(db: Db, id: number) {
  const rows = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
  return rows[0];
}

/**
 * A record's hand-off to the collection service (its approval's outbox row); the requests about
 * the record that follow it (ADR 056) are other rows of the same record, not this one.
 */
export async function findByRegistration(db: Db, registrationId: number) {
  const rows = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.registrationId, registrationId), eq(outbox.kind, OUTBOX_KINDS.handoff)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return rows[0];
}

export async function listOutbox(
  db: Db,
  query: { statuses: string[]; page: number; pageSize: number },
) {
  const where = inArray(outbox.status, query.statuses);
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.id))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ total: count() }).from(outbox).where(where),
  ]);
  return { items, total: totals[0]?.total ?? 0 };
}

export async function listAttempts(db: Db, outboxId: number) {
  return db
    .select()
    .from(outboxAttempts)
    .where(eq(outboxAttempts.outboxId, outboxId))
    .orderBy(desc(outboxAttempts.id))
    .limit(20);
}

/** What /metrics reports: undelivered rows by status and the age of the oldest one still due. */
export async function outboxBacklog(db: Db) {
  const result = await db.execute<{ status: string; rows: number; oldest_seconds: number }>(sql`
    SELECT status, count(*)::int AS rows,
           COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS oldest_seconds
      FROM ${outbox} WHERE status <> 'delivered' GROUP BY status`);
  return result.rows.map((row) => ({
    status: row.status,
    rows: Number(row.rows),
    oldestSeconds: Number(row.oldest_seconds),
  }));
}

/** Every outbox row about a record (its hand-off and the requests about it), oldest first. */
export async function listByRegistration(db: Db, registrationId: number) {
  return db
    .select()
    .from(outbox)
    .where(eq(outbox.registrationId, registrationId))
    .orderBy(outbox.id)
    .limit(200);
}

/** Every attempt of the given rows, oldest first. */
export async function listAttemptsOf(db: Db, outboxIds: readonly number[]) {
  if (outboxIds.length === 0) return [];
  return db
    .select()
    .from(outboxAttempts)
    .where(inArray(outboxAttempts.outboxId, [...outboxIds]))
    .orderBy(outboxAttempts.id)
    .limit(5000);
}
