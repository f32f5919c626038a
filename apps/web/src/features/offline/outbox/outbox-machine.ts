import type { OutboxItem, OutboxProblem } from '../../../lib/offline-store';

/**
 * The life of an application waiting on this device, as data: which event moves it from which
 * state to which (ADR 075). The sender, the waiting list and the tests all go through `advance`,
 * so an item can never be sent from 'sent' or 'returned', nor twice at once.
 */
export type OutboxEvent =
  | { type: 'start'; now: number }
  /** the server could not be reached, or answered 5xx/429: try again later */
  | { type: 'unreachable'; now: number; failure: OutboxProblem }
  /** the server refused it (its rules): it is a draft on the server now */
  | { type: 'refused'; now: number; problem: OutboxProblem; record: OutboxItem['record'] }
  | {
      type: 'sent';
      now: number;
      recordId: number;
      duplicateWarning: OutboxItem['duplicateWarning'];
    }
  /** 'Send now', or the connection came back: no more waiting for the back-off */
  | { type: 'retry-now' }
  /** a send cut off by a reload or a closed tab (no tab holds the send lock) */
  | { type: 'interrupted' };

/** Waits after the 1st, 2nd… failed try; the last one repeats. */
export const BACKOFF_MS = [5_000, 15_000, 30_000, 60_000] as const;

export function backoffAfter(attempts: number): number {
  return BACKOFF_MS[Math.min(Math.max(attempts, 1), BACKOFF_MS.length) - 1]!;
}

export function isDue(item: OutboxItem, now: number): boolean {
  return item.state === 'waiting' && item.nextAttemptAt <= now;
}

/** Items still to be sent, oldest first. */
export function pendingItems(items: readonly OutboxItem[]): OutboxItem[] {
  return items
    .filter((item) => item.state === 'waiting' || item.state === 'sending')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The item after `event`, or the same object when the event does not apply in its state. */
export function advance(item: OutboxItem, event: OutboxEvent): OutboxItem {
  switch (event.type) {
    case 'start':
      return isDue(item, event.now) ? { ...item, state: 'sending' } : item;
    case 'unreachable': {
      if (item.state !== 'sending') return item;
      const attempts = item.attempts + 1;
      return {
        ...item,
        state: 'waiting',
        attempts,
        nextAttemptAt: event.now + backoffAfter(attempts),
        lastFailure: event.failure,
      };
    }
    case 'refused':
      if (item.state !== 'sending') return item;
      return {
        ...item,
        state: 'returned',
        attempts: item.attempts + 1,
        problem: event.problem,
        record: event.record ?? item.record,
        lastFailure: null,
      };
    case 'sent':
      if (item.state !== 'sending') return item;
      return {
        ...item,
        state: 'sent',
        attempts: item.attempts + 1,
        recordId: event.recordId,
        duplicateWarning: event.duplicateWarning,
        lastFailure: null,
        problem: null,
      };
    case 'retry-now':
      return item.state === 'waiting' ? { ...item, nextAttemptAt: 0 } : item;
    case 'interrupted':
      return item.state === 'sending' ? { ...item, state: 'waiting', nextAttemptAt: 0 } : item;
  }
}
