import { eq } from 'drizzle-orm';
import type { PreferredLanguage } from '@form-a/domain/api/preferences';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export async function readLanguage(db: Db, userId: number): Promise<PreferredLanguage | null> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  const language = row?.language;
  return language === 'en' || language === 'hi' ? language : null;
}

export async function writeLanguage(
  db: Db,
  userId: number,
  language: PreferredLanguage,
): Promise<void> {
  // updated_at is the account's (role, branch, activity): a reading preference leaves it alone
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
