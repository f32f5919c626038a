import { and, asc, eq, sql } from 'drizzle-orm';
import { STATUS } from '@form-a/domain/status';
import type { Db } from '../../db/client';
import { registrations } from '../../db/schema';

const cardColumns = {
  id: registrations.id,
  status: registrations.status,
  branch: registrations.branch,
  title: registrations.title,
  firstName: registrations.firstName,
  middleName: registrations.middleName,
  lastName: registrations.lastName,
  photo: registrations.photo,
  jigyasuUid: registrations.jigyasuUid,
  approvedAt: registrations.approvedAt,
};

export type CardRow = {
  id: number;
  status: number;
  branch: string;
  title: string;
  firstName: string;
  middleName: string;
  lastName: string;
  photo: string;
  jigyasuUid: string | null;
  approvedAt: Date | null;
};

export async function findCardRow(db: Db, id: number): Promise<CardRow | undefined> {
  const rows = await db.select(cardColumns).from(registrations).where(eq(registrations.id, id));
  return rows[0];
}

/** What the public verification may say about an ID: only an approved record counts. */
export async function findApprovedByJigyasuId(db: Db, jigyasuId: string) {
  const rows = await db
    .select({ branch: registrations.branch, photo: registrations.photo, ...nameColumns })
    .from(registrations)
    .where(and(eq(registrations.jigyasuUid, jigyasuId), eq(registrations.status, STATUS.APPROVED)))
    .limit(1);
  return rows[0];
}

const nameColumns = {
  title: registrations.title,
  firstName: registrations.firstName,
  middleName: registrations.middleName,
  lastName: registrations.lastName,
};

/**
 * A branch's approvals of one day in the organisation's time zone, oldest first (the order they
 * were approved in); registrations_branch_status_id_idx narrows to the branch's approved rows.
 */
export async function approvedOnDay(
  db: Db,
  query: { branch: string; date: string; timeZone: string; limit: number },
): Promise<CardRow[]> {
  return db
    .select(cardColumns)
    .from(registrations)
    .where(
      and(
        eq(registrations.branch, query.branch),
        eq(registrations.status, STATUS.APPROVED),
        sql`(${registrations.approvedAt} AT TIME ZONE ${query.timeZone})::date = ${query.date}::date`,
      ),
    )
    .orderBy(asc(registrations.approvedAt), asc(registrations.id))
    .limit(query.limit);
}

export function fullName(row: {
  title: string;
  firstName: string;
  middleName: string;
  lastName: string;
}): string {
  return [row.title, row.firstName, row.middleName, row.lastName].filter(Boolean).join(' ');
}
