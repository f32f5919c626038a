import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serviceUnavailable } from '../lib/app-error';
import { ReadinessCheck } from '../modules/health/readiness';

declare module 'fastify' {
  interface FastifyInstance {
    readiness: ReadinessCheck;
  }
}

/** Probes that answer while the server starts; every other API call waits for the migrations. */
const ALWAYS_OPEN = new Set(['/api/health', '/api/ready']);

export const readinessPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('readiness', new ReadinessCheck(app.db));
  app.addHook('onRequest', async (request) => {
    if (app.readiness.migrated) return;
    const url = request.url;
    if (!url.startsWith('/api/') && !url.startsWith('/ext/') && !url.startsWith('/metrics')) return;
    if (ALWAYS_OPEN.has(request.url.split('?')[0]!)) return;
    throw serviceUnavailable();
  });
});
