import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from './helper';

let ctx: TestContext;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await ctx.createUser({ role: 'ADMIN' });
  adminToken = (await ctx.login(admin.uid)).token;
});
afterAll(async () => ctx?.close());

describe('role-based access', () => {
  it.each(['BBRANCHSEC', 'UVVOLUNTER', 'DBAPPROVER', 'DATAVIEWER'] as const)(
    'refuses %s on the administrator route with 403',
    async (role) => {
      const user = await ctx.createUser({ role, branch: role === 'BBRANCHSEC' ? 'Agra' : null });
      const { token } = await ctx.login(user.uid);
      const response = await ctx.app.inject({ url: '/api/users', headers: bearer(token) });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    },
  );
});

describe('GET /api/users', () => {
  it('pages, sorts and searches on the server', async () => {
    for (const uid of ['zeta-search', 'alpha-search', 'mid-search']) {
      await ctx.createUser({ uid, role: 'UVVOLUNTER' });
    }
    const response = await ctx.app.inject({
      url: '/api/users?search=-search&sort=uid&order=asc&pageSize=2&page=0',
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(3);
    expect(body.items.map((u: { uid: string }) => u.uid)).toEqual(['alpha-search', 'mid-search']);
    expect(body.items[0]).not.toHaveProperty('passwordHash');

    const second = await ctx.app.inject({
      url: '/api/users?search=-search&sort=uid&order=asc&pageSize=2&page=1',
      headers: bearer(adminToken),
    });
    expect(second.json().items.map((u: { uid: string }) => u.uid)).toEqual(['zeta-search']);
  });

  it('refuses a page size over 100', async () => {
    const response = await ctx.app.inject({
      url: '/api/users?pageSize=1000',
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('pageSize');
  });
});

describe('PATCH /api/users/:id', () => {
  it('grants a role to a signed-up user, who then reaches role routes after signing in again', async () => {
    const user = await ctx.createUser({ role: null });
    const before = await ctx.login(user.uid);
    expect(
      (await ctx.app.inject({ url: '/api/members/X1', headers: bearer(before.token) })).statusCode,
    ).toBe(403);

    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: bearer(adminToken),
      payload: { role: 'BBRANCHSEC', branch: 'Gurgaon' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ role: 'BBRANCHSEC', branch: 'Gurgaon' });

    // the role change ends the old session so the new role applies at once
    expect(
      (await ctx.app.inject({ url: '/api/auth/me', headers: bearer(before.token) })).statusCode,
    ).toBe(401);
    const after = await ctx.login(user.uid);
    expect(
      (await ctx.app.inject({ url: '/api/members/X1', headers: bearer(after.token) })).statusCode,
    ).toBe(404);
  });

  it('requires a branch for a branch secretary and a known branch name', async () => {
    const user = await ctx.createUser({ role: null });
    const noBranch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: bearer(adminToken),
      payload: { role: 'BBRANCHSEC' },
    });
    expect(noBranch.statusCode).toBe(400);
    expect(noBranch.json().error.fields.branch).toBe('A branch secretary needs a branch.');

    const unknown = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: bearer(adminToken),
      payload: { role: 'BBRANCHSEC', branch: 'Atlantis' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.branch).toBe('Branch is not in the branch list.');
  });

  it('deactivating an account ends its sessions', async () => {
    const user = await ctx.createUser({ role: 'UVVOLUNTER' });
    const { token } = await ctx.login(user.uid);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: bearer(adminToken),
      payload: { active: false },
    });
    expect(response.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });

  it('answers 404 for an unknown user and 400 for an unknown role', async () => {
    const missing = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/999999',
      headers: bearer(adminToken),
      payload: { active: true },
    });
    expect(missing.statusCode).toBe(404);
    const badRole = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/1',
      headers: bearer(adminToken),
      payload: { role: 'SUPERUSER' },
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().error.fields).toHaveProperty('role');
  });
});
