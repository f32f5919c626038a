import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from './helper';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await ctx.login((await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Agra' })).uid))
    .token;
});
afterAll(async () => ctx?.close());

describe('country → state → city', () => {
  it('cascades from India to Uttar Pradesh to Agra, ending with Other', async () => {
    const countries = (
      await ctx.app.inject({ url: '/api/geo/countries', headers: bearer(token) })
    ).json().items;
    expect(countries).toContainEqual({ value: 'IN', label: 'India' });
    const states = (
      await ctx.app.inject({ url: '/api/geo/countries/IN/states', headers: bearer(token) })
    ).json().items;
    const up = states.find((s: { label: string }) => s.label === 'Uttar Pradesh');
    expect(up).toMatchObject({ value: 'Uttar Pradesh', code: 'UP' });
    const cities = (
      await ctx.app.inject({
        url: '/api/geo/countries/IN/states/UP/cities',
        headers: bearer(token),
      })
    ).json().items;
    expect(cities).toContainEqual({ value: 'Agra', label: 'Agra' });
    expect(cities.at(-1)).toEqual({ value: '', label: 'Other' });
  });

  it("answers every state's cities at once, each list as the state's own answer", async () => {
    const get = (url: string) => ctx.app.inject({ url, headers: bearer(token) });
    const all = await get('/api/geo/countries/IN/cities');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['cache-control']).toBe('private, max-age=86400');
    const states = (await get('/api/geo/countries/IN/states')).json().items as Array<{
      code: string;
    }>;
    const lists = all.json().states as Array<{ code: string; items: unknown[] }>;
    expect(lists.map((state) => state.code)).toEqual(states.map((state) => state.code));
    const up = lists.find((state) => state.code === 'UP')!;
    expect(up.items).toEqual((await get('/api/geo/countries/IN/states/UP/cities')).json().items);
    for (const state of lists) expect(state.items.at(-1)).toEqual({ value: '', label: 'Other' });
    expect((await get('/api/geo/countries/QQ/cities')).statusCode).toBe(404);

    // sent compressed as the browser accepts: a fifth of the bytes on a branch's slow link
    const brotli = await ctx.app.inject({
      url: '/api/geo/countries/IN/cities',
      headers: { ...bearer(token), 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^application\/json/);
    expect(brotli.rawPayload.length).toBeLessThan(all.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(all.json());
  });

  it('answers 404 for an unknown country or state', async () => {
    expect(
      (await ctx.app.inject({ url: '/api/geo/countries/QQ/states', headers: bearer(token) }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          url: '/api/geo/countries/IN/states/ZZ/cities',
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(404);
  });
});
