import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { registrations, users, type registrationLogs } from '../../db/schema';

export type RegistrationRow = typeof registrations.$inferSelect;
export type NewRegistration = typeof registrations.$inferInsert;
export type RegistrationLogRow = typeof registrationLogs.$inferSelect;
export type RegistrationWithCreator = RegistrationRow & { createdByName: string };

// A flat selection: drizzle maps it column by column into one object, about twice as fast as
// a nested { registration, createdByName } row that is then spread into a new object.
const selection = { ...getTableColumns(registrations), createdByName: users.name };

export async function insertRegistration(
  db: Db,
  values: NewRegistration,
): Promise<RegistrationRow> {
  const rows = await db.insert(registrations).values(values).returning();
  return rows[0]!;
}

export async function findRegistration(
  db: Db,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<RegistrationWithCreator | undefined> {
  const query = options.forUpdate
    ? prepared(db, 'registration_by_id_for_update', (d) =>
        findRegistrationQuery(d)
          .for('update', { of: registrations })
          .prepare('registration_by_id_for_update'),
      )
    : prepared(db, 'registration_by_id', (d) =>
        findRegistrationQuery(d).prepare('registration_by_id'),
      );
  const rows = await query.execute({ id });
  return rows[0];
}

function findRegistrationQuery(db: Db) {
  return db
    .select(selection)
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.createdBy))
    .where(eq(registrations.id, sql.placeholder('id')))
    .limit(1);
}

/** Column values to write: plain values, or SQL over the row and the update's `from`. */
export type RegistrationChanges = PgUpdateSetSource<typeof registrations>;

/**
 * Writes only when nobody wrote since `revision` was read; undefined means stale. `from` is an
 * extra source the changes may read (approval: the ID sequence's next value, in the same
 * statement).
 */
export async function updateRegistrationAtRevision(
  db: Db,
  id: number,
  revision: number,
  changes: RegistrationChanges,
  from?: SQL,
): Promise<RegistrationRow | undefined> {
  const update = db
    .update(registrations)
    .set({ ...changes, revision: sql`${registrations.revision} + 1`, updatedAt: new Date() });
  const rows = await (from ? update.from(from) : update)
    .where(and(eq(registrations.id, id), eq(registrations.revision, revision)))
    .returning();
  return rows[0];
}
