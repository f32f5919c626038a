import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { publicConfig } from '../config';
import { loadHtmlPage, sendHtmlPage } from './html-pages';

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

  const settings = publicConfig(app.config);
  const fallbackPage = hasWeb ? loadHtmlPage(root, 'index.html', settings) : undefined;
  // Pages the build rendered ahead (ADR 035): `prerendered/<path>.html` answers GET <path>.
  for (const file of hasWeb ? prerenderedPages(root) : []) {
    const urlPath = `/${file.slice(PRERENDERED.length + 1, -'.html'.length)}`;
    const page = loadHtmlPage(root, file, settings);
    app.get(urlPath, { config: { permission: 'public' } }, (request, reply) =>
      sendHtmlPage(request, reply, page),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api') || url.startsWith('/ext');
    if (fallbackPage && !isApi && request.method === 'GET') {
      return sendHtmlPage(request, reply, fallbackPage);
    }
    return reply.status(404).send({
      error: { code: 'NOT_FOUND', message: `No route ${request.method} ${url.split('?')[0]}` },
    });
  });
});

const PRERENDERED = 'prerendered';

function prerenderedPages(root: string): string[] {
  const folder = path.join(root, PRERENDERED);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => path.posix.join(PRERENDERED, name.split(path.sep).join('/')));
}
