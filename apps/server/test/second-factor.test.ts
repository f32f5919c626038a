import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Secret } from 'otpauth';
import { PERMISSIONS } from '@form-a/domain/permissions';
import { SECOND_FACTOR_MESSAGES } from '@form-a/domain/messages';
import { ConfigError, loadConfig } from '../src/config';
import { secondFactorLogs, secondFactorRecoveryCodes, secondFactors } from '../src/db/schema';
import { SecretBox } from '../src/modules/second-factor/secret-box';
import { matchingStep, totpCode } from '../src/modules/second-factor/totp';
import { bearer, createTestContext, TEST_PASSWORD, type TestContext } from './helper';

// ADR 046: approvers and administrators finish signing in with a TOTP code (or a recovery code);
// until then their session answers nothing but the second step.

const KEY = randomBytes(32).toString('base64');
let ctx: TestContext;

beforeAll(async () => {
  // The roles of a real install (the helper turns the factor off for the other suites).
  ctx = await createTestContext({
    config: {
      SECOND_FACTOR_ROLES: 'DBAPPROVER,ADMIN',
      SECOND_FACTOR_KEY: KEY,
      LOGIN_MAX_FAILURES: 5,
    },
  });
});
afterAll(async () => ctx?.close());

const secretOf = (base32: string) => Buffer.from(Secret.fromBase32(base32).bytes);
/** The code an authenticator app shows `offsetMs` from now. */
const codeAt = (secret: Buffer, offsetMs = 0) => totpCode(secret, Date.now() + offsetMs);

async function passwordStep(uid: string, cookie?: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { uid, password: TEST_PASSWORD, remember: true },
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { token: string; expiresAt: string; secondFactor?: string };
}

async function post(url: string, token: string, payload?: object) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
}

/** Signs in and enrols through the API, as the enrolment screen does. */
async function enrolled(role: 'DBAPPROVER' | 'ADMIN') {
  const user = await ctx.createUser({ role });
  const pending = await passwordStep(user.uid);
  expect(pending.secondFactor).toBe('enrol');
  const start = await post('/api/auth/second-factor/enrolment', pending.token);
  expect(start.statusCode).toBe(200);
  const secret = secretOf(start.json().secret);
  const confirm = await post('/api/auth/second-factor/enrolment/confirm', pending.token, {
    code: codeAt(secret),
  });
  expect(confirm.statusCode).toBe(200);
  return {
    ...user,
    secret,
    token: confirm.json().token as string,
    recoveryCodes: confirm.json().recoveryCodes as string[],
  };
}

async function logEvents(userId: number) {
  const rows = await ctx.database.db
    .select()
    .from(secondFactorLogs)
    .where(eq(secondFactorLogs.userId, userId))
    .orderBy(secondFactorLogs.id);
  return rows.map((row) => ({ event: row.event, actorId: row.actorId }));
}

describe('a role that does not need the second factor', () => {
  it('signs in with the password alone, as before', async () => {
    for (const role of ['BBRANCHSEC', 'UVVOLUNTER', 'DATAVIEWER'] as const) {
      const user = await ctx.createUser({ role, branch: role === 'BBRANCHSEC' ? 'Agra' : null });
      const login = await passwordStep(user.uid);
      expect(login.secondFactor).toBeUndefined();
      const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(login.token) });
      expect(me.statusCode).toBe(200);
      const status = await ctx.app.inject({
        url: '/api/auth/second-factor',
        headers: bearer(login.token),
      });
      expect(status.json().state).toBe('complete');
    }
  });
});

