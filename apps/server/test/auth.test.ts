import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@form-a/domain/messages';
import { loadConfig } from '../src/config';
import { sessions, users } from '../src/db/schema';
import { hashToken } from '../src/modules/auth/service';
import { bearer, createTestContext, TEST_PASSWORD, type TestContext } from './helper';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ config: { LOGIN_MAX_FAILURES: 3 } });
});
afterAll(async () => ctx?.close());

describe('POST /api/auth/login', () => {
  it('signs in with the UID and sets an httpOnly SameSite=Strict cookie', async () => {
    const user = await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Agra' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { uid: user.uid, password: TEST_PASSWORD, remember: true },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ uid: user.uid, role: 'BBRANCHSEC', branch: 'Agra' });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    const expiresIn = new Date(body.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(3490_000);
    expect(expiresIn).toBeLessThanOrEqual(3500_000);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^forma_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
  });

  it('accepts the email in any case instead of the UID', async () => {
    const user = await ctx.createUser({ role: 'UVVOLUNTER' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { uid: user.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.uid).toBe(user.uid);
  });

  it('answers a wrong password with 401 and the spec text', async () => {
    const user = await ctx.createUser({ role: 'UVVOLUNTER' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { uid: user.uid, password: 'wrong-password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: {
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid Username and Password.',
        messageKey: 'auth.invalidCredentials',
      },
    });
  });

  it('answers an unknown UID exactly like a wrong password', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { uid: 'nobody-here', password: 'whatever' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Invalid Username and Password.');
  });

  it('answers a missing UID with 400 and the field message', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { uid: '', password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'You must enter your UID or email.',
      fields: { uid: 'You must enter your UID or email.' },
    });
  });

  it('answers a missing password with the spec text', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { uid: 'someone' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ password: 'You must enter your password' });
  });

  it('refuses a deactivated account', async () => {
    const user = await ctx.createUser({ role: 'UVVOLUNTER', active: false });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { uid: user.uid, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 429 after repeated failed sign-ins, even with the right password', async () => {
    const user = await ctx.createUser({ role: 'UVVOLUNTER' });
    const attempt = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { uid: user.uid, password },
        remoteAddress: '10.9.8.7',
      });
    for (let i = 0; i < 3; i++) expect((await attempt('bad-password')).statusCode).toBe(401);
    const blocked = await attempt(TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // the same account from another address is not blocked by this address's failures
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { uid: user.uid, password: TEST_PASSWORD },
      remoteAddress: '10.1.1.1',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('parallel guesses', () => {
  it('at one account are counted before the password check: no more than the limit get through', async () => {
    const user = await ctx.createUser({ role: 'UVVOLUNTER' });
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.8.8.8',
          payload: { uid: user.uid, password: 'wrong-password' },
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
  });
});

describe('sessions', () => {
  it('accepts the session cookie and the bearer token on /api/auth/me', async () => {
    const user = await ctx.createUser({ role: 'DBAPPROVER' });
    const { token, cookie } = await ctx.login(user.uid);
    const byCookie = await ctx.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json().user.uid).toBe(user.uid);
    const byBearer = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(byBearer.statusCode).toBe(200);
  });

  it('refuses a request without a session with 401', async () => {
    const response = await ctx.app.inject({ url: '/api/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a forged token with 401', async () => {
    const response = await ctx.app.inject({
      url: '/api/auth/me',
      headers: bearer('forged-token-that-was-never-issued-by-the-server-000'),
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an expired session with 401 on every route', async () => {
    const user = await ctx.createUser({ role: 'UVVOLUNTER' });
    const { token } = await ctx.login(user.uid);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    for (const url of ['/api/auth/me', '/api/branches', '/api/members/ABC']) {
      const response = await ctx.app.inject({ url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('revokes the session on logout: the old cookie gets 401', async () => {
    const user = await ctx.createUser({ role: 'UVVOLUNTER' });
    const { cookie } = await ctx.login(user.uid);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(204);
    expect(String(logout.headers['set-cookie'])).toMatch(/forma_session=;/);
    const after = await ctx.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('extends the session to now + 3500 s', async () => {
    const user = await ctx.createUser({ role: 'UVVOLUNTER' });
    const { token } = await ctx.login(user.uid);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/extend',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const remaining = new Date(response.json().expiresAt).getTime() - Date.now();
    expect(remaining).toBeGreaterThan(3490_000);
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(new Date(me.json().expiresAt).getTime()).toBe(
      new Date(response.json().expiresAt).getTime(),
    );
  });
});

describe('POST /api/auth/register', () => {
  it('creates an account without a role that can sign in but not use role routes', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'New Person',
        email: 'new.person@example.org',
        password: 'Long-enough-1',
        acceptTerms: true,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBeTruthy();

    const { token } = await ctx.login('new.person@example.org', 'Long-enough-1');
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().user).toMatchObject({ name: 'New Person', role: null });
    const members = await ctx.app.inject({ url: '/api/members/X', headers: bearer(token) });
    expect(members.statusCode).toBe(403);
  });

  it('lets the new account sign in with the email it signed up with, as typed in any case', async () => {
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Meera Iyer',
        email: 'Meera.Iyer@Example.org',
        password: 'Long-enough-1',
        acceptTerms: true,
      },
    });
    expect(signUp.statusCode).toBe(201);
    // the answer says what to type at sign-in
    expect(signUp.json().message).toContain('Sign in with this email address as your UID');
    for (const typed of ['Meera.Iyer@Example.org', ' meera.iyer@example.org ']) {
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { uid: typed, password: 'Long-enough-1' },
      });
      expect(login.statusCode, typed).toBe(200);
      expect(login.json().user).toMatchObject({
        name: 'Meera Iyer',
        email: 'Meera.Iyer@Example.org',
      });
    }
  });

  it('answers the spec messages for missing fields', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: '', email: '', password: '', acceptTerms: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      name: 'You must enter your first name.',
      email: 'You must enter your email.',
      password: 'You must enter a password.',
    });
  });

  it('answers a taken email (any case) exactly like a new one and keeps the first account', async () => {
    const payload = {
      name: 'Twice',
      email: 'twice@example.org',
      password: 'Long-enough-1',
      acceptTerms: true,
    };
    const first = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...payload, email: 'TWICE@example.org', password: 'Other-pass-2027' },
    });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(first.json().message).toBe(AUTH_MESSAGES.registered);
    await expect(ctx.login('twice@example.org', 'Long-enough-1')).resolves.toBeTruthy();
    await expect(ctx.login('twice@example.org', 'Other-pass-2027')).rejects.toThrow(/401/);
  });

  it('answers concurrent sign-ups with one email without a 5xx and creates one account', async () => {
    const responses = await Promise.all(
      Array.from({ length: 3 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: `10.3.0.${i + 1}`,
          payload: {
            name: 'Race',
            email: i === 0 ? 'race@example.org' : `RACE@example.org`,
            password: `Racing-pass-${i}-2026`,
            acceptTerms: true,
          },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    const rows = await ctx.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'race@example.org'`);
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['12345678', AUTH_MESSAGES.passwordTooShort],
    ['        ', AUTH_MESSAGES.passwordTooShort],
    ['1234567890', AUTH_MESSAGES.passwordTooCommon],
    ['password12', AUTH_MESSAGES.passwordTooCommon],
    ['qwertyuiop', AUTH_MESSAGES.passwordTooCommon],
    ['          ', AUTH_MESSAGES.passwordTooCommon],
    ['policy.person@example.org', AUTH_MESSAGES.passwordTooCommon],
  ])('refuses the new password %j with a field message', async (password, message) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Policy Person',
        email: 'policy.person@example.org',
        password,
        acceptTerms: true,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ password: message });
  });

  it('limits sign-ups per address with 429', async () => {
    const small = await createTestContext({ config: { SIGNUP_MAX_PER_IP: 2 } });
    try {
      const signUp = (n: number) =>
        small.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: '10.4.4.4',
          payload: {
            name: 'Many',
            email: `many${n}@example.org`,
            password: 'Long-enough-1',
            acceptTerms: true,
          },
        });
      expect((await signUp(1)).statusCode).toBe(201);
      expect((await signUp(2)).statusCode).toBe(201);
      const third = await signUp(3);
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await small.close();
    }
  });

  it('limits sign-ups per email address from many addresses with 429', async () => {
    const attempt = (n: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: `10.5.0.${n}`,
        payload: {
          name: 'Target',
          email: 'target@example.org',
          password: `Long-enough-${n}`,
          acceptTerms: true,
        },
      });
    const codes = [];
    for (let n = 1; n <= 4; n++) codes.push((await attempt(n)).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
  });
});

describe('POST /api/auth/password', () => {
  it('changes the password, keeps this session and revokes the others', async () => {
    const user = await ctx.createUser({ role: 'UVVOLUNTER' });
    const current = await ctx.login(user.uid);
    const other = await ctx.login(user.uid);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(current.token),
      payload: { currentPassword: 'not-it', newPassword: 'Brand-new-pass-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.currentPassword).toBeTruthy();

    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(current.token),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Brand-new-pass-1' },
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ url: '/api/auth/me', headers: bearer(current.token) })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ url: '/api/auth/me', headers: bearer(other.token) })).statusCode,
    ).toBe(401);
    await expect(ctx.login(user.uid, 'Brand-new-pass-1')).resolves.toBeTruthy();
  });

  it('refuses a weak new password with the field message', async () => {
    const user = await ctx.createUser({ role: 'UVVOLUNTER' });
    const { token } = await ctx.login(user.uid);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(token),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'password123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ newPassword: AUTH_MESSAGES.passwordTooCommon });
  });

  it('answers 429 after repeated wrong current passwords, even with the right one', async () => {
    const small = await createTestContext({ config: { PASSWORD_CHANGE_MAX_FAILURES: 2 } });
    try {
      const user = await small.createUser({ role: 'UVVOLUNTER' });
      const { token } = await small.login(user.uid);
      const change = (currentPassword: string, remoteAddress: string) =>
        small.app.inject({
          method: 'POST',
          url: '/api/auth/password',
          headers: bearer(token),
          remoteAddress,
          payload: { currentPassword, newPassword: 'Brand-new-pass-1' },
        });
      expect((await change('wrong-one', '10.6.0.1')).statusCode).toBe(400);
      expect((await change('wrong-two', '10.6.0.2')).statusCode).toBe(400);
      const blocked = await change(TEST_PASSWORD, '10.6.0.3');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('RATE_LIMITED');
    } finally {
      await small.close();
    }
  });
});

describe('the client address of the sign-in limit', () => {
  const failFrom = (app: TestContext['app'], uid: string, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.7.7.7',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { uid, password: 'wrong-password' },
    });

  it('ignores X-Forwarded-For by default: a new header value per attempt does not help', async () => {
    const user = await ctx.createUser({ role: 'UVVOLUNTER' });
    const codes = [];
    for (let i = 0; i < 5; i++)
      codes.push((await failFrom(ctx.app, user.uid, `192.0.2.${i}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429, 429]);
  });

  it("cannot lock a victim out by naming the victim's address in X-Forwarded-For", async () => {
    const user = await ctx.createUser({ role: 'UVVOLUNTER' });
    for (let i = 0; i < 4; i++) await failFrom(ctx.app, user.uid, '203.0.113.50');
    const victim = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.50',
      payload: { uid: user.uid, password: TEST_PASSWORD },
    });
    expect(victim.statusCode).toBe(200);
  });

  it('counts the forwarded address when TRUST_PROXY names the proxy', async () => {
    const behindProxy = await createTestContext({
      config: { LOGIN_MAX_FAILURES: 2, TRUST_PROXY: '10.7.7.0/24' },
    });
    try {
      const user = await behindProxy.createUser({ role: 'UVVOLUNTER' });
      expect((await failFrom(behindProxy.app, user.uid, '198.51.100.1')).statusCode).toBe(401);
      expect((await failFrom(behindProxy.app, user.uid, '198.51.100.1')).statusCode).toBe(401);
      expect((await failFrom(behindProxy.app, user.uid, '198.51.100.1')).statusCode).toBe(429);
      // another client behind the same proxy is a different address
      expect((await failFrom(behindProxy.app, user.uid, '198.51.100.2')).statusCode).toBe(401);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and takes true or proxy addresses and ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,::1,loopback' }).TRUST_PROXY).toEqual(
      ['10.0.0.1', '172.16.0.0/12', '::1', 'loopback'],
    );
  });

  it.each(['2', 'proxy.example.org', '10.0.0.0/33', '10.0.0.1/8/1'])(
    'stops the server on %j with a message',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});
