import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { memberMatchKeysUpsertSql } from '../duplicates/repository';

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

/** The rows to write, the last of each UID kept (as if each row had been written in turn). */
function lastPerUid(rows: readonly NewMember[]): NewMember[] {
  return [...new Map(rows.map((row) => [row.uid, row])).values()];
}

/**
 * Insert or refresh members by UID. Each column of a batch is sent as one array (unnest), so
 * an import of tens of thousands of rows is a handful of statements rather than hundreds of
 * multi-row inserts (bench/RESULTS.md, "Figures behind code comments"). A batch and its
 * duplicate-check keys are one statement, atomic without a transaction (an approval adds its
 * one member this way, with no savepoint).
 */
export async function upsertMembers(db: Db, rows: NewMember[]): Promise<number> {
  const batchSize = 5000;
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = lastPerUid(rows.slice(start, start + batchSize));
    const column = (read: (row: NewMember) => string | null | undefined, type: 'text' | 'date') =>
      sql`${sql.param(batch.map((row) => read(row) ?? (type === 'text' ? '' : null)))}::${sql.raw(type)}[]`;
    await db.execute(sql`
        WITH member_keys AS (${memberMatchKeysUpsertSql(batch)})
        INSERT INTO ${members} (uid, title, first_name, middle_name, last_name, dob,
          father_first_name, father_middle_name, father_last_name, first_doi, branch, status,
          email_address, phone_number)
        SELECT * FROM unnest(${column((r) => r.uid, 'text')}, ${column((r) => r.title, 'text')},
          ${column((r) => r.firstName, 'text')}, ${column((r) => r.middleName, 'text')},
          ${column((r) => r.lastName, 'text')}, ${column((r) => r.dob, 'date')},
          ${column((r) => r.fatherFirstName, 'text')}, ${column((r) => r.fatherMiddleName, 'text')},
          ${column((r) => r.fatherLastName, 'text')}, ${column((r) => r.firstDoi, 'date')},
          ${column((r) => r.branch, 'text')}, ${column((r) => r.status, 'text')},
          ${column((r) => r.emailAddress, 'text')}, ${column((r) => r.phoneNumber, 'text')})
        ON CONFLICT (uid) DO UPDATE SET
          title = excluded.title,
          first_name = excluded.first_name,
          middle_name = excluded.middle_name,
          last_name = excluded.last_name,
          dob = excluded.dob,
          father_first_name = excluded.father_first_name,
          father_middle_name = excluded.father_middle_name,
          father_last_name = excluded.father_last_name,
          first_doi = excluded.first_doi,
          branch = excluded.branch,
          status = excluded.status,
          email_address = excluded.email_address,
          phone_number = excluded.phone_number,
          updated_at = now()`);
  }
  return rows.length;
}
