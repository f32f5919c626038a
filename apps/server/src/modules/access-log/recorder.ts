import type { FastifyBaseLogger } from 'fastify';
import type { AccessAction } from '@form-a/domain/access-log';
import type { SessionUser } from '@form-a/domain/schemas/auth';
import type { Db } from '../../db/client';
import { insertAccessEntries, type AccessRow } from './repository';

/** One read of people's full details: who, what kind of read, and whose records. */
export interface AccessEntry {
  user: SessionUser;
  action: AccessAction;
  /**
   * the records read: one for a record or a card, several for a day's cards; for a transfer
   * request, the member's records here, which a member from the registry alone does not have
   */
  registrationIds: readonly number[];
  /** the transfer request opened (ADR 081): an entry even when no record of its member is here */
  transferId?: number;
  /**
   * the registry member whose email and phone the transfer search showed, when no record of
   * theirs is here to hold the entry (ADR 085)
   */
  memberUid?: string;
  /** what an export or a batch asked for (its filter), never a person's data */
  detail?: Record<string, unknown>;
}

export interface AccessLogOptions {
  /** how long an entry may wait in memory before it is written */
  flushMs: number;
  /** entries that start a write at once, without waiting for the timer */
  batchSize: number;
  /** the most entries held in memory (while the database is away); more are dropped, counted */
  maxBuffered: number;
  log?: FastifyBaseLogger | undefined;
}

export const ACCESS_LOG_DEFAULTS: Omit<AccessLogOptions, 'log'> = {
  flushMs: 200,
  batchSize: 200,
  maxBuffered: 50_000,
};

/** Entries per INSERT: 7 parameters each, far below PostgreSQL's 65,535. */
const ROWS_PER_STATEMENT = 1000;
/** After a failed write, the next try waits this long (the database is likely away). */
const RETRY_MS = 1000;
/** At most one warning about dropped entries this often. */
const DROP_WARNING_MS = 10_000;

/** What /metrics reports of the recorder. */
export interface AccessLogStats {
  /** entries waiting in memory */
  buffered: number;
  /** entries written since start */
  written: number;
  /** entries lost: the buffer was full, or the database refused them for good */
  dropped: number;
  /** writes that failed (and were retried) since start */
  failedWrites: number;
}

/**
 * Records reads of personal data in the access log (ADR 054) without making a read wait:
 * `record` only appends to a buffer in memory (it never awaits and never throws), and the
 * buffer is written in one multi-row INSERT every `flushMs`, or as soon as it holds
 * `batchSize` entries. A reader of the log calls `flush` first, so that it sees the reads this
 * process has just served; closing the app flushes what is left.
 *
 * A write that fails (the database is away) keeps its entries for the next try; one the
 * database refuses for good (a constraint) is retried one entry at a time and only the refused
 * ones are dropped. While the database stays away the buffer grows to `maxBuffered`; beyond
 * that new entries are dropped and counted (forma_access_log_dropped_total in /metrics, and a
 * warning in the log), because a read must never fail or wait for its log.
 */
export class AccessLogRecorder {
  private buffer: AccessRow[] = [];
  private timer: NodeJS.Timeout | undefined;
  private chain: Promise<void> = Promise.resolve();
  private queued = false;
  private closed = false;
  private failing = false;
  private lastDropWarning = 0;
  private readonly counts = { written: 0, dropped: 0, failedWrites: 0 };
  private readonly options: AccessLogOptions;

  constructor(
    private readonly db: Db,
    options: Partial<AccessLogOptions> = {},
  ) {
    this.options = { ...ACCESS_LOG_DEFAULTS, ...options };
  }

  record(entry: AccessEntry): void {
    try {
      const subject = {
        ...(entry.transferId !== undefined && { transferId: entry.transferId }),
        ...(entry.memberUid !== undefined && { memberUid: entry.memberUid }),
      };
      const named = Object.keys(subject).length > 0;
      if (entry.registrationIds.length === 0 && !named) return;
      if (this.closed) {
        this.drop(1, 'recorded after the app closed');
        return;
      }
      if (this.buffer.length >= this.options.maxBuffered) {
        this.drop(1, 'the buffer is full');
        return;
      }
      const ids = [...new Set(entry.registrationIds)].sort((a, b) => a - b);
      this.buffer.push({
        at: new Date(),
        userId: entry.user.id,
        role: entry.user.role ?? '',
        action: entry.action,
        registrationIds: ids,
        detail: named ? { ...entry.detail, ...subject } : entry.detail,
      });
      if (this.buffer.length >= this.options.batchSize) void this.flush();
      else this.schedule(this.options.flushMs);
    } catch {
      // never the read's problem: counted, and the read goes on
      this.counts.dropped += 1;
    }
  }