describe('the pending session', () => {
  it('is short and answers no route but the second step and sign-out', async () => {
    const approver = await ctx.createUser({ role: 'DBAPPROVER' });
    const pending = await passwordStep(approver.uid);
    expect(pending.secondFactor).toBe('enrol');
    const lifetime = new Date(pending.expiresAt).getTime() - Date.now();
    expect(lifetime).toBeLessThanOrEqual(15 * 60 * 1000);
    expect(lifetime).toBeGreaterThan(14 * 60 * 1000);

    const refused: string[] = [];
    const checked: string[] = [];
    for (const route of ctx.app.declaredRoutes) {
      if (route.method === 'HEAD') continue;
      if (route.permission === 'public' || route.permission === 'second-factor') continue;
      const url = route.url.replace(/:(\w+)/g, (_m, name: string) =>
        name === 'id' ? '1' : name === 'uid' ? 'NOPE00000000J' : 'IN',
      );
      const response = await ctx.app.inject({
        method: route.method as 'GET',
        url,
        headers: bearer(pending.token),
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      checked.push(`${route.method} ${route.url}`);
      if (response.statusCode !== 403 || response.json().error.code !== 'SECOND_FACTOR_REQUIRED') {
        refused.push(`${route.method} ${route.url}: ${response.statusCode}`);
      }
    }
    expect(checked.length).toBeGreaterThan(30);
    expect(checked).toContain('GET /api/auth/me');
    expect(checked).toContain('GET /api/registrations');
    expect(refused).toEqual([]);

    const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(pending.token) });
    expect(me.json().error).toMatchObject({
      code: 'SECOND_FACTOR_REQUIRED',
      message: SECOND_FACTOR_MESSAGES.required,
      messageKey: 'secondFactor.required',
    });
    const status = await ctx.app.inject({
      url: '/api/auth/second-factor',
      headers: bearer(pending.token),
    });
    expect(status.json()).toEqual({
      state: 'enrol',
      user: { uid: approver.uid, name: `Test ${approver.uid}` },
      rememberDays: 30,
    });
    const logout = await post('/api/auth/logout', pending.token);
    expect(logout.statusCode).toBe(204);
    const after = await ctx.app.inject({
      url: '/api/auth/second-factor',
      headers: bearer(pending.token),
    });
    expect(after.statusCode).toBe(401);
  });

  it('the permission table grants "second-factor" to every session', () => {
    expect(PERMISSIONS['second-factor']).toBe('signed-in');
  });
});

