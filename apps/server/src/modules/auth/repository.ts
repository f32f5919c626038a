import { and, eq, gt, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { loginThrottle, sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const needle = login.trim().toLowerCase();
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.uid}) = ${needle} or lower(${users.email}) = ${needle}`)
    .limit(1);
  return rows[0];
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function emailOrUidTaken(db: Db, email: string): Promise<boolean> {
  const needle = email.trim().toLowerCase();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${needle} or lower(${users.uid}) = ${needle}`)
    .limit(1);
  return rows.length > 0;
}

/** Inserts unless the UID or email is taken (any case); undefined then. Never a unique error. */
export async function insertUserIfNew(
  db: Db,
  values: Pick<UserRow, 'uid' | 'email' | 'name' | 'passwordHash'>,
): Promise<UserRow | undefined> {
  const rows = await db.insert(users).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function insertUser(
  db: Db,
  values: Pick<UserRow, 'uid' | 'email' | 'name' | 'passwordHash'> &
    Partial<Pick<UserRow, 'role' | 'branch' | 'active'>>,
): Promise<UserRow> {
  const rows = await db.insert(users).values(values).returning();
  return rows[0]!;
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Replaces the hash only while it is still `expected` (a password change wins); true if it did. */
export async function replacePasswordHash(
  db: Db,
  userId: number,
  expected: string,
  passwordHash: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), eq(users.passwordHash, expected)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function insertSession(
  db: Db,
  values: {
    tokenHash: string;
    userId: number;
    remember: boolean;
    expiresAt: Date;
    /** the second factor is still to come (ADR 046) */
    secondFactorPending?: boolean;
  },
) {
  await db.insert(sessions).values(values);
}

/** A live session: not revoked, not expired, and its user still active. Runs on every request. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const query = prepared(db, 'live_session', (d) =>
    d
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
          eq(users.active, true),
        ),
      )
      .limit(1)
      .prepare('live_session'),
  );
  const rows = await query.execute({ tokenHash, now: now.toISOString() });
  return rows[0];
}

export async function revokeSession(db: Db, tokenHash: string, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

export async function revokeUserSessions(db: Db, userId: number, now: Date, exceptHash?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptHash ? ne(sessions.tokenHash, exceptHash) : undefined,
      ),
    );
}

export async function setSessionExpiry(db: Db, tokenHash: string, expiresAt: Date) {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
}

export async function readThrottle(db: Db, keys: readonly string[]) {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, [...keys]));
}

/**
 * Counts one attempt on each key in one statement; a window older than `windowSeconds` starts
 * again at 1. Returns each key's count after this attempt.
 */
export async function incrementThrottle(
  db: Db,
  keys: readonly string[],
  now: Date,
  windowSeconds: number,
) {
  if (keys.length === 0) return [];
  const nowText = now.toISOString();
  const windowStart = new Date(now.getTime() - windowSeconds * 1000).toISOString();
  const expired = sql`${loginThrottle.windowStartedAt} < ${windowStart}::timestamptz`;
  return db
    .insert(loginThrottle)
    .values(keys.map((key) => ({ key, failures: 1, windowStartedAt: now })))
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${nowText}::timestamptz else ${loginThrottle.windowStartedAt} end`,
      },
    })
    .returning();
}

/** Takes one counted attempt back (never below zero): a reservation that was not used. */
export async function decrementThrottle(db: Db, key: string) {
  await db
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(eq(loginThrottle.key, key));
}

/**
 * Claims one sign-in attempt on an account's key, in one statement, unless the account is
 * backing off (then nothing changes and nothing is returned). The count is forgotten after
 * `windowSeconds` without an attempt; once it reaches `limit`, the attempt that reached it
 * starts a back-off of `baseSeconds`, doubled by every further attempt, at most `maxSeconds`.
 * The row's lock makes parallel claims queue, so a burst cannot pass the limit together.
 */
export async function claimBackoffAttempt(
  db: Db,
  key: string,
  now: Date,
  policy: { limit: number; windowSeconds: number; baseSeconds: number; maxSeconds: number },
) {
  const nowText = now.toISOString();
  const windowStart = new Date(now.getTime() - policy.windowSeconds * 1000).toISOString();
  const t = loginThrottle;
  const next = sql`(case when ${t.windowStartedAt} < ${windowStart}::timestamptz then 1 else ${t.failures} + 1 end)`;
  const blockFor = (count: SQL) =>
    sql`case when ${count} >= ${policy.limit} then ${nowText}::timestamptz + make_interval(secs => least(${policy.baseSeconds}::float8 * power(2, least(${count} - ${policy.limit}, 30)), ${policy.maxSeconds}::float8)) end`;
  const result = await db.execute<{ failures: number }>(sql`
    INSERT INTO ${t} (key, failures, window_started_at, blocked_until)
    VALUES (${key}, 1, ${nowText}::timestamptz, ${blockFor(sql`1`)})
    ON CONFLICT (key) DO UPDATE SET
      failures = ${next},
      window_started_at = ${nowText}::timestamptz,
      blocked_until = ${blockFor(next)}
    WHERE ${t.blockedUntil} IS NULL OR ${t.blockedUntil} <= ${nowText}::timestamptz
    RETURNING failures`);
  const row = result.rows[0];
  return row ? Number(row.failures) : undefined;
}

export async function clearThrottle(db: Db, keys: readonly string[]) {
  if (keys.length === 0) return;
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [...keys]));
}
