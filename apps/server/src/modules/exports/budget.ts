import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { messageRef } from '@form-a/domain/message-ref';
import type { Database, Db } from '../../db/client';
import * as schema from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** The exports' connections in pg_stat_activity. */
export const EXPORT_APPLICATION_NAME = 'form-a export';

/**
 * When a refused export may try again. The export ahead of it lasts seconds for a branch's
 * list; one whose reader stalls is cut after EXPORT_STALL_SECONDS (30 by default).
 */
const RETRY_AFTER_SECONDS = 30;

export interface ExportLimits {
  /** exports in flight in this process, and the size of their pool */
  overall: number;
  /** exports in flight per account in this process */
  perUser: number;
  statementTimeoutMs: number;
  /** PostgreSQL ends an export left idle in its transaction this long (a backstop) */
  idleInTransactionTimeoutMs: number;
}

/** One export's hold on the budget: its place and a connection of its own. */
export interface ExportLease {
  /** what the export reads through: its own connection */
  db: Db;
  /** the same connection, for COPY */
  client: pg.PoolClient;
  /**
   * Gives the place back. After a failure the connection is closed rather than reused: a COPY
   * cut short leaves it in the middle of the protocol.
   */
  release(failure?: unknown): void;
}

const refuse = (message: string) =>
  new AppError(429, 'RATE_LIMITED', message, undefined, {
    'retry-after': String(RETRY_AFTER_SECONDS),
  });

/**
 * The exports' own budget (ADR 044): at most `overall` in flight, `perUser` per account, each on
 * a connection of a small pool of its own, so that however many readers stall, the request
 * pool (sign-in, lists, counts, /api/ready) keeps every connection. Beyond it: 429 with
 * Retry-After, before anything is logged or read.
 */
export class ExportBudget {
  private active = 0;
  private readonly perUser = new Map<number, number>();
  /** the exports' pool */
  readonly pool: pg.Pool;

  constructor(
    database: Database,
    private readonly limits: ExportLimits,
  ) {
    this.pool = database.openSidePool({
      max: limits.overall,
      applicationName: EXPORT_APPLICATION_NAME,
      statementTimeoutMs: limits.statementTimeoutMs,
      idleInTransactionTimeoutMs: limits.idleInTransactionTimeoutMs,
    });
  }

  /** exports in flight in this process */
  get inFlight(): number {
    return this.active;
  }

  /** The 429 that `userId`'s export would get now, if any, without taking a place. */
  refusalFor(userId: number): AppError | null {
    if ((this.perUser.get(userId) ?? 0) >= this.limits.perUser) {
      return refuse(messageRef('export.tooManyOfYours', { max: this.limits.perUser }));
    }
    if (this.active >= this.limits.overall) return refuse(messageRef('export.busy'));
    return null;
  }

  /** A place for `userId`'s export, or 429. The count is taken before any await: no race. */
  async lease(userId: number): Promise<ExportLease> {
    const refusal = this.refusalFor(userId);
    if (refusal) throw refusal;
    const own = this.perUser.get(userId) ?? 0;
    this.active += 1;
    this.perUser.set(userId, own + 1);
    let held = true;
    const giveBack = () => {
      if (!held) return;
      held = false;
      this.active -= 1;
      const left = (this.perUser.get(userId) ?? 1) - 1;
      if (left > 0) this.perUser.set(userId, left);
      else this.perUser.delete(userId);
    };

    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      giveBack();
      throw error;
    }
    return {
      db: drizzle({ client, schema }),
      client,
      release(failure?: unknown) {
        if (!held) return;
        client.release(failure === undefined ? undefined : true);
        giveBack();
      },
    };
  }

  async close() {
    await this.pool.end();
  }
}