describe('enrolment', () => {
  it('shows a secret and QR code, refuses a wrong code, then sets the factor up with ten recovery codes', async () => {
    const admin = await ctx.createUser({ role: 'ADMIN' });
    const pending = await passwordStep(admin.uid);
    expect(pending.secondFactor).toBe('enrol');

    const start = await post('/api/auth/second-factor/enrolment', pending.token);
    expect(start.statusCode).toBe(200);
    const { secret: base32, uri, qrDataUrl } = start.json();
    expect(base32).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${base32}`);
    expect(qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const secret = secretOf(base32);

    // at rest: sealed, never the secret itself
    const [row] = await ctx.database.db
      .select()
      .from(secondFactors)
      .where(eq(secondFactors.userId, admin.id));
    expect(row!.secret).toMatch(/^v1\./);
    expect(row!.secret).not.toContain(base32);
    expect(row!.secret).not.toContain(secret.toString('base64url'));
    expect(row!.confirmedAt).toBeNull();

    const wrongCode = String((Number(codeAt(secret)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await post('/api/auth/second-factor/enrolment/confirm', pending.token, {
      code: wrongCode,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ code: SECOND_FACTOR_MESSAGES.codeWrong });

    const confirm = await post('/api/auth/second-factor/enrolment/confirm', pending.token, {
      code: codeAt(secret),
    });
    expect(confirm.statusCode).toBe(200);
    const body = confirm.json();
    expect(body.recoveryCodes).toHaveLength(10);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    for (const code of body.recoveryCodes) expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    expect(String(confirm.headers['set-cookie'])).toMatch(/forma_session=/);

    // the pending token is spent; the new one is a full session
    expect(body.token).not.toBe(pending.token);
    const stale = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(pending.token) });
    expect(stale.statusCode).toBe(401);
    const users = await ctx.app.inject({ url: '/api/users', headers: bearer(body.token) });
    expect(users.statusCode).toBe(200);
    expect(
      users.json().items.find((item: { uid: string }) => item.uid === admin.uid)
        .secondFactorEnrolled,
    ).toBe(true);

    expect(await logEvents(admin.id)).toEqual([{ event: 'enrolled', actorId: null }]);
    // recovery codes are kept as hashes only
    const stored = await ctx.database.db
      .select({ codeHash: secondFactorRecoveryCodes.codeHash })
      .from(secondFactorRecoveryCodes)
      .where(eq(secondFactorRecoveryCodes.userId, admin.id));
    expect(stored).toHaveLength(10);
    const hashes = JSON.stringify(stored);
    for (const code of body.recoveryCodes) expect(hashes).not.toContain(code.replaceAll('-', ''));

    // set up once: a second enrolment cannot replace it
    const again = await passwordStep(admin.uid);
    expect(again.secondFactor).toBe('verify');
    const restart = await post('/api/auth/second-factor/enrolment', again.token);
    expect(restart.statusCode).toBe(409);
  });

  it('refuses enrolment and codes to a full session', async () => {
    const approver = await enrolled('DBAPPROVER');
    expect((await post('/api/auth/second-factor/enrolment', approver.token)).statusCode).toBe(409);
    const verify = await post('/api/auth/second-factor/verify', approver.token, {
      code: codeAt(approver.secret, 30_000),
    });
    expect(verify.statusCode).toBe(409);
  });
});

describe('signing in once enrolled', () => {
  it('needs a right code; a code is good once, even within its window', async () => {
    const approver = await enrolled('DBAPPROVER');

    const first = await passwordStep(approver.uid);
    expect(first.secondFactor).toBe('verify');
    const wrongCode = String((Number(codeAt(approver.secret, 30_000)) + 7) % 1_000_000).padStart(
      6,
      '0',
    );
    const wrong = await post('/api/auth/second-factor/verify', first.token, { code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.code).toBe(SECOND_FACTOR_MESSAGES.codeWrong);
    const blocked = await ctx.app.inject({
      url: '/api/registrations/counts',
      headers: bearer(first.token),
    });
    expect(blocked.statusCode).toBe(403);

    // the enrolment took the current step: the next one is the first good code
    const code = codeAt(approver.secret, 30_000);
    const ok = await post('/api/auth/second-factor/verify', first.token, { code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ usedRecoveryCode: false, recoveryCodesLeft: 10 });
    const list = await ctx.app.inject({
      url: '/api/registrations/counts',
      headers: bearer(ok.json().token),
    });
    expect(list.statusCode).toBe(200);

    const second = await passwordStep(approver.uid);
    const reuse = await post('/api/auth/second-factor/verify', second.token, { code });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error.fields.code).toBe(SECOND_FACTOR_MESSAGES.codeUsed);
    // an older code than the last one taken is no better
    const older = await post('/api/auth/second-factor/verify', second.token, {
      code: codeAt(approver.secret),
    });
    expect(older.statusCode).toBe(400);
  });

  it('takes each recovery code once, as typed in any case and without dashes', async () => {
    const approver = await enrolled('DBAPPROVER');
    const [code] = approver.recoveryCodes as [string];

    const first = await passwordStep(approver.uid);
    const used = await post('/api/auth/second-factor/verify', first.token, {
      code: code.replaceAll('-', '').toLowerCase(),
    });
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ usedRecoveryCode: true, recoveryCodesLeft: 9 });

    const second = await passwordStep(approver.uid);
    const again = await post('/api/auth/second-factor/verify', second.token, { code });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields.code).toBe(SECOND_FACTOR_MESSAGES.codeWrong);
    const other = await post('/api/auth/second-factor/verify', second.token, {
      code: approver.recoveryCodes[1],
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().recoveryCodesLeft).toBe(8);

    expect(await logEvents(approver.id)).toEqual([
      { event: 'enrolled', actorId: null },
      { event: 'recovery-code-used', actorId: null },
      { event: 'recovery-code-used', actorId: null },
    ]);
  });

  it('throttles guesses per account: after the limit even the right code gets 429', async () => {
    const approver = await enrolled('DBAPPROVER');
    const pending = await passwordStep(approver.uid);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await post('/api/auth/second-factor/verify', pending.token, {
        code: '000000' === codeAt(approver.secret, 30_000) ? '111111' : '000000',
      });
      expect(wrong.statusCode).toBe(400);
    }
    const right = await post('/api/auth/second-factor/verify', pending.token, {
      code: codeAt(approver.secret, 30_000),
    });
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
    expect(right.json().error.message).toBe(SECOND_FACTOR_MESSAGES.tooManyAttempts);
    // a new password step does not reset the count
    const again = await passwordStep(approver.uid);
    const still = await post('/api/auth/second-factor/verify', again.token, {
      code: approver.recoveryCodes[0],
    });
    expect(still.statusCode).toBe(429);
  });
});

describe('remember this browser', () => {
  function browserCookie(setCookie: unknown): string {
    const line = [setCookie]
      .flat()
      .map(String)
      .find((entry) => entry.startsWith('forma_second_factor='));
    expect(line).toBeDefined();
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Strict/i);
    expect(line).toMatch(/Path=\/api\/auth/);
    return line!.split(';')[0]!;
  }

  it('skips the second step on that browser for that user until revoked', async () => {
    const approver = await enrolled('DBAPPROVER');
    const pending = await passwordStep(approver.uid);
    const verified = await post('/api/auth/second-factor/verify', pending.token, {
      code: codeAt(approver.secret, 30_000),
      rememberBrowser: true,
    });
    expect(verified.statusCode).toBe(200);
    const cookie = browserCookie(verified.headers['set-cookie']);

    const remembered = await passwordStep(approver.uid, cookie);
    expect(remembered.secondFactor).toBeUndefined();
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(remembered.token) });
    expect(me.statusCode).toBe(200);

    // without the cookie, or for another account on the same browser, the step is due
    expect((await passwordStep(approver.uid)).secondFactor).toBe('verify');
    const colleague = await enrolled('DBAPPROVER');
    expect((await passwordStep(colleague.uid, cookie)).secondFactor).toBe('verify');

    // a password change revokes it
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(remembered.token),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Another-long-passphrase-91' },
    });
    expect(change.statusCode).toBe(200);
    const afterChange = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { uid: approver.uid, password: 'Another-long-passphrase-91' },
      headers: { cookie },
    });
    expect(afterChange.json().secondFactor).toBe('verify');
  });

  it('is not offered when SECOND_FACTOR_REMEMBER_DAYS is 0', async () => {
    const other = await createTestContext({
      config: {
        SECOND_FACTOR_ROLES: 'DBAPPROVER',
        SECOND_FACTOR_KEY: KEY,
        SECOND_FACTOR_REMEMBER_DAYS: 0,
      },
    });
    try {
      const user = await other.createUser({ role: 'DBAPPROVER' });
      const login = await other.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { uid: user.uid, password: TEST_PASSWORD },
      });
      const token = login.json().token as string;
      const status = await other.app.inject({
        url: '/api/auth/second-factor',
        headers: bearer(token),
      });
      expect(status.json().rememberDays).toBe(0);
      const start = await other.app.inject({
        method: 'POST',
        url: '/api/auth/second-factor/enrolment',
        headers: bearer(token),
      });
      const confirm = await other.app.inject({
        method: 'POST',
        url: '/api/auth/second-factor/enrolment/confirm',
        headers: bearer(token),
        payload: { code: codeAt(secretOf(start.json().secret)), rememberBrowser: true },
      });
      expect(confirm.statusCode).toBe(200);
      expect(String(confirm.headers['set-cookie'])).not.toMatch(/forma_second_factor=/);
    } finally {
      await other.close();
    }
  });
});

describe("the administrator's reset", () => {
  it('removes the factor, ends the sessions and remembered browsers, and is logged', async () => {
    const admin = await enrolled('ADMIN');
    const approver = await enrolled('DBAPPROVER');
    const pending = await passwordStep(approver.uid);
    const verified = await post('/api/auth/second-factor/verify', pending.token, {
      code: codeAt(approver.secret, 30_000),
      rememberBrowser: true,
    });
    const cookie = String(verified.headers['set-cookie'])
      .split(/,(?=\s*forma_)/)
      .map((entry) => entry.trim())
      .find((entry) => entry.startsWith('forma_second_factor='))!
      .split(';')[0]!;

    const forbidden = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${admin.id}/second-factor`,
      headers: bearer(verified.json().token),
    });
    expect(forbidden.statusCode).toBe(403);

    const reset = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${approver.id}/second-factor`,
      headers: bearer(admin.token),
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user).toMatchObject({ uid: approver.uid, secondFactorEnrolled: false });

    // signed out everywhere, and the remembered browser is forgotten
    const me = await ctx.app.inject({
      url: '/api/auth/me',
      headers: bearer(verified.json().token),
    });
    expect(me.statusCode).toBe(401);
    const next = await passwordStep(approver.uid, cookie);
    expect(next.secondFactor).toBe('enrol');

    expect(await logEvents(approver.id)).toEqual([
      { event: 'enrolled', actorId: null },
      { event: 'reset', actorId: admin.id },
    ]);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${approver.id}/second-factor`,
      headers: bearer(admin.token),
    });
    expect(again.statusCode).toBe(409);
    const missing = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/999999/second-factor',
      headers: bearer(admin.token),
    });
    expect(missing.statusCode).toBe(404);
  });

  it("answers an id beyond the accounts' integer range with 400, not 500 (found by fuzz.test.ts)", async () => {
    const admin = await enrolled('ADMIN');
    for (const [method, url, payload] of [
      ['DELETE', '/api/users/2147483648/second-factor', undefined],
      ['PATCH', '/api/users/2147483648', { active: true }],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url,
        headers: bearer(admin.token),
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json().error.fields).toHaveProperty('id');
    }
  });

  it('writes a log that cannot be rewritten', async () => {
    const refusal = async (statement: ReturnType<typeof sql>) => {
      try {
        await ctx.database.db.execute(statement);
        return 'done';
      } catch (error) {
        const cause = (error as { cause?: unknown }).cause;
        return String(cause instanceof Error ? cause.message : error);
      }
    };
    // The app runs as forma_app, which has no UPDATE or DELETE on the log at all (ADR 024).
    const refused = /permission denied for table second_factor_logs/;
    expect(await refusal(sql`UPDATE second_factor_logs SET event = 'rewritten'`)).toMatch(refused);
    expect(await refusal(sql`DELETE FROM second_factor_logs`)).toMatch(refused);
  });
});

