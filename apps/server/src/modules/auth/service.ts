import { createHash, randomBytes } from 'node:crypto';
import { AUTH_MESSAGES } from '@form-a/domain/messages';
import type { SessionUser, SignUpInput } from '@form-a/domain/schemas/auth';
import { roleCodeSchema } from '@form-a/domain/roles';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError, conflict } from '../../lib/app-error';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import * as repo from './repository';

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

function throttleKeys(login: string, ip: string) {
  return {
    pair: `login:${login.trim().toLowerCase()}|ip:${ip}`,
    ip: `ip:${ip}`,
  };
}

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {}

  private async assertNotThrottled(keys: { pair: string; ip: string }, now: Date) {
    const rows = await repo.readThrottle(this.db, [keys.pair, keys.ip]);
    const windowMs = this.config.LOGIN_LOCK_SECONDS * 1000;
    for (const row of rows) {
      const limit =
        row.key === keys.ip
          ? this.config.LOGIN_MAX_FAILURES_PER_IP
          : this.config.LOGIN_MAX_FAILURES;
      const windowEnds = row.windowStartedAt.getTime() + windowMs;
      if (row.failures >= limit && windowEnds > now.getTime()) {
        const retryAfter = Math.ceil((windowEnds - now.getTime()) / 1000);
        throw new AppError(429, 'RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts, undefined, {
          'retry-after': String(retryAfter),
        });
      }
    }
  }

  async login(input: { uid: string; password: string; remember: boolean }, ip: string) {
    const now = new Date();
    const keys = throttleKeys(input.uid, ip);
    await this.assertNotThrottled(keys, now);

    const user = await repo.findUserByLogin(this.db, input.uid);
    const passwordOk = user
      ? await verifyPassword(input.password, user.passwordHash)
      : (await burnPasswordCheck(input.password), false);
    if (!user || !passwordOk || !user.active) {
      await repo.recordFailure(this.db, keys.pair, now, this.config.LOGIN_LOCK_SECONDS);
      await repo.recordFailure(this.db, keys.ip, now, this.config.LOGIN_LOCK_SECONDS);
      throw new AppError(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
    }
    await repo.clearThrottle(this.db, keys.pair);

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

  async register(input: SignUpInput) {
    const email = input.email.trim();
    if (await repo.emailOrUidTaken(this.db, email)) {
      throw conflict(AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
    }
    // A signed-up user signs in with the email (or this UID); an administrator grants the role.
    await repo.insertUser(this.db, {
      uid: email.toLowerCase(),
      email,
      name: input.name.trim(),
      passwordHash: await hashPassword(input.password),
      role: null,
    });
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
  ) {
    const user = await repo.findUserById(this.db, userId);
    if (!user || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
      throw new AppError(400, 'VALIDATION_FAILED', AUTH_MESSAGES.currentPasswordWrong, {
        currentPassword: AUTH_MESSAGES.currentPasswordWrong,
      });
    }
    const passwordHash = await hashPassword(input.newPassword);
    await this.db.transaction(async (tx) => {
      await repo.updatePasswordHash(tx, userId, passwordHash);
      // Other devices signed in with the old password lose their sessions.
      await repo.revokeUserSessions(tx, userId, new Date(), tokenHash);
    });
    return { message: AUTH_MESSAGES.passwordChanged };
  }
}
