import { createHash, randomBytes } from 'node:crypto';
import { AUTH_MESSAGES } from '@form-a/domain/messages';
import { refsOf } from '@form-a/domain/message-ref';
import type { SessionUser, SignUpInput } from '@form-a/domain/schemas/auth';
import { roleCodeSchema } from '@form-a/domain/roles';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import { weakPasswordMessage } from './password-policy';
import * as repo from './repository';
import { assertBelowLimit, clearAttempts, countAttempt, recordFailure } from './throttle';

/** Refusals by key: the answer carries the English text and its key (lib/app-error). */
const AUTH_KEYS = refsOf('auth');

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function toSessionUser(row: repo.UserRow): SessionUser {
  const role = roleCodeSchema.safeParse(row.role);
  return {
    id: row.id,
    uid: row.uid,
    name: row.name,
    email: row.email,
    role: role.success ? role.data : null,
    branch: row.branch,
  };
}

function assertStrongPassword(field: string, password: string, userInputs: string[]) {
  const message = weakPasswordMessage(password, userInputs);
  if (message) throw new AppError(400, 'VALIDATION_FAILED', message, { [field]: message });
}

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {}

  /**
   * Failures per (login, IP) and per IP (ADR 005, 021). The IP is the socket's unless
   * TRUST_PROXY names the proxy in front: a client-chosen X-Forwarded-For counts for nothing.
   * The pair is counted before the password check, so parallel guesses at one account cannot
   * outrun it; the IP only on failure, so colleagues behind one address do not block each other.
   */
  async login(input: { uid: string; password: string; remember: boolean }, ip: string) {
    const now = new Date();
    const pair = `login:${input.uid.trim().toLowerCase()}|ip:${ip}`;
    const perIp = `ip:${ip}`;
    const window = this.config.LOGIN_LOCK_SECONDS;
    const message = AUTH_KEYS.tooManyAttempts;
    const ipLimit = [{ key: perIp, limit: this.config.LOGIN_MAX_FAILURES_PER_IP }];
    await assertBelowLimit(this.db, ipLimit, window, message, now);
    await countAttempt(
      this.db,
      [{ key: pair, limit: this.config.LOGIN_MAX_FAILURES }],
      window,
      message,
      now,
    );

    const user = await repo.findUserByLogin(this.db, input.uid);
    const passwordOk = user
      ? await verifyPassword(input.password, user.passwordHash)
      : (await burnPasswordCheck(input.password), false);
    if (!user || !passwordOk || !user.active) {
      await recordFailure(this.db, [perIp], window, now);
      throw new AppError(401, 'INVALID_CREDENTIALS', AUTH_KEYS.invalidCredentials);
    }
    await clearAttempts(this.db, [pair]);

    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + this.config.SESSION_SECONDS * 1000);
    await repo.insertSession(this.db, {
      tokenHash: hashToken(token),
      userId: user.id,
      remember: input.remember,
      expiresAt,
    });
    return { user: toSessionUser(user), token, expiresAt };
  }

  /**
   * The same answer whether the email is new or taken, so sign-up cannot be used to learn who
   * has an account; every attempt counts against the IP and the address, since each costs a
   * password hash.
   */
  async register(input: SignUpInput, ip: string) {
    const email = input.email.trim();
    const name = input.name.trim();
    // Before counting: choosing a better password is not a failed attempt.
    assertStrongPassword('password', input.password, [email, name]);
    await countAttempt(
      this.db,
      [
        { key: `signup-ip:${ip}`, limit: this.config.SIGNUP_MAX_PER_IP },
        { key: `signup-email:${email.toLowerCase()}`, limit: this.config.SIGNUP_MAX_PER_EMAIL },
      ],
      this.config.LOGIN_LOCK_SECONDS,
    );
    // Hashed before knowing whether the row goes in: a taken email takes as long as a new one.
    const passwordHash = await hashPassword(input.password);
    // A signed-up user signs in with the email (or this UID); an administrator grants the role.
    await repo.insertUserIfNew(this.db, { uid: email.toLowerCase(), email, name, passwordHash });
    return { message: AUTH_MESSAGES.registered };
  }

  async resolveSession(token: string) {
    const now = new Date();
    const tokenHash = hashToken(token);
    const found = await repo.findLiveSession(this.db, tokenHash, now);
    if (!found) return null;
    return {
      tokenHash,
      user: toSessionUser(found.user),
      expiresAt: found.session.expiresAt,
      remember: found.session.remember,
    };
  }

  async logout(tokenHash: string) {
    await repo.revokeSession(this.db, tokenHash, new Date());
  }

  async extend(tokenHash: string) {
    const expiresAt = new Date(Date.now() + this.config.SESSION_SECONDS * 1000);
    await repo.setSessionExpiry(this.db, tokenHash, expiresAt);
    return expiresAt;
  }

  async changePassword(
    userId: number,
    tokenHash: string,
    input: { currentPassword: string; newPassword: string },
    ip: string,
  ) {
    const user = await repo.findUserById(this.db, userId);
    if (!user) throw new AppError(401, 'UNAUTHENTICATED', AUTH_KEYS.pleaseSignIn);
    assertStrongPassword('newPassword', input.newPassword, [user.uid, user.email, user.name]);
    const perAccount = `password-user:${userId}`;
    const perIp = `password-ip:${ip}`;
    const window = this.config.LOGIN_LOCK_SECONDS;
    const ipLimit = [{ key: perIp, limit: this.config.LOGIN_MAX_FAILURES_PER_IP }];
    await assertBelowLimit(this.db, ipLimit, window);
    const accountLimit = [{ key: perAccount, limit: this.config.PASSWORD_CHANGE_MAX_FAILURES }];
    await countAttempt(this.db, accountLimit, window);
    if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
      await recordFailure(this.db, [perIp], window);
      throw new AppError(400, 'VALIDATION_FAILED', AUTH_KEYS.currentPasswordWrong, {
        currentPassword: AUTH_KEYS.currentPasswordWrong,
      });
    }
    await clearAttempts(this.db, [perAccount]);
    const passwordHash = await hashPassword(input.newPassword);
    await this.db.transaction(async (tx) => {
      await repo.updatePasswordHash(tx, userId, passwordHash);
      // Other devices signed in with the old password lose their sessions.
      await repo.revokeUserSessions(tx, userId, new Date(), tokenHash);
    });
    return { message: AUTH_MESSAGES.passwordChanged };
  }
}
