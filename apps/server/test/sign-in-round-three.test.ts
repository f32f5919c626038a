import { randomBytes, scryptSync } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@form-a/domain/messages';
import { loadConfig } from '../src/config';
import { loginThrottle, users } from '../src/db/schema';
import { insertUser } from '../src/modules/auth/repository';
import { weakPasswordMessage } from '../src/modules/auth/password-policy';
import { tellOwnerAt } from '../src/modules/auth/service';
import { bearer, createTestContext, TEST_PASSWORD, type TestContext } from './helper';

/** Sign-in, round three (ADR 047): one counter per account, back-off, argon2id. */

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({
    // email on, so that the owner's notice also queues an email (no server needed: not sent here)
    config: { SMTP_HOST: '127.0.0.1', SMTP_PORT: 9 },
  });
});
afterAll(async () => ctx?.close());

const signIn = (uid: string, password: string, address: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { uid, password },
    remoteAddress: address,
  });

/** What a back-off would have waited, taken as waited (no test sleeps for minutes). */
const endBackOff = (userId: number) =>
  ctx.database.db
    .update(loginThrottle)
    .set({ blockedUntil: new Date(Date.now() - 1000) })
    .where(eq(loginThrottle.key, `login-account:${userId}`));

describe('a lock-out nobody can keep up', () => {
  const withDevice = (uid: string, password: string, address: string, device?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { uid, password },
      remoteAddress: address,
      ...(device ? { cookies: { forma_device: device } } : {}),
    });
  const deviceOf = (response: Awaited<ReturnType<typeof withDevice>>) =>
    response.cookies.find((cookie) => cookie.name === 'forma_device');

  it("lets the owner's browser in while someone guesses on at every pause's end", async () => {
    const user = await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Agra' });
    const first = await withDevice(user.uid, TEST_PASSWORD, '192.0.2.60');
    expect(first.statusCode).toBe(200);
    const device = deviceOf(first)!;
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });

    for (let address = 1; address <= 10; address += 1)
      await withDevice(user.uid, `guess-${address}`, `203.0.113.${address}`);
    // The attacker waits out each pause and guesses again, as Retry-After invites.
    for (let round = 0; round < 4; round += 1) {
      await endBackOff(user.id);
      expect((await withDevice(user.uid, `later-${round}`, '203.0.113.77')).statusCode).toBe(401);

      // a browser without the cookie, or with a forged or another account's one, waits
      expect((await withDevice(user.uid, TEST_PASSWORD, '192.0.2.60')).statusCode).toBe(429);
      const forged = device.value.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
      expect((await withDevice(user.uid, TEST_PASSWORD, '192.0.2.60', forged)).statusCode).toBe(
        429,
      );
      // the owner's own browser is let in at once
      const owner = await withDevice(user.uid, TEST_PASSWORD, '192.0.2.60', device.value);
      expect(owner.statusCode, owner.body).toBe(200);
    }
  });

  it('answers an unknown login the way it answers an account: the pause tells nobody who exists', async () => {
    const user = await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Agra' });
    const codes = async (login: string, prefix: string) => {
      const seen: number[] = [];
      for (let address = 1; address <= 11; address += 1)
        seen.push((await withDevice(login, 'wrong-password', `${prefix}.${address}`)).statusCode);
      return seen;
    };
    const real = await codes(user.uid, '198.18.1');
    const unknown = await codes(`nobody-${user.uid}`, '198.18.2');
    expect(unknown).toEqual(real);
    expect(real.at(-1)).toBe(429);
  });
});

describe('one failure count per account', () => {
  it('UID and email share one counter', async () => {
    const user = await ctx.createUser({ role: 'UVVOLUNTER' });
    const address = '198.51.100.20';
    // LOGIN_MAX_FAILURES (5) per account and address: three by UID and two by email use it up
    for (let i = 0; i < 3; i += 1)
      expect((await signIn(user.uid, 'wrong-password', address)).statusCode).toBe(401);
    for (let i = 0; i < 2; i += 1)
      expect((await signIn(user.email.toUpperCase(), 'wrong-password', address)).statusCode).toBe(
        401,
      );
    const byEmail = await signIn(user.email, TEST_PASSWORD, address);
    expect(byEmail.statusCode).toBe(429);
    expect(byEmail.json().error.code).toBe('RATE_LIMITED');
    expect((await signIn(user.uid, TEST_PASSWORD, address)).statusCode).toBe(429);
  });

  it('10 addresses × 5 guesses on one account are refused past the per-account limit, for minutes at most', async () => {
    const user = await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Agra' });
    const codes: number[] = [];
    for (let address = 1; address <= 10; address += 1) {
      for (let guess = 0; guess < 5; guess += 1) {
        const login = guess % 2 === 0 ? user.uid : user.email;
        codes.push(
          (await signIn(login, `guess-${address}-${guess}`, `203.0.113.${address}`)).statusCode,
        );
      }
    }
    // LOGIN_MAX_FAILURES_PER_ACCOUNT (10) guesses are checked; the other 40 are refused unchecked
    expect(codes.filter((code) => code === 401)).toHaveLength(10);
    expect(codes.filter((code) => code === 429)).toHaveLength(40);
    expect(codes.slice(0, 10).every((code) => code === 401)).toBe(true);

    // The owner, from an address of her own, waits the back-off too: 30 s after the 10th failure.
    const owner = await signIn(user.uid, TEST_PASSWORD, '192.0.2.44');
    expect(owner.statusCode).toBe(429);
    const wait = Number(owner.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30);

    // Each further failure doubles the pause, up to LOGIN_BACKOFF_MAX_SECONDS (300 s): the
    // attacker gets one guess per pause, the owner waits at most five minutes after the last.
    const pauses: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      await endBackOff(user.id);
      // from a new address each time: the per-address limit is not what is under test here
      const address = `203.0.113.${100 + round}`;
      expect((await signIn(user.uid, `later-${round}`, address)).statusCode).toBe(401);
      pauses.push(
        Number((await signIn(user.uid, TEST_PASSWORD, '192.0.2.44')).headers['retry-after']),
      );
    }
    expect(pauses.map((pause) => Math.round(pause / 10) * 10)).toEqual([
      60, 120, 240, 300, 300, 300,
    ]);

    // Once the pause is over the owner signs in, and her count starts again.
    await endBackOff(user.id);
    const back = await signIn(user.email, TEST_PASSWORD, '192.0.2.44');
    expect(back.statusCode, back.body).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, `login-account:${user.id}`));
    expect(rows).toEqual([]);

    // She was told: in the bell, and by email through the outbox.
    const bell = await ctx.app.inject({
      url: '/api/notifications',
      headers: bearer(back.json().token),
    });
    const notices = (
      bell.json().items as Array<{ id: number; kind: string; params: { failures: number } }>
    ).filter((item) => item.kind === 'account.sign-in-failures');
    expect(notices.map((notice) => notice.params.failures)).toEqual([10]);
    const queued = await ctx.database.db.execute(
      sql`SELECT kind FROM outbox WHERE idempotency_key = ${`notification-${notices[0]!.id}`}`,
    );
    expect((queued as unknown as { rows: unknown[] }).rows).toEqual([
      { kind: 'email.notification' },
    ]);
  });

  it('tells the owner at the limit and at each doubling of it, not at every guess', () => {
    const told = Array.from({ length: 90 }, (_, i) => i + 1).filter((n) => tellOwnerAt(n, 10));
    expect(told).toEqual([10, 20, 40, 80]);
  });
});

