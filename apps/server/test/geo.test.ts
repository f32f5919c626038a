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
