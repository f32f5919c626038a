import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config';
import type { Db } from '../src/db/client';
import { hashPassword } from '../src/modules/auth/password';
import { findUserByLogin, insertUser } from '../src/modules/auth/repository';
import { AuthService } from '../src/modules/auth/service';
import { bearer, createTestContext, TEST_PASSWORD, type TestContext } from './helper';

/**
 * Everything the server logs while auth calls run, and while an insert fails in the database,
 * must hold no password, hash, token or email (ADR 021).
 */
const lines: string[] = [];
let ctx: TestContext;

/** Sign-up that inserts its row twice: a real unique violation from the driver, with params. */
class DoubleInsertSignUp extends AuthService {
  constructor(
    private readonly database: Db,
    config: Config,
  ) {
    super(database, config);
  }

  override async register(input: {
    name: string;
    email: string;
    password: string;
  }): Promise<never> {
    const values = {
      uid: input.email.toLowerCase(),
      email: input.email,
      name: input.name,
      passwordHash: await hashPassword(input.password),
    };
    await insertUser(this.database, values);
    await insertUser(this.database, values);
    throw new Error('the second insert should have failed');
  }
}

beforeAll(async () => {
  ctx = await createTestContext({
    config: { LOG_LEVEL: 'trace' },
    logStream: { write: (line: string) => void lines.push(line) },
  });
});
afterAll(async () => ctx?.close());

describe('the log', () => {
  it('carries no secret or email through sign-in, sign-up, password change and a failed insert', async () => {
    const user = await ctx.createUser({ role: 'UVVOLUNTER' });
    const session = await ctx.login(user.uid);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { uid: user.email, password: 'Wrong-pass-77' },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Log Person',
        email: 'log.person@example.org',
        password: 'Sign-up-secret-91',
        acceptTerms: true,
      },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(session.token),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Changed-secret-55' },
    });
    await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: session.cookie } });
    // what a reviewer types into a list filter travels in the query string
    await ctx.app.inject({
      url: '/api/registrations?view=all&filterField=email&filterOperator=contains&filterValue=priya.filter%40example.org',
      headers: bearer(session.token),
    });

    const auth = ctx.app.services.auth;
    ctx.app.services.auth = new DoubleInsertSignUp(ctx.database.db, ctx.app.config);
    const crash = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Crash Person',
        email: 'crash.person@example.org',
        password: 'Crash-secret-63',
        acceptTerms: true,
      },
    });
    ctx.app.services.auth = auth;
    expect(crash.statusCode).toBe(500);
    const stored = await findUserByLogin(ctx.database.db, 'crash.person@example.org');

    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('/api/registrations');
    expect(log).toContain('Failed query: insert into');
    for (const secret of [
      TEST_PASSWORD,
      'Wrong-pass-77',
      'Sign-up-secret-91',
      'Changed-secret-55',
      'Crash-secret-63',
      session.token,
      session.cookie.split('=')[1]!,
      stored!.passwordHash,
      stored!.passwordHash.split('$')[5]!,
      'scrypt$',
      user.email,
      'log.person@example.org',
      'crash.person@example.org',
      'priya.filter',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });
});
