import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@form-a/domain/privacy-notice';
import { bearer, createTestContext, type TestContext } from './helper';
import type { UidService } from '../src/modules/members/uid-service';

let ctx: TestContext;
let token: string;

const brokenUidService: UidService = {
  lookup: async () => {
    throw new Error('connection string postgres://secret@db-internal failed');
  },
};

beforeAll(async () => {
  ctx = await createTestContext({ services: { uid: brokenUidService } });
  // a secretary: the member look-up below is theirs (the wizard's)
  const user = await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Agra' });
  token = (await ctx.login(user.uid)).token;
});
afterAll(async () => ctx?.close());

describe('platform', () => {
  it('answers health without a session', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('gives the browser only whitelisted settings', async () => {
    const response = await ctx.app.inject({ url: '/api/config/public' });
    expect(response.json()).toEqual({
      orgTitle: expect.any(String),
      sessionSeconds: 3500,
      sessionWarningSeconds: 600,
      timeZone: 'Asia/Kolkata',
      privacyNotice: {
        version: PRIVACY_NOTICE_VERSION,
        grievanceContact: null,
        retentionDraftDays: 180,
        retentionReturnedDays: 365,
      },
    });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await ctx.app.inject({ url: '/api/no-such-thing', headers: bearer(token) });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('hides the internals of a 500 and gives a reference id', async () => {
    const response = await ctx.app.inject({
      url: '/api/members/ABC12345678J',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.error.code).toBe('INTERNAL');
    expect(JSON.stringify(body)).not.toMatch(/secret|postgres|stack/i);
    expect(body.error.message).toMatch(/Reference ID: [0-9a-f-]{36}/);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"uid": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('sets security headers on answers, refusals and unknown routes alike', async () => {
    for (const url of ['/api/health', '/api/health', '/api/registrations', '/api/no-such-route']) {
      const response = await ctx.app.inject({ url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';" +
          "frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';" +
          "script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
      );
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('publishes an OpenAPI document describing the routes', async () => {
    const response = await ctx.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/users', '/ext/uid/form_a_data/{uid}']),
    );
  });

  it('serves the branch list of several hundred branches including overseas ones', async () => {
    const response = await ctx.app.inject({ url: '/api/branches', headers: bearer(token) });
    const list = response.json().branch_list as Array<{ value: string; label: string }>;
    expect(list.length).toBeGreaterThan(300);
    const names = list.map((b) => b.value);
    expect(names).toEqual(expect.arrayContaining(['Agra', 'Gurgaon', 'London', 'Toronto']));
    const searched = await ctx.app.inject({
      url: '/api/branches?search=gurg',
      headers: bearer(token),
    });
    expect(searched.json().branch_list).toEqual([{ value: 'Gurgaon', label: 'Gurgaon' }]);
  });
});
