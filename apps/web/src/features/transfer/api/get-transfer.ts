import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { transferSchema } from './get-transfers';

const transferLogSchema = z.object({
  id: z.number(),
  action: z.string(),
  actorName: z.string(),
  role: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type TransferLog = z.infer<typeof transferLogSchema>;

const transferDetailSchema = z.object({
  transfer: transferSchema,
  logs: z.array(transferLogSchema),
});

/** GET /api/transfers/:id: one request with its history (request, approve or reject). */
export const getTransfer = (id: number, signal?: AbortSignal) =>
  api.get(`/api/transfers/${id}`, { schema: transferDetailSchema, signal });

export const transferQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['transfers', 'detail', id],
    queryFn: ({ signal }) => getTransfer(id, signal),
  });

export function useTransfer(id: number | null) {
  return useQuery({ ...transferQueryOptions(id ?? 0), enabled: id !== null });
}