describe('password hashes', () => {
  it('are argon2id with OWASP’s parameters by default', async () => {
    const user = await ctx.createUser({ role: 'UVVOLUNTER' });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
  });

  it('of the scrypt era still verify, and are upgraded to argon2id at the next successful sign-in', async () => {
    // the format of ADR 004: scrypt$N$r$p$salt$key, N = 2^15
    const salt = randomBytes(16);
    const key = scryptSync(TEST_PASSWORD.normalize('NFKC'), salt, 32, {
      N: 2 ** 15,
      r: 8,
      p: 1,
      maxmem: 128 * 1024 * 1024,
    });
    const legacy = ['scrypt', 2 ** 15, 8, 1, salt.toString('base64'), key.toString('base64')].join(
      '$',
    );
    const row = await insertUser(ctx.database.db, {
      uid: 'legacy-scrypt',
      email: 'legacy-scrypt@test.example',
      name: 'Legacy Hash',
      passwordHash: legacy,
      role: 'UVVOLUNTER',
    });
    const stored = async () =>
      (await ctx.database.db.select().from(users).where(eq(users.id, row.id)))[0]!.passwordHash;

    expect((await signIn('legacy-scrypt', 'not-the-password', '198.51.100.30')).statusCode).toBe(
      401,
    );
    expect(await stored()).toBe(legacy);
    expect((await signIn('legacy-scrypt', TEST_PASSWORD, '198.51.100.30')).statusCode).toBe(200);
    const upgraded = await stored();
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await signIn('legacy-scrypt', TEST_PASSWORD, '198.51.100.30')).statusCode).toBe(200);
    expect(await stored()).toBe(upgraded);
    expect((await signIn('legacy-scrypt', 'not-the-password', '198.51.100.30')).statusCode).toBe(
      401,
    );
  });

  it('cost no less than OWASP’s minimum in production', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://portal.example.org',
      // what production needs beside (ADR 046), so that only the hash cost is under test
      SECOND_FACTOR_KEY: randomBytes(32).toString('base64'),
    };
    const config = loadConfig(production);
    expect([
      config.PASSWORD_HASH_MEMORY_KIB,
      config.PASSWORD_HASH_PASSES,
      config.PASSWORD_HASH_PARALLELISM,
    ]).toEqual([19456, 2, 1]);
    // OWASP's equivalents are accepted; anything cheaper stops the server
    expect(() =>
      loadConfig({ ...production, PASSWORD_HASH_MEMORY_KIB: '7168', PASSWORD_HASH_PASSES: '5' }),
    ).not.toThrow();
    expect(() => loadConfig({ ...production, PASSWORD_HASH_MEMORY_KIB: '4096' })).toThrow(
      /PASSWORD_HASH_MEMORY_KIB/,
    );
    expect(() =>
      loadConfig({ ...production, PASSWORD_HASH_MEMORY_KIB: '19456', PASSWORD_HASH_PASSES: '1' }),
    ).toThrow(/OWASP/);
  });
});

describe('the password policy', () => {
  it.each([
    'पासवर्ड१२३४५',
    'राधेराधे२०२४',
    'मेरानाम१२३४५६',
    'jaishriram@123',
    'Omsairam@1234',
    'Jaimatadi#2025',
    'India@12345',
    'Bigbasket@2024',
    'pyaar1234567',
  ])('refuses the common Indian password %j', (password) => {
    expect(weakPasswordMessage(password)).toBe('auth.passwordTooCommon');
  });

  it('accepts a Hindi passphrase', () => {
    expect(weakPasswordMessage('गुलाबी हाथी नदी किनारे')).toBeUndefined();
  });

  it("answers 'पासवर्ड१२३४५' at sign-up with the field message", async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '198.51.100.40',
      payload: {
        name: 'Naya Sadasya',
        email: 'naya@test.example',
        password: 'पासवर्ड१२३४५',
        acceptTerms: true,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ password: AUTH_MESSAGES.passwordTooCommon });
  });
});
