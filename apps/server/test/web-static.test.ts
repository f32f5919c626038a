import { rm, stat } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWebForThisServer } from '../src/cli/web-build';
import { createTestContext, type TestContext } from './helper';

// Builds the web app (twice): slow, and the only way to see what `npm start` serves.
const BUILD_TIMEOUT = 240_000;

let ctx: TestContext;
let firstBuild: string;
const builds: string[] = [];

async function entryScript(): Promise<string> {
  const page = await ctx.app.inject({ url: '/authentication/sign-in' });
  const src = /<script type="module" crossorigin src="([^"]+)"/.exec(page.body)?.[1];
  if (!src) throw new Error(`no entry script in ${page.body}`);
  return src;
}

// What is served does not depend on the database engine: the PostgreSQL run skips it.
const engineIndependent = process.env.FORMA_TEST_DB === 'postgres' ? describe.skip : describe;

engineIndependent('the built web app (skipped on PostgreSQL: the engine plays no part)', () => {
  beforeAll(async () => {
    firstBuild = await buildWebForThisServer({ stdio: 'ignore' });
    builds.push(firstBuild);
    ctx = await createTestContext({ config: { WEB_DIST_DIR: firstBuild } });
  }, BUILD_TIMEOUT);

  afterAll(async () => {
    await ctx?.close();
    for (const dir of builds) {
      await rm(dir, { recursive: true, force: true });
      await rm(`${dir}.pid`, { force: true });
    }
  });

  it('sends the page precompressed as the browser accepts, checked again on every use', async () => {
    const brotli = await ctx.app.inject({
      url: '/authentication/sign-in',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^text\/html/);
    expect(brotli.headers['cache-control']).toBe('no-cache');
    expect(brotli.headers['content-security-policy']).toContain("default-src 'self'");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('<div id="root">');

    const plain = await ctx.app.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('sends hashed assets compressed with immutable caching', async () => {
    const src = await entryScript();
    expect(src).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const gzip = await ctx.app.inject({ url: src, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toMatch(/javascript/);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    const plain = await ctx.app.inject({ url: src });
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it(
    'keeps serving the build it started with while a second npm start builds its own',
    async () => {
      const src = await entryScript();
      let building = true;
      const second = buildWebForThisServer({ stdio: 'ignore' }).finally(() => (building = false));
      const statuses = new Set<number>();
      let checks = 0;
      while (building) {
        statuses.add((await ctx.app.inject({ url: src })).statusCode);
        statuses.add((await ctx.app.inject({ url: '/' })).statusCode);
        checks += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      builds.push(await second);
      expect(checks).toBeGreaterThan(5);
      expect([...statuses]).toEqual([200]);
      expect(await second).not.toBe(firstBuild);
      expect((await stat(firstBuild)).isDirectory()).toBe(true);
      expect((await ctx.app.inject({ url: src })).statusCode).toBe(200);
    },
    BUILD_TIMEOUT,
  );
});
