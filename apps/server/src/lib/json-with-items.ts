import type { FastifyReply } from 'fastify';

/**
 * Sends `{ items: [...], ...envelope }` where the items are JSON texts the database already
 * wrote: a string body with a JSON content type goes out as it is, without the route's
 * response serializer (docs/decisions/018-list-json-from-sql.md).
 */
export function sendJsonWithItems(
  reply: FastifyReply,
  itemsJson: readonly string[],
  envelope: Record<string, unknown>,
): FastifyReply {
  const rest = JSON.stringify(envelope).slice(1);
  const body = `{"items":[${itemsJson.join(',')}]${rest === '}' ? '}' : `,${rest}`}`;
  return reply.type('application/json; charset=utf-8').send(body);
}
