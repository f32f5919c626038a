import { asc, count, type AnyColumn, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { UserSortKey } from '@form-a/domain/api/users';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export const USER_SORT_COLUMNS: Record<UserSortKey, AnyColumn> = {
  name: users.name,
  uid: users.uid,
  email: users.email,
  role: users.role,
  branch: users.branch,
  createdAt: users.createdAt,
};

export async function listUsers(
  db: Db,
  query: {
    page: number;
    pageSize: number;
    sort: UserSortKey;
    order: 'asc' | 'desc';
    search?: string;
  },
) {
  let where: SQL | undefined;
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where = or(ilike(users.name, pattern), ilike(users.uid, pattern), ilike(users.email, pattern));
  }
  const direction = query.order === 'asc' ? asc : desc;
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(direction(USER_SORT_COLUMNS[query.sort]), asc(users.id))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { items, total: totals[0]?.total ?? 0 };
}

export async function updateUser(
  db: Db,
  id: number,
  changes: Partial<Pick<typeof users.$inferInsert, 'role' | 'branch' | 'active'>>,
) {
  const rows = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return rows[0];
}

/** Whether any account may administer the others (the production start says how to make one). */
export async function hasAdministrator(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'ADMIN'))
    .limit(1);
  return rows.length > 0;
}
