import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { appSecrets } from './schema';

/**
 * A secret the server makes once and keeps in the database (not in DATA_DIR), so that every
 * process on one database and a restored backup agree on it: 32 random bytes, in `encoding`.
 * The first process to ask makes it; the others read the one that won.
 */
export async function storedSecret(
  db: Db,
  name: string,
  encoding: 'base64' | 'base64url' = 'base64url',
): Promise<string> {
  await db.execute(sql`
    INSERT INTO ${appSecrets} (name, value)
    VALUES (${name}, ${randomBytes(32).toString(encoding)})
    ON CONFLICT (name) DO NOTHING`);
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  return row!.value;
}
