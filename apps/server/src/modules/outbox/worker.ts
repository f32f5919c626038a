import type { FastifyBaseLogger } from 'fastify';
import { approvedRecordSchema } from '@form-a/domain/approved-record';
import { collectionRequestPayloadSchema } from '@form-a/domain/api/collection-requests';
import { OUTBOX_KINDS } from '@form-a/domain/outbox-kinds';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { CollectionService } from '../collection/collection-service';
import { CollectionDeliveryError } from '../collection/collection-service';
import * as repo from './repository';

export const COLLECTION_DELIVERY = OUTBOX_KINDS.handoff;
/** a notification's email (modules/notifications): the same durable, retried delivery */
export const EMAIL_NOTIFICATION = OUTBOX_KINDS.email;
/** a person's erasure or correction request about an approved record (ADR 056) */
const COLLECTION_REQUESTS: readonly string[] = [
  OUTBOX_KINDS.erasureRequest,
  OUTBOX_KINDS.correctionRequest,
];
/** how often a hand-off looks at a row another claimer is delivering */
const HANDOFF_POLL_MS = 100;

/** Exponential backoff with full jitter, capped: 5 s, 10 s, 20 s … up to 6 h, forever. */
export function backoffMs(attempts: number, baseMs: number, maxMs: number, random = Math.random) {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}

/**
 * When a failed delivery is tried again. Never sooner than the call's own timeout: a receiver
 * slower than that may still be storing the last attempt, and a quicker retry only piles copies
 * of the same record onto it (it dedupes on the Idempotency-Key, but each copy costs it work).
 */
export function retryDelayMs(
  attempts: number,
  config: Pick<Config, 'OUTBOX_BACKOFF_BASE_MS' | 'OUTBOX_BACKOFF_MAX_MS' | 'EXTERNAL_TIMEOUT_MS'>,
  random = Math.random,
) {
  const floor = config.EXTERNAL_TIMEOUT_MS;
  return (
    floor + backoffMs(attempts, config.OUTBOX_BACKOFF_BASE_MS, config.OUTBOX_BACKOFF_MAX_MS, random)
  );
}

