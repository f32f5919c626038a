import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from './helper';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('/api/me/preferences', () => {
  it('answers null until the user chooses, then the stored language on every session', async () => {
    const user = await ctx.createUser({ role: 'UVVOLUNTER' });
    const first = (await ctx.login(user.uid)).token;
    const before = await ctx.app.inject({ url: '/api/me/preferences', headers: bearer(first) });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ language: null });

    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/preferences',
      headers: bearer(first),
      payload: { language: 'hi' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'hi' });

    // another device: a new session of the same account
    const second = (await ctx.login(user.uid)).token;
    const after = await ctx.app.inject({ url: '/api/me/preferences', headers: bearer(second) });
    expect(after.json()).toEqual({ language: 'hi' });
  });

  it("keeps one user's choice from another's", async () => {
    const a = await ctx.createUser({ role: 'DATAVIEWER' });
    const b = await ctx.createUser({ role: 'DATAVIEWER' });
    const tokenA = (await ctx.login(a.uid)).token;
    const tokenB = (await ctx.login(b.uid)).token;
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/preferences',
      headers: bearer(tokenA),
      payload: { language: 'hi' },
    });
    const other = await ctx.app.inject({ url: '/api/me/preferences', headers: bearer(tokenB) });
    expect(other.json()).toEqual({ language: null });
  });

  it('refuses a language the app is not written in with 400 on the field', async () => {
    const user = await ctx.createUser({ role: 'DATAVIEWER' });
    const { token } = await ctx.login(user.uid);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/preferences',
      headers: bearer(token),
      payload: { language: 'fr' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('language');
  });

  it('needs a session', async () => {
    const response = await ctx.app.inject({ url: '/api/me/preferences' });
    expect(response.statusCode).toBe(401);
  });
});
