import { asc, eq, ilike, and, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { branches } from '../../db/schema';

export async function branchExists(db: Db, name: string): Promise<boolean> {
  const rows = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.name, name), eq(branches.active, true)))
    .limit(1);
  return rows.length > 0;
}

export async function listBranchNames(db: Db, query: { search?: string; limit: number }) {
  const conditions: SQL[] = [eq(branches.active, true)];
  if (query.search)
    conditions.push(ilike(branches.name, `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const rows = await db
    .select({ name: branches.name })
    .from(branches)
    .where(and(...conditions))
    .orderBy(asc(branches.name))
    .limit(query.limit);
  return rows.map((row) => row.name);
}

export async function insertBranches(db: Db, rows: Array<{ name: string; country: string }>) {
  if (rows.length === 0) return;
  await db.insert(branches).values(rows).onConflictDoNothing();
}
