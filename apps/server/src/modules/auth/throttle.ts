import { refsOf } from '@form-a/domain/message-ref';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './repository';

/** by key: the answer carries the English text and its key (lib/app-error) */
const AUTH_MESSAGES = refsOf('auth');

export interface ThrottleKey {
  key: string;
  limit: number;
}

type ThrottleRow = Awaited<ReturnType<typeof repo.readThrottle>>[number];

function refuseIfOver(
  rows: ThrottleRow[],
  keys: readonly ThrottleKey[],
  windowSeconds: number,
  message: string,
  now: Date,
  over: (failures: number, limit: number) => boolean,
) {
  let retryAfter = 0;
  for (const row of rows) {
    const limit = keys.find((key) => key.key === row.key)?.limit ?? Infinity;
    const windowEnds = row.windowStartedAt.getTime() + windowSeconds * 1000;
    if (over(row.failures, limit) && windowEnds > now.getTime()) {
      retryAfter = Math.max(retryAfter, Math.ceil((windowEnds - now.getTime()) / 1000));
    }
  }
  if (retryAfter > 0) {
    throw new AppError(429, 'RATE_LIMITED', message, undefined, {
      'retry-after': String(retryAfter),
    });
  }
}

/**
 * Counts this attempt against every key before the expensive work (a password hash) starts,
 * and refuses with 429 once a key is over its limit. Counting first, in one upsert, means a
 * burst of parallel guesses cannot all slip past a check made before any of them was counted.
 */
export async function countAttempt(
  db: Db,
  keys: readonly ThrottleKey[],
  windowSeconds: number,
  message: string = AUTH_MESSAGES.tooManyRequests,
  now = new Date(),
): Promise<void> {
  const rows = await repo.incrementThrottle(
    db,
    keys.map((key) => key.key),
    now,
    windowSeconds,
  );
  refuseIfOver(rows, keys, windowSeconds, message, now, (failures, limit) => failures > limit);
}

/**
 * Refuses with 429 when a key has reached its limit, without counting this attempt: for keys
 * that only failures should fill, such as an IP that many people share (an office's NAT), whose
 * simultaneous good sign-ins must not lock each other out.
 */
export async function assertBelowLimit(
  db: Db,
  keys: readonly ThrottleKey[],
  windowSeconds: number,
  message: string = AUTH_MESSAGES.tooManyRequests,
  now = new Date(),
): Promise<void> {
  const rows = await repo.readThrottle(
    db,
    keys.map((key) => key.key),
  );
  refuseIfOver(rows, keys, windowSeconds, message, now, (failures, limit) => failures >= limit);
}

/** Counts a failure on keys that were only checked (assertBelowLimit). */
export async function recordFailure(
  db: Db,
  keys: readonly string[],
  windowSeconds: number,
  now = new Date(),
) {
  await repo.incrementThrottle(db, keys, now, windowSeconds);
}

/** Takes back a counted attempt that turned out well. */
export async function clearAttempts(db: Db, keys: readonly string[]) {
  await repo.clearThrottle(db, keys);
}

/** Takes back one attempt counted by countAttempt that was never made (a reservation unused). */
export async function releaseAttempt(db: Db, key: string) {
  await repo.decrementThrottle(db, key);
}

export interface BackoffPolicy {
  limit: number;
  windowSeconds: number;
  baseSeconds: number;
  maxSeconds: number;
}

/**
 * Counts an attempt on a key that backs off instead of locking (an account's sign-in, ADR 047):
 * refused with 429 and `Retry-After` while a back-off runs, without counting; otherwise
 * counted, and the count returned. From `limit` attempts on, each one starts a back-off that
 * doubles up to `maxSeconds`, so an attacker gets one guess per few minutes and the owner, even
 * under attack, waits at most that long after the attacker's last guess.
 */
export async function claimBackoffAttempt(
  db: Db,
  key: string,
  policy: BackoffPolicy,
  message: string = AUTH_MESSAGES.tooManyAttempts,
  now = new Date(),
): Promise<number> {
  const failures = await repo.claimBackoffAttempt(db, key, now, policy);
  if (failures !== undefined) return failures;
  const [row] = await repo.readThrottle(db, [key]);
  const until = row?.blockedUntil?.getTime() ?? now.getTime();
  const retryAfter = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  throw new AppError(429, 'RATE_LIMITED', message, undefined, {
    'retry-after': String(retryAfter),
  });
}
