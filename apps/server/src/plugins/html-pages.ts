import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ORG_TITLE_MARKER, PUBLIC_CONFIG_ELEMENT_ID } from '@form-a/domain/html-shell';

/** One HTML page of the build, made ready once at start: its text and both compressions. */
export interface HtmlPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON inside <script>: `<` escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Reads a page of the build and writes into it what only the running server knows (ADR 035):
 * the public settings as a JSON data block (not a script: the content security policy allows
 * no inline script, and a data block is never run), and the organisation's title where a
 * pre-rendered page has its marker.
 */
export function loadHtmlPage(
  root: string,
  file: string,
  settings: { orgTitle: string } & Record<string, unknown>,
): HtmlPage {
  const source = readFileSync(path.join(root, file), 'utf8');
  const dataBlock = `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">${scriptJson(settings)}</script>`;
  const text = source
    .replaceAll(ORG_TITLE_MARKER, escapeHtml(settings.orgTitle))
    .replace('</head>', `${dataBlock}</head>`);
  const identity = Buffer.from(text);
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** Sends the smallest form the browser accepts; checked again on every use, like index.html. */
export function sendHtmlPage(request: FastifyRequest, reply: FastifyReply, page: HtmlPage) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const [encoding, body] = /\bbr\b/.test(accepts)
    ? (['br', page.br] as const)
    : /\bgzip\b/.test(accepts)
      ? (['gzip', page.gzip] as const)
      : (['identity', page.identity] as const);
  void reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  return reply.send(body);
}
