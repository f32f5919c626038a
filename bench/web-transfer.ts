/**
 * What a first visit to the sign-in page downloads, in headless Chromium with an empty cache:
 * every response's encoded (on-the-wire) body size from Resource Timing, its Content-Encoding
 * and Cache-Control. The server is the real one serving a production build (precompressed,
 * ADR 025). Target: at most 250 KB, every asset br or gzip with immutable caching. Then the
 * demo secretary signs in: the whole visit to the dashboard, target at most 450 KB.
 *
 *   npm run bench:transfer                          builds the web app into a temporary folder
 *   npm run bench:transfer -- --dist /tmp/web-dist   measures a build made with `--manifest`
 */
import { rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../e2e/support/browser';
import { startTestServer } from '../apps/server/test/spawn-server';
import { buildWithManifest } from './web-size';

const TARGET_KB = 250;
/** the slow-link budget: signing in and reaching the dashboard, from an empty cache, all told */
const THROUGH_DASHBOARD_TARGET_KB = 450;

/**
 * A pass-through proxy that counts the bytes of every response body the server sends, whoever
 * asked: the page, or its service worker (precache and runtime cache). Resource Timing cannot
 * tell: a response the service worker hands the page reports its decoded size, and the
 * worker's own downloads are not the page's entries at all.
 */
async function countingProxy(targetUrl: string) {
  const target = new URL(targetUrl);
  let bytes = 0;
  let responses = 0;
  const proxy = http.createServer((request, response) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        responses += 1;
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        answer.pipe(response);
      },
    );
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    read: () => ({ bytes, responses }),
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  };
}

interface Transfer {
  url: string;
  encodedBytes: number;
  decodedBytes: number;
}

async function main() {
  const { values } = parseArgs({ options: { dist: { type: 'string' } } });
  const distDir = values.dist ? path.resolve(values.dist) : buildWithManifest();
  const server = await startTestServer({ WEB_DIST_DIR: distDir });
  const proxy = await countingProxy(server.baseUrl);
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ baseURL: proxy.baseUrl });
    const page = await context.newPage();
    const headers = new Map<string, { encoding: string; cacheControl: string }>();
    page.on('response', (response) => {
      const all = response.headers();
      headers.set(response.url(), {
        encoding: all['content-encoding'] ?? 'identity',
        cacheControl: all['cache-control'] ?? '—',
      });
    });
    await page.goto('/authentication/sign-in');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');
    const readTransfers = () =>
      page.evaluate(() =>
        [
          ...performance.getEntriesByType('navigation'),
          ...performance.getEntriesByType('resource'),
        ].map((entry) => {
          const timing = entry as PerformanceResourceTiming;
          return {
            url: timing.name,
            encodedBytes: timing.encodedBodySize,
            decodedBytes: timing.decodedBodySize,
          };
        }),
      );
    const transfers = await readTransfers();
    // Then the secretary signs in and the dashboard loads: a single-page app, so the entries
    // accumulate and the second reading is the whole visit.
    await page.getByLabel('UID').fill('secretary');
    await page.getByLabel(/^Password/).fill('FormA@2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const whole = proxy.read();
    await context.close();
    report(transfers, headers, proxy.baseUrl);
    const total = whole.bytes;
    process.stdout.write(
      `Sign-in, then the secretary's dashboard (response bodies the server sent, the service worker's included): ${(total / 1024).toFixed(1)} KB in ${whole.responses} responses; target ≤ ${THROUGH_DASHBOARD_TARGET_KB} KB: ${total <= THROUGH_DASHBOARD_TARGET_KB * 1024 ? 'met' : 'NOT met'}\n`,
    );
  } finally {
    await browser.close();
    await proxy.close();
    await server.stop();
    if (!values.dist) rmSync(distDir, { recursive: true, force: true });
  }
}

function report(
  transfers: Transfer[],
  headers: Map<string, { encoding: string; cacheControl: string }>,
  baseUrl: string,
) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const rows = transfers.map((transfer) => {
    const seen = headers.get(transfer.url) ?? { encoding: '?', cacheControl: '?' };
    return [
      transfer.url.replace(baseUrl, ''),
      kb(transfer.encodedBytes),
      kb(transfer.decodedBytes),
      seen.encoding,
      seen.cacheControl,
    ];
  });
  const header = ['Resource', 'transferred', 'decoded', 'encoding', 'cache-control'];
  const fonts = transfers.filter((transfer) => /\.woff2?$/.test(transfer.url));
  const fontBytes = fonts.reduce((sum, transfer) => sum + transfer.encodedBytes, 0);
  const scripts = transfers.filter((transfer) => /\.js$/.test(transfer.url));
  const scriptBytes = scripts.reduce((sum, transfer) => sum + transfer.encodedBytes, 0);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  const total = transfers.reduce((sum, transfer) => sum + transfer.encodedBytes, 0);
  const decoded = transfers.reduce((sum, transfer) => sum + transfer.decodedBytes, 0);
  const assets = rows.filter((row) => row[0]!.startsWith('/assets/'));
  // woff2 is compressed already (Brotli inside the font format); files that compression would
  // not shrink are kept as they are (skipIfLargerOrEqual).
  const textAssets = assets.filter((row) => !row[0]!.endsWith('.woff2'));
  const allCompressed = textAssets.every(
    (row) => row[3] === 'br' || row[3] === 'gzip' || row[1] === row[2],
  );
  const allImmutable = assets.every((row) => row[4]!.includes('immutable'));
  process.stdout.write(
    [
      line(header),
      ...rows.map(line),
      '',
      `Total transferred: ${kb(total)} (decoded ${kb(decoded)}) in ${transfers.length} responses; target ≤ ${TARGET_KB} KB: ${total <= TARGET_KB * 1024 ? 'met' : `missed by ${kb(total - TARGET_KB * 1024)}`}`,
      `of which JavaScript ${kb(scriptBytes)} in ${scripts.length} files, fonts ${kb(fontBytes)} in ${fonts.length} files`,
      `Assets br/gzip: ${allCompressed ? 'yes' : 'NO'}; immutable: ${allImmutable ? 'yes' : 'NO'}`,
      '',
    ].join('\n'),
  );
}

await main();
