import { and, eq, notInArray } from 'drizzle-orm';
import { GONE_STATUS_IDS } from '@form-a/domain/status';
import type { Db } from '../../db/client';
import { photos, registrations } from '../../db/schema';

export async function insertPhoto(db: Db, values: typeof photos.$inferInsert) {
  await db.insert(photos).values(values);
}

export async function findPhoto(db: Db, id: string) {
  const rows = await db.select().from(photos).where(eq(photos.id, id)).limit(1);
  return rows[0];
}

/** The branch a photo was uploaded for: undefined when there is no such photo. */
export async function photoBranch(db: Db, id: string): Promise<string | undefined> {
  const rows = await db
    .select({ branch: photos.branch })
    .from(photos)
    .where(eq(photos.id, id))
    .limit(1);
  return rows[0]?.branch;
}

/**
 * Whether a record shows the photo at `path` (of `branch`, when given); registrations_photo_idx.
 * A discarded draft (ADR 051) or an erased record (ADR 055) shows nothing.
 */
export async function photoAttached(db: Db, path: string, branch?: string): Promise<boolean> {
  const rows = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.photo, path),
        notInArray(registrations.status, [...GONE_STATUS_IDS]),
        branch === undefined ? undefined : eq(registrations.branch, branch),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether any record, a discarded draft too, was ever given the photo at `path`. */
export async function photoEverAttached(db: Db, path: string): Promise<boolean> {
  const rows = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(eq(registrations.photo, path))
    .limit(1);
  return rows.length > 0;
}
