import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, transferLogs, transferRequests } from '../../db/schema';

export type TransferRow = typeof transferRequests.$inferSelect;

/**
 * The requests a branch secretary of `branch` reads (ADR 014, 047): those her branch made, and
 * those about a member of her branch (the member's branch when the request was made), whoever
 * made them. Approvers read every request.
 */
export function transfersReadableBy(branch: string): SQL {
  return or(
    eq(transferRequests.requestedByBranch, branch),
    eq(transferRequests.currentBranch, branch),
  )!;
}

export async function insertTransfer(db: Db, values: typeof transferRequests.$inferInsert) {
  const rows = await db.insert(transferRequests).values(values).returning();
  return rows[0]!;
}

export async function findOpenTransferForUid(db: Db, uid: string) {
  const rows = await db
    .select({ id: transferRequests.id })
    .from(transferRequests)
    .where(
      and(
        eq(sql`upper(${transferRequests.uid})`, uid.toUpperCase()),
        eq(transferRequests.status, 'Requested'),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function findTransfer(db: Db, id: number, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(transferRequests).where(eq(transferRequests.id, id)).limit(1);
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0];
}

export async function decideTransfer(
  db: Db,
  id: number,
  revision: number,
  values: { status: 'Approved' | 'Rejected'; decidedBy: number; decisionNote: string },
) {
  const rows = await db
    .update(transferRequests)
    .set({ ...values, decidedAt: new Date(), revision: sql`${transferRequests.revision} + 1` })
    .where(
      and(
        eq(transferRequests.id, id),
        eq(transferRequests.revision, revision),
        eq(transferRequests.status, 'Requested'),
      ),
    )
    .returning();
  return rows[0];
}

export async function insertTransferLog(db: Db, values: typeof transferLogs.$inferInsert) {
  await db.insert(transferLogs).values(values);
}

export async function listTransferLogs(db: Db, transferId: number) {
  return db
    .select()
    .from(transferLogs)
    .where(eq(transferLogs.transferId, transferId))
    .orderBy(asc(transferLogs.id))
    .limit(100);
}

export async function moveMemberBranch(db: Db, uid: string, branch: string): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ branch, updatedAt: new Date() })
    .where(eq(sql`upper(${members.uid})`, uid.toUpperCase()))
    .returning({ uid: members.uid });
  return rows.length > 0;
}

export async function listTransfers(
  db: Db,
  query: { branch: string | null; statuses: string[] | null; page: number; pageSize: number },
) {
  const conditions: SQL[] = [];
  if (query.branch !== null) conditions.push(transfersReadableBy(query.branch));
  if (query.statuses !== null) conditions.push(inArray(transferRequests.status, query.statuses));
  const where = conditions.length ? and(...conditions) : undefined;
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(transferRequests)
      .where(where)
      .orderBy(desc(transferRequests.id))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ total: count() }).from(transferRequests).where(where),
  ]);
  return { items, total: totals[0]?.total ?? 0 };
}
