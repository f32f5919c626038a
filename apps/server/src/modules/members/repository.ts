import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { upsertMemberMatchKeys } from '../dedup/repository';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

export async function findMemberByUid(db: Db, uid: string): Promise<MemberRow | undefined> {
  // UIDs end in 'J' by convention but people type them in any case.
  const rows = await db
    .select()
    .from(members)
    .where(eq(sql`upper(${members.uid})`, uid.trim().toUpperCase()))
    .limit(1);
  return rows[0];
}

/**
 * Insert or refresh members by UID, in batches that stay under the bind-parameter limit. Each
 * batch writes the duplicate check's keys in the same transaction (a savepoint when the caller
 * already holds one).
 */
export async function upsertMembers(db: Db, rows: NewMember[]): Promise<number> {
  const batchSize = 500;
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    await db.transaction(async (tx) => {
      await tx
        .insert(members)
        .values(batch)
        .onConflictDoUpdate({
          target: members.uid,
          set: {
            title: sql`excluded.title`,
            firstName: sql`excluded.first_name`,
            middleName: sql`excluded.middle_name`,
            lastName: sql`excluded.last_name`,
            dob: sql`excluded.dob`,
            fatherFirstName: sql`excluded.father_first_name`,
            fatherMiddleName: sql`excluded.father_middle_name`,
            fatherLastName: sql`excluded.father_last_name`,
            firstDoi: sql`excluded.first_doi`,
            branch: sql`excluded.branch`,
            status: sql`excluded.status`,
            emailAddress: sql`excluded.email_address`,
            phoneNumber: sql`excluded.phone_number`,
            updatedAt: sql`now()`,
          },
        });
      await upsertMemberMatchKeys(tx, batch);
    });
  }
  return rows.length;
}
