import type { FastifyInstance, FastifyReply, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import {
  idempotencyContext,
  inIdempotentRequest,
  replayIfKnown,
} from '../modules/idempotency/service';
import { requireAuth } from './auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route honours an Idempotency-Key header (ADR 012, ADR 071): a retry gets the first
     * answer. Its service makes its write through `idempotent(tx, work)`, in the write's own
     * transaction; the plugin does the rest.
     */
    idempotent?: boolean;
  }
}

export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** The answer's status; a replay is marked so clients and logs can tell. */
export function markAnswer(reply: FastifyReply, answer: { statusCode: number; replayed: boolean }) {
  void reply.status(answer.statusCode);
  if (answer.replayed) void reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
}

/**
 * Wraps the handler of every route whose config says `idempotent: true`. A request whose key
 * already has a stored answer gets it before the handler runs, so a retry is neither validated
 * again nor sent to the UID registry again (and a retried save is no stale revision); the same
 * key with another body is a 422, a key whose first request is still running a 409. Otherwise
 * the handler runs with the key in its async context, where the service's `idempotent` claims
 * it in the write's transaction and stores the answer with the write, and the reply takes that
 * answer's status.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (route.config?.idempotent !== true) return;
    const handle = route.handler as RouteHandlerMethod;
    route.handler = async function idempotentHandler(request, reply) {
      const header = request.headers['idempotency-key'];
      const context = idempotencyContext(
        requireAuth(request).user.id,
        typeof header === 'string' ? header : undefined,
        request,
      );
      const replay = await replayIfKnown(app.db, context);
      if (replay) {
        markAnswer(reply, replay);
        return replay.body;
      }
      const { result, answer } = await inIdempotentRequest(context, async () =>
        handle.call(this, request, reply),
      );
      // A key the service never claimed would be honoured by nobody: a wiring mistake.
      if (!answer) {
        throw new Error(
          `${request.method} ${route.url} is idempotent but its service made no idempotent write`,
        );
      }
      markAnswer(reply, answer);
      return result;
    };
  });
});
