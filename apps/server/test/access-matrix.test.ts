import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES, AUTH_MESSAGES } from '@form-a/domain/messages';
import { PERMISSIONS, scopeOf, type Permission } from '@form-a/domain/permissions';
import { ROLE_CODES, type RoleCode } from '@form-a/domain/roles';
import { authPlugin, type DeclaredRoute } from '../src/plugins/auth';
import { bearer, createTestContext, type TestContext } from './helper';

// Every route of the built app × every kind of caller, the expected answer derived from the
// permission table alone: a route, a role or a grant added without the other shows up here.

type Caller = 'anonymous' | 'no role' | RoleCode;
const CALLERS: readonly Caller[] = ['anonymous', 'no role', ...ROLE_CODES];

let ctx: TestContext;
const tokens = new Map<Caller, string>();

beforeAll(async () => {
  ctx = await createTestContext();
  const signIn = async (caller: Caller, role: RoleCode | null, branch: string | null) => {
    const user = await ctx.createUser({ role, branch });
    tokens.set(caller, (await ctx.login(user.uid)).token);
  };
  await signIn('no role', null, null);
  for (const role of ROLE_CODES) await signIn(role, role, role === 'BBRANCHSEC' ? 'Gurgaon' : null);
});
afterAll(async () => ctx?.close());

/** A concrete URL for a route pattern; the values need not exist (404 and 400 are answers). */
function concrete(url: string): string {
  const samples: Record<string, string> = {
    id: '999999',
    uid: 'NOPE00000000J',
    country: 'IN',
    state: 'UP',
  };
  return url.replace(/:(\w+)/g, (_match, name: string) => samples[name] ?? 'x');
}

type Expected = 401 | 403 | 'allowed';

function expected(permission: Permission, caller: Caller): Expected {
  if (PERMISSIONS[permission] === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  const user = { role: caller === 'no role' ? null : caller, branch: null };
  return scopeOf(user, permission) === null ? 403 : 'allowed';
}

/** The routes a test can call; signing out would end the caller's session for the rest. */
function matrixRoutes(): DeclaredRoute[] {
  return ctx.app.declaredRoutes.filter(
    (route) => route.method !== 'HEAD' && route.url !== '/api/auth/logout',
  );
}

describe('the access matrix', () => {
  it('covers every /api and /ext route of the app, each with a permission of the table', () => {
    const routes = ctx.app.declaredRoutes;
    expect(routes.length).toBeGreaterThan(30);
    const urls = routes.map((route) => route.url);
    for (const url of ['/api/registrations/:id', '/ext/uid/form_a_data/:uid', '/api/photos/:id'])
      expect(urls).toContain(url);
    for (const route of routes) expect(Object.keys(PERMISSIONS)).toContain(route.permission);
  });

  it('answers each route as the table says, for every kind of caller', async () => {
    const mismatches: string[] = [];
    for (const route of matrixRoutes()) {
      for (const caller of CALLERS) {
        const token = tokens.get(caller);
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: token ? bearer(token) : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const want = expected(route.permission, caller);
        const message = response.statusCode === 403 ? response.json().error?.message : undefined;
        const refusedByTable =
          response.statusCode === 401 ||
          (response.statusCode === 403 &&
            (message === ACCESS_MESSAGES.notPermitted || message === AUTH_MESSAGES.noRole));
        const ok =
          want === 'allowed'
            ? !refusedByTable
            : response.statusCode === want && (want === 401 || refusedByTable);
        if (!ok) {
          mismatches.push(
            `${route.method} ${route.url} as ${caller} (${route.permission}): expected ${want}, got ${response.statusCode} ${message ?? ''}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('signs out any signed-in caller, and nobody without a session', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(
      401,
    );
    const user = await ctx.createUser({ role: null });
    const { token } = await ctx.login(user.uid);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(204);
  });
});

describe('a route without a permission', () => {
  async function appWith(register: (app: FastifyInstance) => void) {
    const app = Fastify();
    app.decorate('services', {} as never);
    await app.register(authPlugin);
    register(app);
    return app;
  }

  it('stops the app from being built', async () => {
    await expect(
      (async () => {
        const app = await appWith((a) => a.get('/api/secrets', async () => ({ all: true })));
        await app.ready();
      })(),
    ).rejects.toThrow(/GET \/api\/secrets declares no permission/);
  });

  it('stops it inside a nested plugin and under /ext too', async () => {
    await expect(
      (async () => {
        const app = await appWith((a) =>
          a.register(async (child: FastifyInstance) => {
            child.post('/ext/anything', async () => ({}));
          }),
        );
        await app.ready();
      })(),
    ).rejects.toThrow(/POST \/ext\/anything declares no permission/);
  });

  it('does not stop a route outside /api and /ext, nor one with a permission', async () => {
    const app = await appWith((a) => {
      a.get('/robots.txt', async () => 'ok');
      a.register(
        fp(async (child: FastifyInstance) => {
          child.get('/api/ping', { config: { permission: 'public' } }, async () => 'pong');
        }),
      );
    });
    await app.ready();
    expect((await app.inject({ url: '/api/ping' })).body).toBe('pong');
    expect(app.declaredRoutes.map((route) => route.url)).toContain('/api/ping');
    await app.close();
  });
});
