import type { FastifyReply } from 'fastify';
import type { IdempotentResult } from './service';

/** Sends the (possibly replayed) answer; a replay is marked so clients and logs can tell. */
export function sendIdempotent<T>(reply: FastifyReply, result: IdempotentResult<T>) {
  if (result.replayed) void reply.header('idempotent-replayed', 'true');
  return reply.status(result.statusCode).send(result.body);
}
