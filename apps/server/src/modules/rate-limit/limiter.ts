import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import * as sharedCounters from './repository';
import type { Counter } from './repository';

/**
 * How many requests of a class one account may make per window. `counting` says how the
 * processes share the count (ADR 045):
 * - 'batched': each process counts in memory and adds its counts to the shared row every
 *   flush interval, reading back the totals; no database call on the request's path. The
 *   processes together may let through a little more than the limit (what each one lets
 *   through before its next flush), never more than one limit per process.
 * - 'exact': one upsert per request returns the shared total; for the classes whose requests are
 *   few and cost far more than the upsert (the duplicate pre-check, exports).
 */
export interface Budget {
  limit: number;
  windowSeconds: number;
  counting: 'batched' | 'exact';
}

/** The outcome of counting a request: allowed, or refused with the seconds until its window ends. */
export type Verdict =
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number; /** the window's first refusal */ first: boolean };

interface Entry {
  accountId: number;
  rateClass: string;
  /** ms since the epoch; windows are aligned on multiples of their length */
  windowStart: number;
  /** the shared total as last read back (this process's flushed counts included) */
  known: number;
  /** counted here, not yet added to the shared row */
  pending: number;
  /** counted here and on their way to the shared row (a flush in progress) */
  inFlight: number;
  refused: boolean;
}

const ALLOWED: Verdict = { allowed: true };

export class RateLimiter<Class extends string = string> {
  private readonly entries = new Map<string, Entry>();
  private flushing: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private failing = false;

  constructor(
    private readonly db: Db,
    private readonly budgets: Readonly<Record<Class, Budget>>,
    private readonly options: {
      flushMs: number;
      log?: FastifyBaseLogger;
      /** the clock (tests move it) */
      now?: () => number;
      /** where the shared counts are kept: the database's table (tests give a slow one) */
      counters?: Pick<typeof sharedCounters, 'addOne' | 'addCounts' | 'readOne'>;
    },
  ) {}

  private get counters() {
    return this.options.counters ?? sharedCounters;
  }

  budget(rateClass: Class): Budget {
    return this.budgets[rateClass];
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** This account's entry for the class's current window, started afresh when a new one began. */
  private entry(accountId: number, rateClass: Class, now: number): Entry {
    const windowMs = this.budgets[rateClass].windowSeconds * 1000;
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const key = `${accountId}:${rateClass}`;
    let entry = this.entries.get(key);
    if (!entry || entry.windowStart !== windowStart) {
      // Counts of an ended window that were not flushed yet are dropped: they no longer matter.
      entry = {
        accountId,
        rateClass,
        windowStart,
        known: 0,
        pending: 0,
        inFlight: 0,
        refused: false,
      };
      this.entries.set(key, entry);
    }
    return entry;
  }

  /**
   * Whether the entry's window has no request left. Counts on their way to the database are
   * still this process's: without them, every request during a flush's round trip would go
   * through uncounted.
   */
  private spent(entry: Entry): boolean {
    const budget = this.budgets[entry.rateClass as Class];
    return entry.known + entry.pending + entry.inFlight >= budget.limit;
  }

  private refuse(entry: Entry, now: number): Verdict {
    const verdict = this.refusal(entry, now);
    entry.refused = true;
    return verdict;
  }

  private refusal(entry: Entry, now: number): Verdict {
    const windowMs = this.budgets[entry.rateClass as Class].windowSeconds * 1000;
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((entry.windowStart + windowMs - now) / 1000)),
      first: !entry.refused,
    };
  }

  /**
   * Counts one request of `accountId` in `rateClass`. A batched class answers without touching
   * the database (the returned promise is already settled); an exact one upserts its counter,
   * unless this process already knows the window is spent.
   */
  take(accountId: number, rateClass: Class): Verdict | Promise<Verdict> {
    const now = this.now();
    const budget = this.budgets[rateClass];
    const entry = this.entry(accountId, rateClass, now);
    if (this.spent(entry)) return this.refuse(entry, now);
    if (budget.counting === 'batched') {
      entry.pending += 1;
      return ALLOWED;
    }
    return this.counters
      .addOne(this.db, accountId, rateClass, new Date(entry.windowStart))
      .then((total) => {
        // Another process may have started a later window already (its clock is ahead): this
        // request then counted nowhere, and goes through.
        if (total.windowStart.getTime() !== entry.windowStart) return ALLOWED;
        entry.known = Math.max(entry.known, total.count);
        return total.count > budget.limit ? this.refuse(entry, now) : ALLOWED;
      });
  }

  /**
   * Whether one more request of `accountId` in `rateClass` would be allowed now, without counting
   * it: the web asks before a download that it cannot watch (ADR 087). An exact class reads the
   * shared count; a batched one answers from what this process knows.
   */
  peek(accountId: number, rateClass: Class): Verdict | Promise<Verdict> {
    const now = this.now();
    const budget = this.budgets[rateClass];
    const entry = this.entry(accountId, rateClass, now);
    if (this.spent(entry)) return this.refusal(entry, now);
    if (budget.counting === 'batched') return ALLOWED;
    return this.counters
      .readOne(this.db, accountId, rateClass, new Date(entry.windowStart))
      .then((count) => {
        entry.known = Math.max(entry.known, count);
        return this.spent(entry) ? this.refusal(entry, now) : ALLOWED;
      });
  }

  /**
   * Adds this process's pending counts to the shared rows and reads back their totals, in one
   * statement. A failure (the database is away) keeps the counts for the next flush.
   */
  flush(): Promise<void> {
    this.flushing ??= this.flushOnce().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  private async flushOnce(): Promise<void> {
    const now = this.now();
    const sent: Array<{ entry: Entry; count: number }> = [];
    for (const [key, entry] of this.entries) {
      const windowMs = this.budgets[entry.rateClass as Class].windowSeconds * 1000;
      if (entry.pending > 0) {
        sent.push({ entry, count: entry.pending });
        entry.inFlight += entry.pending;
        entry.pending = 0;
      } else if (entry.windowStart + windowMs <= now) {
        this.entries.delete(key); // an ended window with nothing to send
      }
    }
    if (sent.length === 0) return;
    sent.sort(
      (a, b) =>
        a.entry.accountId - b.entry.accountId || a.entry.rateClass.localeCompare(b.entry.rateClass),
    );
    let totals: Counter[];
    try {
      totals = await this.counters.addCounts(
        this.db,
        sent.map(({ entry, count }) => ({
          accountId: entry.accountId,
          rateClass: entry.rateClass,
          windowStart: new Date(entry.windowStart),
          count,
        })),
      );
    } catch (error) {
      for (const { entry, count } of sent) {
        entry.inFlight -= count;
        entry.pending += count;
      }
      if (!this.failing) this.options.log?.warn({ err: error }, 'rate limit: flush failed');
      this.failing = true;
      return;
    }
    this.failing = false;
    // The shared totals read back include what was sent.
    for (const { entry, count } of sent) entry.inFlight -= count;
    for (const total of totals) {
      const entry = this.entries.get(`${total.accountId}:${total.rateClass}`);
      if (entry && entry.windowStart === total.windowStart.getTime()) {
        entry.known = Math.max(entry.known, total.count);
      }
    }
  }

  /** Flushes every `flushMs` until stopped. */
  start(): void {
    if (this.timer || this.options.flushMs <= 0) return;
    this.timer = setInterval(() => void this.flush(), this.options.flushMs);
    this.timer.unref();
  }

  /** Stops the timer and sends what is still pending (best effort: the process is stopping). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush().catch(() => undefined);
  }
}
