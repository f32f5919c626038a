import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { OUTBOX_VIEWS, type OutboxQuery, type OutboxView } from '@form-a/domain/api/outbox';
import { DELIVERY_STATES, type Delivery } from '@form-a/domain/schemas/review';
import { call } from '../../../lib/api-client';

export { DELIVERY_STATES, OUTBOX_VIEWS, type Delivery, type OutboxQuery, type OutboxView };

/** GET /api/outbox (approver, admin): hand-offs, undelivered by default. */
export const getOutbox = (query: OutboxQuery, signal?: AbortSignal) =>
  call('GET /api/outbox', { query, signal });

export const outboxQueryOptions = (query: OutboxQuery) =>
  queryOptions({
    queryKey: ['outbox', 'list', query],
    queryFn: ({ signal }) => getOutbox(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    // the worker moves rows on its own: keep the screen current while it is open
    refetchInterval: 10_000,
  });

export function useOutbox(query: OutboxQuery) {
  return useQuery(outboxQueryOptions(query));
}
