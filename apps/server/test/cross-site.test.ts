import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { bearer, createTestContext, type TestContext } from './helper';

let ctx: TestContext;
let cookie: string;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const user = await ctx.createUser({ role: 'UVVOLUNTER' });
  ({ cookie, token } = await ctx.login(user.uid));
});
afterAll(async () => ctx?.close());

// app.inject talks to http://localhost:80
const extend = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/extend', headers });

describe('cookie-borne writes', () => {
  it.each([
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['its own Origin', { origin: 'http://localhost:80' }],
    [
      'its own Origin with same-origin fetch metadata',
      {
        origin: 'http://localhost:80',
        'sec-fetch-site': 'same-origin',
      },
    ],
  ])('pass with %s', async (_, headers) => {
    expect((await extend({ cookie, ...headers })).statusCode).toBe(200);
  });

  it.each([
    ['another port of the same host', { origin: 'http://localhost:8080' }],
    [
      'another port, same-site fetch metadata',
      {
        origin: 'http://localhost:8080',
        'sec-fetch-site': 'same-site',
      },
    ],
    ['another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['an opaque origin', { origin: 'null' }],
    ['the other scheme', { origin: 'https://localhost:80' }],
    ['cross-site fetch metadata without Origin', { 'sec-fetch-site': 'cross-site' }],
  ])('are refused with 403 from %s', async (_, headers) => {
    const response = await extend({ cookie, ...headers });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });

  it('pass from a client that is not a browser page: neither Origin nor fetch metadata', async () => {
    expect((await extend({ cookie })).statusCode).toBe(200);
  });

  it('refuses a cross-origin sign-out, and the session lives on', async () => {
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'http://localhost:5173', 'sec-fetch-site': 'same-site' },
    });
    expect(logout.statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(
      200,
    );
  });

  it('leaves reads alone', async () => {
    const me = await ctx.app.inject({
      url: '/api/auth/me',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(me.statusCode).toBe(200);
  });
});

describe('writes without the cookie', () => {
  it('pass with a Bearer token whatever the origin', async () => {
    const response = await extend({ ...bearer(token), origin: 'https://elsewhere.example' });
    expect(response.statusCode).toBe(200);
  });

  it('pass from a client that sends no Origin (curl, scripts)', async () => {
    expect((await extend(bearer(token))).statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { uid: 'nobody', password: 'whatever' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('are refused when a browser says they come from another origin (sign-in CSRF)', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'http://localhost:8080' },
      payload: { uid: 'nobody', password: 'whatever' },
    });
    expect(login.statusCode).toBe(403);
  });
});

describe('PUBLIC_ORIGIN', () => {
  it('replaces the request-derived origin (a TLS proxy in front)', async () => {
    const behindProxy = await createTestContext({
      config: { PUBLIC_ORIGIN: 'https://portal.example.org' },
    });
    try {
      const user = await behindProxy.createUser({ role: 'UVVOLUNTER' });
      const session = await behindProxy.login(user.uid);
      const post = (origin: string) =>
        behindProxy.app.inject({
          method: 'POST',
          url: '/api/auth/extend',
          headers: { cookie: session.cookie, origin },
        });
      expect((await post('https://portal.example.org')).statusCode).toBe(200);
      expect((await post('http://localhost:80')).statusCode).toBe(403);
    } finally {
      await behindProxy.close();
    }
  });

  it('must be a list of bare origins', () => {
    expect(
      loadConfig({ PUBLIC_ORIGIN: 'https://a.example, http://b.example:8080' }).PUBLIC_ORIGIN,
    ).toEqual(['https://a.example', 'http://b.example:8080']);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://a.example/path' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'portal.example.org' })).toThrow(/PUBLIC_ORIGIN/);
  });
});

describe('Cache-Control', () => {
  it('is no-store on API answers, errors included', async () => {
    for (const [url, headers] of [
      ['/api/auth/me', bearer(token)],
      ['/api/auth/me', {}],
      ['/api/registrations', bearer(token)],
      ['/api/no-such-route', {}],
    ] as const) {
      const response = await ctx.app.inject({ url, headers });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('is no-store on a sign-in answer, which carries the token', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { uid: 'nobody', password: 'whatever' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it("leaves a route's own policy alone (public reference lists)", async () => {
    const countries = await ctx.app.inject({ url: '/api/geo/countries', headers: bearer(token) });
    expect(countries.statusCode).toBe(200);
    expect(countries.headers['cache-control']).toMatch(/max-age/);
  });

  it('leaves the API documentation alone', async () => {
    const docs = await ctx.app.inject({ url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['cache-control']).not.toBe('no-store');
  });
});
