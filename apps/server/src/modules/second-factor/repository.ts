import { and, count, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  secondFactorBrowsers,
  secondFactorLogs,
  secondFactorRecoveryCodes,
  secondFactors,
} from '../../db/schema';

/** What second_factor_logs records (append-only, migration 0021). */
export const SECOND_FACTOR_EVENTS = ['enrolled', 'recovery-code-used', 'reset'] as const;
export type SecondFactorEvent = (typeof SECOND_FACTOR_EVENTS)[number];

export type SecondFactorRow = typeof secondFactors.$inferSelect;

export async function findFactor(db: Db, userId: number): Promise<SecondFactorRow | undefined> {
  const rows = await db.select().from(secondFactors).where(eq(secondFactors.userId, userId));
  return rows[0];
}

/**
 * A new secret for an enrolment in progress; an earlier unconfirmed one is replaced. A confirmed
 * factor is never overwritten here (only an administrator's reset removes it): undefined then.
 */
export async function putUnconfirmedFactor(db: Db, userId: number, sealedSecret: string) {
  const rows = await db
    .insert(secondFactors)
    .values({ userId, secret: sealedSecret })
    .onConflictDoUpdate({
      target: secondFactors.userId,
      set: {
        secret: sealedSecret,
        lastUsedStep: null,
        createdAt: sql`now()`,
        updatedAt: sql`now()`,
      },
      setWhere: isNull(secondFactors.confirmedAt),
    })
    .returning();
  return rows[0];
}

/** Confirms the enrolment with the step of its first code; undefined when it was not pending. */
export async function confirmFactor(db: Db, userId: number, step: number) {
  const rows = await db
    .update(secondFactors)
    .set({ confirmedAt: sql`now()`, lastUsedStep: step, updatedAt: sql`now()` })
    .where(and(eq(secondFactors.userId, userId), isNull(secondFactors.confirmedAt)))
    .returning();
  return rows[0];
}

/**
 * Takes a time step for a sign-in, in one statement: only a step later than the last one taken
 * passes, so one code (or an older one) is never good twice, even for two requests at once.
 * `resealed` replaces the secret (a key rotation) in the same write.
 */
export async function claimStep(db: Db, userId: number, step: number, resealed?: string) {
  const rows = await db
    .update(secondFactors)
    .set({
      lastUsedStep: step,
      updatedAt: sql`now()`,
      ...(resealed ? { secret: resealed } : {}),
    })
    .where(
      and(
        eq(secondFactors.userId, userId),
        isNotNull(secondFactors.confirmedAt),
        or(isNull(secondFactors.lastUsedStep), lt(secondFactors.lastUsedStep, step)),
      ),
    )
    .returning({ userId: secondFactors.userId });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(db: Db, userId: number, hashes: readonly string[]) {
  await db.delete(secondFactorRecoveryCodes).where(eq(secondFactorRecoveryCodes.userId, userId));
  await db
    .insert(secondFactorRecoveryCodes)
    .values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Spends a recovery code in one statement: true once, false for an unknown or spent code. */
export async function spendRecoveryCode(db: Db, userId: number, codeHash: string) {
  const rows = await db
    .update(secondFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(secondFactorRecoveryCodes.userId, userId),
        eq(secondFactorRecoveryCodes.codeHash, codeHash),
        isNull(secondFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: secondFactorRecoveryCodes.id });
  return rows.length > 0;
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(secondFactorRecoveryCodes)
    .where(
      and(eq(secondFactorRecoveryCodes.userId, userId), isNull(secondFactorRecoveryCodes.usedAt)),
    );
  return row?.left ?? 0;
}

export async function insertBrowser(
  db: Db,
  values: { tokenHash: string; userId: number; expiresAt: Date },
) {
  await db.insert(secondFactorBrowsers).values(values);
}

/** Whether the browser's token is remembered for this very user, unexpired and not revoked. */
export async function isRememberedBrowser(db: Db, tokenHash: string, userId: number, now: Date) {
  const rows = await db
    .select({ userId: secondFactorBrowsers.userId })
    .from(secondFactorBrowsers)
    .where(
      and(
        eq(secondFactorBrowsers.tokenHash, tokenHash),
        eq(secondFactorBrowsers.userId, userId),
        isNull(secondFactorBrowsers.revokedAt),
        gt(secondFactorBrowsers.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function revokeBrowsers(db: Db, userId: number, now: Date) {
  await db
    .update(secondFactorBrowsers)
    .set({ revokedAt: now })
    .where(and(eq(secondFactorBrowsers.userId, userId), isNull(secondFactorBrowsers.revokedAt)));
}

/** Removes the factor and its recovery codes (an administrator's reset). */
export async function deleteFactor(db: Db, userId: number) {
  await db.delete(secondFactorRecoveryCodes).where(eq(secondFactorRecoveryCodes.userId, userId));
  const rows = await db
    .delete(secondFactors)
    .where(eq(secondFactors.userId, userId))
    .returning({ userId: secondFactors.userId });
  return rows.length > 0;
}

export async function insertLog(
  db: Db,
  values: { userId: number; actorId: number | null; event: SecondFactorEvent },
) {
  await db.insert(secondFactorLogs).values(values);
}

/** Of these accounts, the ones with a confirmed factor (the administrator's user list). */
export async function enrolledAmong(db: Db, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: secondFactors.userId })
    .from(secondFactors)
    .where(and(inArray(secondFactors.userId, [...userIds]), isNotNull(secondFactors.confirmedAt)));
  return new Set(rows.map((row) => row.userId));
}
