import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { DELIVERY_STATES, deliverySchema, type Delivery } from '@form-a/domain/schemas/review';
import { api } from '../../../lib/api-client';

export { DELIVERY_STATES, deliverySchema, type Delivery };

const outboxPageSchema = z.object({
  items: z.array(deliverySchema),
  total: z.number().int().min(0),
  page: z.number().int().min(0),
  pageSize: z.number().int().min(1),
});

export const OUTBOX_VIEWS = ['undelivered', 'delivered', 'all'] as const;
export type OutboxView = (typeof OUTBOX_VIEWS)[number];

export interface OutboxQuery {
  view: OutboxView;
  page: number;
  pageSize: number;
}

/** GET /api/outbox (approver, admin): hand-offs, undelivered by default. */
export const getOutbox = (query: OutboxQuery, signal?: AbortSignal) =>
  api.get('/api/outbox', { query: { ...query }, schema: outboxPageSchema, signal });

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
