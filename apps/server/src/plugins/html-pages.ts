import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ORG_TITLE_MARKER, PUBLIC_CONFIG_ELEMENT_ID } from '@form-a/domain/html-shell';
import { precompress, sendPrecompressed, type Precompressed } from '../lib/precompressed';

/** One HTML page of the build, made ready once at start: its text and both compressions. */
export type HtmlPage = Precompressed;

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
  return precompress(Buffer.from(text));
}

/** Sends the smallest form the browser accepts; checked again on every use, like index.html. */
export function sendHtmlPage(request: FastifyRequest, reply: FastifyReply, page: HtmlPage) {
  void reply.header('cache-control', 'no-cache');
  return sendPrecompressed(request, reply, page, 'text/html; charset=utf-8');
}