/**
 * Delivers outbox rows. Each claim is committed before the call, so a crash mid-call leaves
 * an expired claim that the next worker (this process after a restart, or another) takes over.
 * Deliveries are idempotent at the receiver through the Idempotency-Key.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  /** approvals' own deliveries under way (deliverNow): stop() waits for them too */
  private readonly delivering = new Set<Promise<unknown>>();
  private stopped = true;
  /** set by stop(): a drain in progress claims no further batch */
  private closing = false;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly collection: CollectionService,
    private readonly log: FastifyBaseLogger,
    /** sends 'email.notification' rows (notifications module); absent: such rows wait */
    private readonly mailer?: { send(payload: unknown, idempotencyKey: string): Promise<void> },
  ) {}

  start() {
    this.stopped = false;
    this.closing = false;
    this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    this.closing = true;
    if (this.timer) clearTimeout(this.timer);
    await Promise.all(
      [this.running, ...this.delivering].map((work) => work?.catch(() => undefined)),
    );
  }

  /** Ask for a prompt run (after an approval), without waiting for it. */
  poke() {
    if (!this.stopped) this.schedule(0);
  }

  private schedule(delayMs: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      void this.tick();
    }, delayMs);
    this.timer.unref();
  }

  private async tick() {
    if (this.running) return;
    try {
      await this.runOnce();
    } catch (error) {
      this.log.error({ err: error }, 'outbox run failed');
    }
    if (!this.stopped) this.schedule(this.config.OUTBOX_POLL_MS);
  }

  /** Claims and attempts every due row once; returns how many were attempted. */
  async runOnce(): Promise<number> {
    if (this.running) return this.running;
    this.running = this.drain().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /**
   * Delivers one row now, as an approval does with the hand-off it just queued; the row as this
   * attempt left it. When a poller (this process's or another replica's) claimed the row first,
   * waits for that attempt until `waitUntil` (epoch ms) and answers with the row it left, so
   * the approver hears 'delivered' for a record delivered a moment later. Undefined when the
   * worker is stopping, or when nothing settled the row in time (the approval then answers
   * 'queued').
   */
  async deliverNow(
    row: repo.OutboxRow,
    waitUntil = Date.now(),
  ): Promise<repo.OutboxRow | undefined> {
    if (this.closing) return undefined;
    const work = repo
      .claimPending(this.db, row.id, this.config.OUTBOX_LOCK_SECONDS)
      .then((claimed) =>
        claimed ? this.attempt(claimed) : this.settledByOther(row.id, waitUntil),
      );
    this.delivering.add(work);
    try {
      return await work;
    } finally {
      this.delivering.delete(work);
    }
  }

  /** The row once another claimer's attempt has settled it; undefined at the deadline. */
  private async settledByOther(id: number, waitUntil: number) {
    for (;;) {
      const current = await repo.findOutboxRow(this.db, id);
      if (current && current.status !== 'in_flight') return current;
      if (this.closing || Date.now() + HANDOFF_POLL_MS > waitUntil) return undefined;
      await new Promise((resolve) => setTimeout(resolve, HANDOFF_POLL_MS));
    }
  }

  private async drain(): Promise<number> {
    let attempted = 0;
    // A stopping server finishes the batch in hand and claims no more (graceful shutdown).
    while (!this.closing) {
      const claimed = await repo.claimDue(this.db, 10, this.config.OUTBOX_LOCK_SECONDS);
      if (claimed.length === 0) return attempted;
      for (const row of claimed) {
        await this.attempt(row);
        attempted += 1;
      }
    }
    return attempted;
  }

  /**
   * A request about an approved record goes only after the record itself: a receiver asked to
   * erase or correct an ID it has not been handed yet could not act on it. Until then the
   * attempt fails and is retried like any other.
   */
  private async sendRequest(row: repo.OutboxRow) {
    const handoff =
      row.registrationId === null
        ? undefined
        : await repo.findByRegistration(this.db, row.registrationId);
    if (handoff && handoff.status !== 'delivered') {
      throw new Error(
        `waiting for the record's own hand-off (outbox ${handoff.id}) to be delivered`,
      );
    }
    await this.collection.sendRequest(
      collectionRequestPayloadSchema.parse(row.payload),
      row.idempotencyKey,
    );
  }

  /** One delivery of a claimed row; the row as the attempt left it (undefined: claim lost). */
  private async attempt(row: repo.OutboxRow): Promise<repo.OutboxRow | undefined> {
    const started = Date.now();
    try {
      if (row.kind === EMAIL_NOTIFICATION && this.mailer) {
        await this.mailer.send(row.payload, row.idempotencyKey);
      } else if (row.kind === COLLECTION_DELIVERY) {
        await this.collection.deliver(approvedRecordSchema.parse(row.payload), row.idempotencyKey);
      } else if (COLLECTION_REQUESTS.includes(row.kind)) {
        await this.sendRequest(row);
      } else throw new Error(`unknown outbox kind ${row.kind}`);
      const delivered = await repo.markDelivered(this.db, row.id, {
        statusCode: 200,
        durationMs: Date.now() - started,
      });
      this.log.info({ outboxId: row.id, key: row.idempotencyKey }, 'outbox row delivered');
      return delivered;
    } catch (error) {
      const message = (error as Error).message;
      const deliveryError = error instanceof CollectionDeliveryError ? error : undefined;
      const statusCode = deliveryError?.statusCode ?? null;
      const attempt = {
        statusCode,
        error: message.slice(0, 1000),
        durationMs: Date.now() - started,
      };
      if (deliveryError?.refused) {
        const refused = await repo.markRefused(this.db, row.id, attempt);
        this.log.error(
          { outboxId: row.id, key: row.idempotencyKey, statusCode },
          'outbox delivery refused by the receiver: needs a person',
        );
        return refused;
      }
      const retryAt = new Date(Date.now() + retryDelayMs(row.attempts, this.config));
      const failed = await repo.markFailed(this.db, row.id, attempt, retryAt);
      this.log.warn(
        { outboxId: row.id, attempts: row.attempts, retryAt, err: message },
        'outbox delivery failed',
      );
      return failed;
    }
  }
}
