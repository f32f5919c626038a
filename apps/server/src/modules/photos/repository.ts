import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { photos } from '../../db/schema';

export async function insertPhoto(db: Db, values: typeof photos.$inferInsert) {
  await db.insert(photos).values(values);
}

export async function findPhoto(db: Db, id: string) {
  const rows = await db.select().from(photos).where(eq(photos.id, id)).limit(1);
  return rows[0];
}

export async function photoExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: photos.id }).from(photos).where(eq(photos.id, id)).limit(1);
  return rows.length > 0;
}
