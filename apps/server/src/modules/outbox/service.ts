import { messageRef } from '@form-a/domain/message-ref';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import { toDelivery } from './delivery';
import * as repo from './repository';

const VIEW_STATUSES = {
  undelivered: ['pending', 'in_flight', 'refused'],
  delivered: ['delivered'],
  all: ['pending', 'in_flight', 'refused', 'delivered'],
} as const;

/** The deliveries to external services as the outbox screen shows them. */
export class OutboxService {
  /** @param failedAfter attempts after which a delivery shows as failed */
  constructor(
    private readonly db: Db,
    private readonly failedAfter: number,
  ) {}

  async list(query: { view: keyof typeof VIEW_STATUSES; page: number; pageSize: number }) {
    const { view, page, pageSize } = query;
    const { items, total } = await repo.listOutbox(this.db, {
      statuses: [...VIEW_STATUSES[view]],
      page,
      pageSize,
    });
    return { items: items.map((row) => toDelivery(row, this.failedAfter)), total, page, pageSize };
  }

  /** One delivery with its latest attempts. */
  async get(id: number) {
    const row = await repo.findOutboxRow(this.db, id);
    if (!row) throw notFound(messageRef('outbox.notFound'));
    const attempts = await repo.listAttempts(this.db, row.id);
    return {
      delivery: toDelivery(row, this.failedAfter),
      attempts: attempts.map((a) => ({
        attemptedAt: a.attemptedAt.toISOString(),
        statusCode: a.statusCode,
        error: a.error,
        durationMs: a.durationMs,
      })),
    };
  }

  /** Makes a waiting delivery due now; 404 for none, 409 when delivered or being attempted. */
  async retry(id: number) {
    const row = await repo.retryNow(this.db, id);
    if (!row) {
      const existing = await repo.findOutboxRow(this.db, id);
      if (!existing) throw notFound(messageRef('outbox.notFound'));
      throw conflict(
        existing.status === 'delivered'
          ? messageRef('outbox.alreadyDelivered')
          : messageRef('outbox.attemptRunning'),
      );
    }
    return { delivery: toDelivery(row, this.failedAfter) };
  }
}
