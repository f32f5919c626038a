import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { refsOf } from '@form-a/domain/message-ref';
import { forbidden } from '../lib/app-error';

/** by key: the answer carries the English text and its key (lib/app-error) */
const ACCESS_MESSAGES = refsOf('access');

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site writes and cache hygiene (ADR 022).
 *
 * SameSite=Strict keeps the cookie off requests from other sites, but a page on another port
 * of the same host is the same *site*, so the browser still sends it. An unsafe request from a
 * browser page must therefore come from our own origin: Sec-Fetch-Site 'same-origin', or an
 * Origin equal to PUBLIC_ORIGIN (or, unset, to the request's own scheme://host:port). A
 * request with a Bearer token carries no ambient authority and passes.
 */
export const crossSitePlugin = fp(async (app: FastifyInstance) => {
  const configured = app.config.PUBLIC_ORIGIN;

  function ownOrigins(request: FastifyRequest): string[] {
    return configured.length > 0 ? configured : [`${request.protocol}://${request.host}`];
  }

  // The order of Go's net/http CrossOriginProtection: fetch metadata first, then Origin.
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    if (request.headers.authorization?.startsWith('Bearer ')) return;
    const fetchSite = request.headers['sec-fetch-site'];
    // 'none': the user's own navigation (a bookmark), never another page's doing
    if (fetchSite === 'same-origin' || fetchSite === 'none') return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (ownOrigins(request).includes(origin.toLowerCase())) return;
      throw forbidden(ACCESS_MESSAGES.crossSiteRefused);
    }
    if (fetchSite !== undefined) throw forbidden(ACCESS_MESSAGES.crossSiteRefused);
    // Neither header: not a page in a current browser (every one sends Origin with a
    // cross-origin POST) but curl, a script or a test client, which no other site can steer.
  });

  // Answers of the API carry personal data: no browser or proxy may keep them, unless the
  // route chose its own policy (public reference lists, immutable photos).
  app.addHook('onSend', async (request, reply) => {
    const path = request.url;
    const isApi = path.startsWith('/api/') || path.startsWith('/ext/');
    if (!isApi || path.startsWith('/api/docs')) return;
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  });
});
