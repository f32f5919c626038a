import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
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
  const result = await db.execute(sql`
    UPDATE ${outbox}
       SET status = 'in_flight',
           attempts = ${outbox.attempts} + 1,
           locked_until = now() + make_interval(secs => ${lockSeconds})
     WHERE ${outbox.id} IN (
       SELECT id FROM ${outbox}
        WHERE (status = 'pending' AND next_attempt_at <= now())
           OR (status = 'in_flight' AND locked_until < now())
        ORDER BY next_attempt_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
    RETURNING id`);
  const ids = (result as unknown as { rows: Array<{ id: string | number }> }).rows.map((row) =>
    Number(row.id),
  );
  if (ids.length === 0) return [];
  return db.select().from(outbox).where(inArray(outbox.id, ids));
}

export async function markDelivered(db: Db, id: number) {
  await db
    .update(outbox)
    .set({ status: 'delivered', deliveredAt: new Date(), lockedUntil: null, lastError: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'in_flight')));
}

export async function markFailed(db: Db, id: number, error: string, retryAt: Date) {
  await db
    .update(outbox)
    .set({
      status: 'pending',
      nextAttemptAt: retryAt,
      lockedUntil: null,
      lastError: error.slice(0, 1000),
    })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'in_flight')));
}

/** The receiver refused the record (409): no automatic retry; a person decides. */
export async function markRefused(db: Db, id: number, error: string) {
  await db
    .update(outbox)
    .set({ status: 'refused', lockedUntil: null, lastError: error.slice(0, 1000) })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'in_flight')));
}

export async function recordAttempt(db: Db, values: typeof outboxAttempts.$inferInsert) {
  await db.insert(outboxAttempts).values(values);
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

export async function findByRegistration(db: Db, registrationId: number) {
  const rows = await db
    .select()
    .from(outbox)
    .where(eq(outbox.registrationId, registrationId))
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
  const result = await db.execute(sql`
    SELECT status, count(*)::int AS rows,
           COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS oldest_seconds
      FROM ${outbox} WHERE status <> 'delivered' GROUP BY status`);
  return (
    result as unknown as {
      rows: Array<{ status: string; rows: number; oldest_seconds: number }>;
    }
  ).rows.map((row) => ({
    status: row.status,
    rows: Number(row.rows),
    oldestSeconds: Number(row.oldest_seconds),
  }));
}
