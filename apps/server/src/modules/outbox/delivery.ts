import type { Delivery, DeliveryState } from '@form-a/domain/schemas/review';
import type { OutboxRow } from './repository';

/**
 * 'failed' is a pending row that has failed often enough to need a person's attention, or one
 * the receiver refused.
 */
export function deliveryState(
  row: Pick<OutboxRow, 'status' | 'attempts'>,
  failedAfter: number,
): DeliveryState {
  if (row.status === 'delivered') return 'delivered';
  if (row.status === 'in_flight') return 'in_flight';
  if (row.status === 'refused') return 'failed';
  return row.attempts >= failedAfter ? 'failed' : 'pending';
}

/** An outbox row as the API shows it (the outbox list, a review's answer, the approved record). */
export function toDelivery(row: OutboxRow, failedAfter: number): Delivery {
  const state = deliveryState(row, failedAfter);
  return {
    id: row.id,
    kind: row.kind,
    registrationId: row.registrationId,
    idempotencyKey: row.idempotencyKey,
    state,
    attempts: row.attempts,
    nextAttemptAt: state === 'delivered' ? null : row.nextAttemptAt.toISOString(),
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}
