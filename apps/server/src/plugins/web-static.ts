import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built web app and answers every other browser path with index.html so the
 * client router can take it; /api and /ext keep their JSON 404. The folder is read once, at
 * start: this server keeps sending the build it started with (ADR 025).
 */
export const webStaticPlugin = fp(async (app: FastifyInstance) => {
  const root = app.config.WEB_DIST_DIR;
  const hasWeb = existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file (vite.config.ts); the browser's
      // Accept-Encoding picks one, without compressing anything per request.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so those never change; anything else
        // (index.html above all) is checked again on every use.
        void res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api') || url.startsWith('/ext');
    if (hasWeb && !isApi && request.method === 'GET') {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({
      error: { code: 'NOT_FOUND', message: `No route ${request.method} ${url.split('?')[0]}` },
    });
  });
});
