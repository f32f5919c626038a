import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { messageRef } from '@form-a/domain/message-ref';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './repository';

export interface IdempotencyContext {
  userId: number;
  key: string;
  requestHash: string;
}

export interface IdempotentResult<T> {
  statusCode: number;
  body: T;
  replayed: boolean;
}

export const IDEMPOTENCY_KEY_REUSED = messageRef('idempotency.keyReused');

/**
 * How long a key is answered (ADR 089). Far beyond any retry: the offline outbox shows its kept
 * copies for a week, and a request whose answer was lost is sent again within minutes online.
 */
export const IDEMPOTENCY_KEY_DAYS = 30;

/** Deletes one batch of keys made before `cutoff`; returns how many. */
export function sweepIdempotencyKeys(db: Db, cutoff: Date, limit: number): Promise<number> {
  return repo.deleteKeysCreatedBefore(db, cutoff, limit);
}

/** How many keys made before `cutoff` the sweep would delete (the retention job's dry run). */
export function expiredIdempotencyKeys(db: Db, cutoff: Date): Promise<number> {
  return repo.countKeysCreatedBefore(db, cutoff);
}

/**
 * Forgets a key whose stored answer no longer holds (what it made is gone): the request is then
 * made again as a new one, under the same key.
 */
export async function forgetIdempotencyKey(db: Db, context: IdempotencyContext): Promise<void> {
  await repo.deleteIdempotencyKey(db, context.userId, context.key);
}

export function idempotencyContext(
  userId: number,
  key: string | undefined,
  request: { method: string; url: string; body: unknown },
): IdempotencyContext | undefined {
  if (!key) return undefined;
  const requestHash = createHash('sha256')
    .update(`${request.method} ${request.url.split('?')[0]}\n${JSON.stringify(request.body)}`)
    .digest('hex');
  return { userId, key, requestHash };
}

/** The stored answer of an earlier request with this key, if there is one. */
export async function replayIfKnown<T>(
  db: Db,
  context: IdempotencyContext | undefined,
): Promise<IdempotentResult<T> | undefined> {
  if (!context) return undefined;
  const found = await repo.findIdempotencyKey(db, context.userId, context.key);
  if (!found) return undefined;
  if (found.requestHash !== context.requestHash) {
    throw new AppError(422, 'CONFLICT', IDEMPOTENCY_KEY_REUSED);
  }
  if (found.statusCode === null) {
    throw new AppError(409, 'CONFLICT', messageRef('idempotency.stillRunning'));
  }
  return { statusCode: found.statusCode, body: found.response as T, replayed: true };
}

/**
 * Runs `work` inside the caller's transaction with the key claimed in that same transaction:
 * the key, the record and the stored answer commit together or not at all, and a concurrent
 * duplicate waits on the key row and then replays the first answer.
 */
async function runIdempotent<T>(
  tx: Db,
  context: IdempotencyContext | undefined,
  work: () => Promise<{ statusCode: number; body: T }>,
): Promise<IdempotentResult<T>> {
  if (!context) return { ...(await work()), replayed: false };
  const claimed = await repo.claimIdempotencyKey(tx, context);
  if (!claimed) {
    const replay = await replayIfKnown<T>(tx, context);
    if (replay) return replay;
  }
  const result = await work();
  await repo.storeIdempotentResponse(
    tx,
    context.userId,
    context.key,
    result.statusCode,
    result.body,
  );
  return { ...result, replayed: false };
}

/** One request of an idempotent route: its key (if it sent one) and the answer its write gave. */
interface IdempotentRequest {
  context: IdempotencyContext | undefined;
  answer?: { statusCode: number; replayed: boolean };
}

/**
 * The request a service's write belongs to. The route's key reaches the write through the
 * request's async context rather than through every service signature (ADR 071): a route only
 * declares `config: { idempotent: true }` (plugins/idempotency.ts).
 */
const requests = new AsyncLocalStorage<IdempotentRequest>();

/** Runs an idempotent route's handler; the answer is what its write's `idempotent` gave. */
export async function inIdempotentRequest<T>(
  context: IdempotencyContext | undefined,
  handle: () => Promise<T>,
): Promise<{ result: T; answer: IdempotentRequest['answer'] }> {
  const request: IdempotentRequest = { context };
  const result = await requests.run(request, handle);
  return { result, answer: request.answer };
}

/**
 * A service's write, in its transaction `tx`, made once per Idempotency-Key: `work` returns the
 * answer's status and body, which are stored with the claimed key; a concurrent duplicate gets
 * the stored body instead. Called outside an idempotent route (the demo seed), it just runs.
 */
export async function idempotent<T>(
  tx: Db,
  work: () => Promise<{ statusCode: number; body: T }>,
): Promise<T> {
  const request = requests.getStore();
  const result = await runIdempotent(tx, request?.context, work);
  if (request) request.answer = { statusCode: result.statusCode, replayed: result.replayed };
  return result.body;
}