  /**
   * Writes whatever is buffered now. Never rejects: a failure keeps the entries for the next
   * flush and is logged (without anyone's data).
   */
  flush(): Promise<void> {
    // A write already waiting its turn takes everything buffered when it starts: this call's
    // entries included, so one waiting write is enough however many callers ask.
    if (!this.queued) {
      this.queued = true;
      this.chain = this.chain
        .then(() => {
          this.queued = false;
          return this.writeBuffered();
        })
        .catch((error: unknown) => {
          this.options.log?.error({ code: errorCode(error) }, 'access log: flush failed');
        });
    }
    return this.chain;
  }

  /** Stops the timer and writes what is left (the app is closing: graceful shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
    if (this.buffer.length > 0) {
      this.drop(this.buffer.length, 'the database could not be reached before shutdown');
      this.buffer = [];
    }
  }

  stats(): AccessLogStats {
    return { buffered: this.buffer.length, ...this.counts };
  }

  private schedule(delayMs: number) {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, delayMs);
    // a pending write never keeps a process alive: shutdown closes the app, which flushes
    this.timer.unref();
  }

  private drop(count: number, why: string) {
    this.counts.dropped += count;
    // once in a while, not once an entry: a full buffer drops every read until it drains
    const now = Date.now();
    if (now - this.lastDropWarning < DROP_WARNING_MS) return;
    this.lastDropWarning = now;
    this.options.log?.warn(
      { dropped: count, droppedSinceStart: this.counts.dropped, why },
      'access log: entries dropped',
    );
  }

  /** Writes the entries buffered when it starts, ROWS_PER_STATEMENT per INSERT. */
  private async writeBuffered(): Promise<void> {
    // Only this chain takes entries off the head of the buffer; `record` appends at its tail.
    let left = this.buffer.length;
    while (left > 0) {
      const batch = this.buffer.slice(0, Math.min(left, ROWS_PER_STATEMENT));
      try {
        await insertAccessEntries(this.db, batch);
        this.counts.written += batch.length;
        this.buffer.splice(0, batch.length);
      } catch (error) {
        if (!isPermanent(error) || !(await this.writeOneByOne(batch))) {
          this.retryLater(error);
          return;
        }
      }
      left -= batch.length;
      if (this.failing) this.options.log?.info('access log: writing again');
      this.failing = false;
    }
  }

  /**
   * A batch the database refused for good: each entry alone, dropping the refused ones. False
   * when the database went away meanwhile (what is left stays for the next try).
   */
  private async writeOneByOne(batch: readonly AccessRow[]): Promise<boolean> {
    for (const row of batch) {
      try {
        await insertAccessEntries(this.db, [row]);
        this.counts.written += 1;
      } catch (error) {
        if (!isPermanent(error)) return false;
        this.drop(1, `refused by the database (${errorCode(error) ?? 'no code'})`);
      }
      this.buffer.shift();
    }
    return true;
  }

  private retryLater(error: unknown) {
    this.counts.failedWrites += 1;
    if (!this.failing) {
      // the code only: a driver's message may quote the values of a refused row
      this.options.log?.warn(
        { code: errorCode(error), entries: this.buffer.length },
        'access log: write failed, will retry',
      );
    }
    this.failing = true;
    this.schedule(RETRY_MS);
  }
}

/** PostgreSQL's SQLSTATE of a failure, on the error or on the cause Drizzle wraps it in. */
function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause === undefined ? undefined : errorCode(cause);
}

/** Data (22) and integrity (23) errors: trying the same rows again cannot succeed. */
function isPermanent(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && (code.startsWith('22') || code.startsWith('23'));
}