describe('the codes', () => {
  it('are RFC 6238 codes (its SHA-1 test vectors, 6 digits)', () => {
    const secret = Buffer.from('12345678901234567890');
    expect(totpCode(secret, 59_000)).toBe('287082');
    expect(totpCode(secret, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(secret, 1_234_567_890_000)).toBe('005924');
    // one step either side is accepted, and the step is what the reuse rule keeps
    const now = 1_234_567_890_000;
    const step = Math.floor(now / 30_000);
    expect(matchingStep(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchingStep(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchingStep(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1);
    expect(matchingStep(secret, totpCode(secret, now + 60_000), now)).toBeNull();
    expect(matchingStep(secret, 'abcdef', now)).toBeNull();
  });
});

describe('the secret at rest', () => {
  it('opens only under its key and for its own account', () => {
    const key = randomBytes(32);
    const box = new SecretBox(key);
    const secret = randomBytes(20);
    const sealed = box.seal(7, secret);
    expect(box.open(7, sealed)).toEqual({ secret, stale: false });
    expect(() => box.open(8, sealed)).toThrow();
    expect(() => new SecretBox(randomBytes(32)).open(7, sealed)).toThrow(/unknown key/);
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'BB' : 'AA');
    expect(() => box.open(7, tampered)).toThrow();
    // after a rotation the old key still opens it, and says it should be sealed again
    expect(new SecretBox(randomBytes(32), key).open(7, sealed)).toEqual({ secret, stale: true });
  });

  it('moves to the new key at the next sign-in after a rotation', async () => {
    const oldKey = randomBytes(32).toString('hex');
    const newKey = randomBytes(32).toString('base64');
    const before = await createTestContext({
      config: { SECOND_FACTOR_ROLES: 'DBAPPROVER', SECOND_FACTOR_KEY: oldKey },
    });
    const signIn = async (app: TestContext['app'], uid: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { uid, password: TEST_PASSWORD },
        })
      ).json().token as string;
    try {
      const user = await before.createUser({ role: 'DBAPPROVER' });
      const token = await signIn(before.app, user.uid);
      const start = await before.app.inject({
        method: 'POST',
        url: '/api/auth/second-factor/enrolment',
        headers: bearer(token),
      });
      const secret = secretOf(start.json().secret);
      await before.app.inject({
        method: 'POST',
        url: '/api/auth/second-factor/enrolment/confirm',
        headers: bearer(token),
        payload: { code: codeAt(secret) },
      });
      const sealedBefore = (
        await before.database.db
          .select()
          .from(secondFactors)
          .where(eq(secondFactors.userId, user.id))
      )[0]!.secret;

      // the same database, served with the rotated keys
      const { buildApp } = await import('../src/app');
      const rotated = await buildApp({
        config: loadConfig(
          {},
          {
            NODE_ENV: 'test',
            LOG_LEVEL: 'silent',
            SECOND_FACTOR_ROLES: 'DBAPPROVER',
            SECOND_FACTOR_KEY: newKey,
            SECOND_FACTOR_PREVIOUS_KEY: oldKey,
          },
        ),
        database: before.database,
      });
      await rotated.ready();
      try {
        const pending = await signIn(rotated, user.uid);
        const verified = await rotated.inject({
          method: 'POST',
          url: '/api/auth/second-factor/verify',
          headers: bearer(pending),
          payload: { code: codeAt(secret, 30_000) },
        });
        expect(verified.statusCode).toBe(200);
        const sealedAfter = (
          await before.database.db
            .select()
            .from(secondFactors)
            .where(eq(secondFactors.userId, user.id))
        )[0]!.secret;
        expect(sealedAfter.split('.')[1]).not.toBe(sealedBefore.split('.')[1]);
        expect(
          new SecretBox(Buffer.from(newKey, 'base64')).open(user.id, sealedAfter).secret,
        ).toEqual(secret);
      } finally {
        await rotated.close();
      }
    } finally {
      await before.close();
    }
  });
});

describe('a secret this server cannot open', () => {
  // a lost or mistyped SECOND_FACTOR_KEY: found in review, it answered 500
  it('answers the code in words with 409, and a recovery code still signs in', async () => {
    const user = await enrolled('DBAPPROVER');
    const foreign = new SecretBox(randomBytes(32)).seal(user.id, user.secret);
    await ctx.database.db
      .update(secondFactors)
      .set({ secret: foreign })
      .where(eq(secondFactors.userId, user.id));

    const pending = await passwordStep(user.uid);
    const refused = await post('/api/auth/second-factor/verify', pending.token, {
      code: codeAt(user.secret, 60_000),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      messageKey: 'secondFactor.unreadable',
      message: SECOND_FACTOR_MESSAGES.unreadable,
    });
    const recovered = await post('/api/auth/second-factor/verify', pending.token, {
      code: user.recoveryCodes[0]!,
    });
    expect(recovered.statusCode).toBe(200);
  });
});

describe('the settings', () => {
  const production = {
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: 'https://portal.example.org',
  } as const;

  it('require the factor for approvers and administrators unless told otherwise', () => {
    // a real install asks approvers and administrators; the developer demo does not, unless set
    expect(loadConfig({}, { NODE_ENV: 'test' }).SECOND_FACTOR_ROLES).toEqual([
      'DBAPPROVER',
      'ADMIN',
    ]);
    expect(loadConfig({}, {}).SECOND_FACTOR_ROLES).toEqual([]);
    expect(loadConfig({}, { SECOND_FACTOR_ROLES: 'DBAPPROVER,ADMIN' }).SECOND_FACTOR_ROLES).toEqual(
      ['DBAPPROVER', 'ADMIN'],
    );
    expect(loadConfig({}, { SECOND_FACTOR_ROLES: 'all' }).SECOND_FACTOR_ROLES).toHaveLength(5);
    expect(loadConfig({}, { SECOND_FACTOR_ROLES: '' }).SECOND_FACTOR_ROLES).toEqual([]);
    expect(() => loadConfig({}, { SECOND_FACTOR_ROLES: 'APPROVER' })).toThrow(
      /SECOND_FACTOR_ROLES must be role codes/,
    );
  });

  it('refuse a production start without the key while a role needs the factor', () => {
    expect(() => loadConfig({}, production)).toThrow(ConfigError);
    expect(() => loadConfig({}, production)).toThrow(/SECOND_FACTOR_KEY: required in production/);
    expect(loadConfig({}, { ...production, SECOND_FACTOR_KEY: KEY }).SECOND_FACTOR_KEY).toBe(KEY);
    expect(loadConfig({}, { ...production, SECOND_FACTOR_ROLES: '' }).SECOND_FACTOR_ROLES).toEqual(
      [],
    );
    expect(() => loadConfig({}, { SECOND_FACTOR_KEY: 'short' })).toThrow(/32 random bytes/);
  });
});
