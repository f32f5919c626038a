import { describe, expect, it } from 'vitest';
import { APPLICATION_DEFAULTS } from '@form-a/domain/schemas/application';
import {
  advance,
  backoffAfter,
  isDue,
  pendingItems,
  type OutboxEvent,
} from '../../src/features/offline/outbox/outbox-machine';
import { newOutboxItem, type OutboxItem } from '../../src/lib/offline-store';

function item(overrides: Partial<OutboxItem> = {}): OutboxItem {
  const queued = newOutboxItem(
    {
      userId: 7,
      values: { ...APPLICATION_DEFAULTS, firstName: 'Asha' },
      consent: null,
      createKey: 'key-1',
      record: null,
      unconfirmed: null,
    },
    '2026-12-01T10:00:00.000Z',
  );
  return { ...queued, ...overrides };
}

const NOW = 1_000_000;
const offline: OutboxEvent = { type: 'unreachable', now: NOW, failure: { message: 'no network' } };

describe('the outbox state machine', () => {
  it('sends a waiting item once: start, then sent; a second start or sent changes nothing', () => {
    const sending = advance(item(), { type: 'start', now: NOW });
    expect(sending.state).toBe('sending');
    expect(advance(sending, { type: 'start', now: NOW })).toBe(sending);
    const sent = advance(sending, {
      type: 'sent',
      now: NOW,
      recordId: 42,
      duplicateWarning: 'registry',
    });
    expect(sent).toMatchObject({ state: 'sent', recordId: 42, duplicateWarning: 'registry' });
    expect(advance(sent, { type: 'start', now: NOW })).toBe(sent);
    expect(advance(sent, offline)).toBe(sent);
  });

  it('backs off after each failure to reach the server, and "retry now" ends the wait', () => {
    const first = advance(advance(item(), { type: 'start', now: NOW }), offline);
    expect(first).toMatchObject({ state: 'waiting', attempts: 1, nextAttemptAt: NOW + 5_000 });
    expect(isDue(first, NOW + 1_000)).toBe(false);
    expect(advance(first, { type: 'start', now: NOW + 1_000 })).toBe(first);
    const second = advance(advance(first, { type: 'start', now: NOW + 5_000 }), {
      ...offline,
      now: NOW + 5_000,
    });
    expect(second.nextAttemptAt).toBe(NOW + 5_000 + 15_000);
    expect(backoffAfter(99)).toBe(60_000);
    expect(isDue(advance(second, { type: 'retry-now' }), NOW)).toBe(true);
  });

  it('a refusal makes it a draft with the server’s messages; it is never sent again', () => {
    const refused = advance(advance(item(), { type: 'start', now: NOW }), {
      type: 'refused',
      now: NOW,
      problem: { message: 'invalid', fields: { fatherUid: 'not found' } },
      record: { id: 9, revision: 1 },
    });
    expect(refused).toMatchObject({ state: 'returned', record: { id: 9, revision: 1 } });
    expect(refused.problem?.fields).toEqual({ fatherUid: 'not found' });
    expect(advance(refused, { type: 'start', now: NOW })).toBe(refused);
    expect(advance(refused, { type: 'retry-now' })).toBe(refused);
    expect(pendingItems([refused])).toEqual([]);
  });

  it('a send cut off by a reload is picked up again at once', () => {
    const cut = advance(item({ nextAttemptAt: NOW + 60_000 }), {
      type: 'start',
      now: NOW + 60_000,
    });
    const resumed = advance(cut, { type: 'interrupted' });
    expect(resumed).toMatchObject({ state: 'waiting', nextAttemptAt: 0 });
    expect(advance(item(), { type: 'interrupted' }).state).toBe('waiting');
  });

  it('lists what is still to be sent, oldest first', () => {
    const older = item({ id: 'a', createdAt: '2026-12-01T09:00:00.000Z' });
    const newer = item({ id: 'b', createdAt: '2026-12-01T11:00:00.000Z' });
    const sent = item({ id: 'c', state: 'sent' });
    expect(pendingItems([newer, sent, older]).map((entry) => entry.id)).toEqual(['a', 'b']);
  });
});
