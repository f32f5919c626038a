import { createHash, randomBytes } from 'node:crypto';
import { AUTH_MESSAGES } from '@form-a/domain/messages';
import { refsOf } from '@form-a/domain/message-ref';
import type { SessionUser, SignUpInput } from '@form-a/domain/schemas/auth';
import { roleCodeSchema } from '@form-a/domain/roles';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { notifySignInFailures } from '../notifications/notify';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from './password';
import { isKnownDeviceOf, knownDeviceSecret, signKnownDevice } from './known-device';
import { weakPasswordMessage } from './password-policy';
import * as repo from './repository';
import {
  assertBelowLimit,
  claimBackoffAttempt,
  clearAttempts,
  countAttempt,
  recordFailure,
  releaseAttempt,
  type BackoffPolicy,
} from './throttle';

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

/**
 * Whether the owner is told of `failures` failed sign-ins: when they reach the account's limit,
 * and again at twice, four times … that, so an attack is reported without a message per guess.
 */
export function tellOwnerAt(failures: number, limit: number): boolean {
  if (failures < limit || failures % limit !== 0) return false;
  const multiple = failures / limit;
  return (multiple & (multiple - 1)) === 0;
}

function assertStrongPassword(field: string, password: string, userInputs: string[]) {
  const message = weakPasswordMessage(password, userInputs);
  if (message) throw new AppError(400, 'VALIDATION_FAILED', message, { [field]: message });
}

/** The second sign-in step as sign-in needs it (modules/second-factor, ADR 046). */
export interface SecondFactorGate {
  /** null: a full session; else the step still due, and the session is pending */
  stepAfterPassword(
    user: repo.UserRow,
    rememberedBrowser: string | undefined,
  ): Promise<'verify' | 'enrol' | null>;
  /** how long a pending session lives */
  pendingSeconds(): number;
}

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {}

  /**
   * Failures per (account, IP), per account and per IP (ADR 005, 021, 047). The IP is the
   * socket's unless TRUST_PROXY names the proxy in front: a client-chosen X-Forwarded-For counts
   * for nothing. An account has one count whichever of its identities (UID or email) is typed.
   * The pair and the account are counted before the password check, so parallel guesses cannot
   * outrun them; the IP only on failure, so colleagues behind one address do not block each
   * other. The account's own count, across all addresses, backs off instead of locking: past
   * LOGIN_MAX_FAILURES_PER_ACCOUNT each failure pauses its sign-in for longer, up to
   * LOGIN_BACKOFF_MAX_SECONDS, and the owner is told.
   */
  async login(
    input: { uid: string; password: string; remember: boolean },
    ip: string,
    /** the second step (ADR 046), and the "remember this browser" cookie if one came */
    secondStep: { gate: SecondFactorGate; rememberedBrowser: string | undefined },
    /** the device cookie of a browser that signed in before (known-device.ts), if one came */
    knownDevice?: string,
  ) {
    const now = new Date();
    const perIp = `ip:${ip}`;
    const window = this.config.LOGIN_LOCK_SECONDS;
    const message = AUTH_KEYS.tooManyAttempts;
    const ipLimit = [{ key: perIp, limit: this.config.LOGIN_MAX_FAILURES_PER_IP }];
    await assertBelowLimit(this.db, ipLimit, window, message, now);

    const user = await repo.findUserByLogin(this.db, input.uid);
    // One key per account, whichever identity was typed; an unknown login has only its text.
    const subject = user ? `account:${user.id}` : `login:${input.uid.trim().toLowerCase()}`;
    const pair = `${subject}|ip:${ip}`;
    await countAttempt(
      this.db,
      [{ key: pair, limit: this.config.LOGIN_MAX_FAILURES }],
      window,
      message,
      now,
    );
    // The account's back-off, across addresses. An unknown login backs off the same way, so the
    // answer does not tell which logins are accounts. A browser that signed this account in
    // before is not held back: whoever guesses cannot keep the owner out (known-device.ts).
    const deviceSecret = user && knownDevice ? await knownDeviceSecret(this.db) : undefined;
    const fromKnownDevice =
      user !== undefined &&
      deviceSecret !== undefined &&
      isKnownDeviceOf(deviceSecret, knownDevice, user.id);
    const account = fromKnownDevice
      ? undefined
      : user
        ? `login-account:${user.id}`
        : `login-text:${input.uid.trim().toLowerCase()}`;
    let accountFailures = 0;
    if (account) {
      try {
        accountFailures = await claimBackoffAttempt(
          this.db,
          account,
          this.accountBackoff(),
          message,
          now,
        );
      } catch (error) {
        // Refused before any password check: this attempt was no guess at the password, but
        // asking again and again still counts against the address.
        await releaseAttempt(this.db, pair);
        await recordFailure(this.db, [perIp], window, now);
        throw error;
      }
    }

    const passwordOk = user
      ? await verifyPassword(input.password, user.passwordHash)
      : (await burnPasswordCheck(input.password), false);
    if (!user || !passwordOk || !user.active) {
      await recordFailure(this.db, [perIp], window, now);
      if (user && tellOwnerAt(accountFailures, this.config.LOGIN_MAX_FAILURES_PER_ACCOUNT)) {
        await notifySignInFailures(this.db, this.config, user.id, accountFailures);
      }
      throw new AppError(401, 'INVALID_CREDENTIALS', AUTH_KEYS.invalidCredentials);
    }
    await clearAttempts(this.db, [pair, ...(account ? [account] : [])]);
    await this.upgradeHash(user, input.password);

    // A role that needs a second factor gets a pending session: minutes long, good for the
    // second step's routes only (ADR 046), unless this browser is remembered for the user.
    const { gate, rememberedBrowser } = secondStep;
    const secondFactor = await gate.stepAfterPassword(user, rememberedBrowser);
    const token = randomBytes(32).toString('base64url');
    const seconds = secondFactor ? gate.pendingSeconds() : this.config.SESSION_SECONDS;
    const expiresAt = new Date(now.getTime() + seconds * 1000);
    await repo.insertSession(this.db, {
      tokenHash: hashToken(token),
      userId: user.id,
      remember: input.remember,
      expiresAt,
      secondFactorPending: secondFactor !== null,
    });
    return {
      user: toSessionUser(user),
      token,
      expiresAt,
      secondFactor,
      knownDevice: signKnownDevice(deviceSecret ?? (await knownDeviceSecret(this.db)), user.id),
    };
  }

  private accountBackoff(): BackoffPolicy {
    return {
      limit: this.config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      windowSeconds: this.config.LOGIN_ACCOUNT_WINDOW_SECONDS,
      baseSeconds: this.config.LOGIN_BACKOFF_BASE_SECONDS,
      maxSeconds: this.config.LOGIN_BACKOFF_MAX_SECONDS,
    };
  }

  /**
   * A hash of the scrypt era, or of weaker argon2id settings, is replaced now that the password
   * is known (ADR 047). Only if it is still the hash just checked: a password changed meanwhile
   * is not overwritten. A failure here must not fail the sign-in; the next one tries again.
   */
  private async upgradeHash(user: repo.UserRow, password: string) {
    if (!needsRehash(user.passwordHash)) return;
    try {
      await repo.replacePasswordHash(
        this.db,
        user.id,
        user.passwordHash,
        await hashPassword(password),
      );
    } catch {
      // The old hash still verifies; nothing is lost.
    }
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
      secondFactorPending: found.session.secondFactorPending,
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
