import { createHash, randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { refsOf } from '@form-a/domain/message-ref';
import type { SecondFactorState } from '@form-a/domain/api/second-factor';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { conflict, notFound, validationError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import * as authRepo from '../auth/repository';
import { hashToken, toSessionUser } from '../auth/service';
import { clearAttempts, countAttempt } from '../auth/throttle';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import * as repo from './repository';
import { secondFactorSecretBox, type SecretBox } from './secret-box';
import { base32Of, looksLikeTotp, matchingStep, newTotpSecret, totpUri } from './totp';

/** by key: the answer carries the English text and its key (lib/app-error) */
const MESSAGES = refsOf('secondFactor');

/**
 * How long a half-signed-in session lives: time to take out a phone, or to install an app and
 * scan the code at a first enrolment; not a working session (ADR 046).
 */
const PENDING_SECONDS = 15 * 60;
/** beyond the per-window limit, wrong codes per account per day: guessing stays slow for good */
const DAY_SECONDS = 24 * 60 * 60;
const DAILY_LIMIT_FACTOR = 4;

export interface CompletedSession {
  user: ReturnType<typeof toSessionUser>;
  token: string;
  expiresAt: Date;
  remember: boolean;
  /** the "remember this browser" cookie's value, when asked for and offered */
  rememberedBrowser?: { token: string; expiresAt: Date };
}

function hashBrowserToken(token: string): string {
  return createHash('sha256').update(`browser:${token}`).digest('hex');
}

/** A typed code as the app shows it ("123 456") or a recovery code as printed. */
function cleanCode(code: string): string {
  const compact = code.replace(/\s/g, '');
  return looksLikeTotp(compact) ? compact : code.trim();
}

/**
 * Opens a stored secret, or refuses in words: a secret sealed under a key this server no longer
 * has (a lost or mistyped SECOND_FACTOR_KEY) is the operator's problem, not a 500 for the user,
 * who still has the recovery codes (stored as hashes, they need no key).
 */
function openOrRefuse(box: SecretBox, userId: number, sealed: string, refusal: string) {
  try {
    return box.open(userId, sealed);
  } catch {
    throw conflict(refusal);
  }
}

export class SecondFactorService {
  private box: Promise<SecretBox> | undefined;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {}

  private secretBox(): Promise<SecretBox> {
    this.box ??= secondFactorSecretBox(this.db, this.config).catch((error: unknown) => {
      this.box = undefined; // a database hiccup at the first use must not stick
      throw error;
    });
    return this.box;
  }

  /** Whether a role signs in with a second factor (SECOND_FACTOR_ROLES). */
  requiredFor(role: string | null): boolean {
    return role !== null && (this.config.SECOND_FACTOR_ROLES as readonly string[]).includes(role);
  }

  pendingSeconds(): number {
    return Math.min(PENDING_SECONDS, this.config.SESSION_SECONDS);
  }

  /**
   * After a right password: null (a full session), or the second step still due. A browser the
   * user asked to be remembered skips the step until its time is up, for that user only.
   */
  async stepAfterPassword(
    user: authRepo.UserRow,
    rememberedBrowser: string | undefined,
  ): Promise<'verify' | 'enrol' | null> {
    if (!this.requiredFor(user.role)) return null;
    const factor = await repo.findFactor(this.db, user.id);
    if (!factor?.confirmedAt) return 'enrol';
    if (
      rememberedBrowser &&
      this.config.SECOND_FACTOR_REMEMBER_DAYS > 0 &&
      (await repo.isRememberedBrowser(
        this.db,
        hashBrowserToken(rememberedBrowser),
        user.id,
        new Date(),
      ))
    ) {
      return null;
    }
    return 'verify';
  }

  async status(auth: AuthContext): Promise<{
    state: SecondFactorState;
    user: { uid: string; name: string };
    rememberDays: number;
  }> {
    const user = { uid: auth.user.uid, name: auth.user.name };
    const rememberDays = this.config.SECOND_FACTOR_REMEMBER_DAYS;
    if (!auth.secondFactorPending) return { state: 'complete', user, rememberDays };
    const factor = await repo.findFactor(this.db, auth.user.id);
    return { state: factor?.confirmedAt ? 'verify' : 'enrol', user, rememberDays };
  }

  /** A new secret to scan, replacing an unconfirmed one; refused once a factor is set up. */
  async startEnrolment(auth: AuthContext) {
    if (!auth.secondFactorPending) throw conflict(MESSAGES.alreadyComplete);
    const box = await this.secretBox();
    const secret = newTotpSecret();
    const stored = await repo.putUnconfirmedFactor(
      this.db,
      auth.user.id,
      box.seal(auth.user.id, secret),
    );
    if (!stored) throw conflict(MESSAGES.alreadyEnrolled);
    const uri = totpUri(secret, `${this.config.ORG_TITLE} Form-A`, auth.user.uid);
    const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return {
      secret: base32Of(secret),
      uri,
      qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  }

  /**
   * The first code from the app confirms the enrolment: the factor is set up, ten recovery codes
   * are made (answered this once, kept as hashes), the event is logged and the session becomes a
   * full one, all in one transaction.
   */
  async confirmEnrolment(
    auth: AuthContext,
    input: { code: string; rememberBrowser: boolean },
  ): Promise<CompletedSession & { recoveryCodes: string[] }> {
    if (!auth.secondFactorPending) throw conflict(MESSAGES.alreadyComplete);
    const userId = auth.user.id;
    await this.countGuess(userId);
    const factor = await repo.findFactor(this.db, userId);
    if (factor?.confirmedAt) throw conflict(MESSAGES.alreadyEnrolled);
    const expired =
      !factor || Date.now() - factor.createdAt.getTime() > this.pendingSeconds() * 1000;
    if (expired) throw conflict(MESSAGES.notEnrolling);
    // a secret that no longer opens (the key changed before the code was typed): start again
    const { secret } = openOrRefuse(
      await this.secretBox(),
      userId,
      factor.secret,
      MESSAGES.notEnrolling,
    );
    const step = matchingStep(secret, cleanCode(input.code), Date.now());
    if (step === null) throw validationError({ code: MESSAGES.codeWrong });

    const recoveryCodes = newRecoveryCodes();
    const completed = await this.db.transaction(async (tx) => {
      if (!(await repo.confirmFactor(tx, userId, step))) throw conflict(MESSAGES.alreadyEnrolled);
      await repo.replaceRecoveryCodes(tx, userId, recoveryCodes.map(hashRecoveryCode));
      await repo.insertLog(tx, { userId, actorId: null, event: 'enrolled' });
      return this.completeSession(tx, auth, input.rememberBrowser);
    });
    await this.clearGuesses(userId);
    return { ...completed, recoveryCodes };
  }

  /** A code of the app (each time step once) or a recovery code (each once) ends the step. */
  async verify(
    auth: AuthContext,
    input: { code: string; rememberBrowser: boolean },
  ): Promise<CompletedSession & { recoveryCodesLeft: number; usedRecoveryCode: boolean }> {
    if (!auth.secondFactorPending) throw conflict(MESSAGES.alreadyComplete);
    const userId = auth.user.id;
    await this.countGuess(userId);
    const factor = await repo.findFactor(this.db, userId);
    if (!factor?.confirmedAt) throw conflict(MESSAGES.notEnrolling);
    const code = cleanCode(input.code);
    const usedRecoveryCode = !looksLikeTotp(code);

    const completed = await this.db.transaction(async (tx) => {
      if (usedRecoveryCode) {
        if (!(await repo.spendRecoveryCode(tx, userId, hashRecoveryCode(code)))) {
          throw validationError({ code: MESSAGES.codeWrong });
        }
        await repo.insertLog(tx, { userId, actorId: null, event: 'recovery-code-used' });
      } else {
        const box = await this.secretBox();
        const opened = openOrRefuse(box, userId, factor.secret, MESSAGES.unreadable);
        const step = matchingStep(opened.secret, code, Date.now());
        if (step === null) throw validationError({ code: MESSAGES.codeWrong });
        const resealed = opened.stale ? box.seal(userId, opened.secret) : undefined;
        if (!(await repo.claimStep(tx, userId, step, resealed))) {
          throw validationError({ code: MESSAGES.codeUsed });
        }
      }
      return this.completeSession(tx, auth, input.rememberBrowser);
    });
    await this.clearGuesses(userId);
    return {
      ...completed,
      usedRecoveryCode,
      recoveryCodesLeft: await repo.recoveryCodesLeft(this.db, userId),
    };
  }

  /**
   * An administrator's reset: the factor, its recovery codes and remembered browsers go, every
   * session of the user ends (a half-done sign-in too), and the log says who did it (no one: the
   * command line, `npm run user -- reset-second-factor`). The user sets a new factor up at the
   * next sign-in.
   */
  async reset(actorId: number | null, userId: number) {
    return this.db.transaction(async (tx) => {
      const user = await authRepo.findUserById(tx, userId);
      if (!user) throw notFound(refsOf('admin').userNotFound);
      if (!(await repo.deleteFactor(tx, userId))) throw conflict(MESSAGES.notEnrolled);
      const now = new Date();
      await repo.revokeBrowsers(tx, userId, now);
      await authRepo.revokeUserSessions(tx, userId, now);
      await repo.insertLog(tx, { userId, actorId, event: 'reset' });
      return user;
    });
  }

  /** Browsers remembered for the user stop being so (a password change, say). */
  async forgetBrowsers(userId: number) {
    await repo.revokeBrowsers(this.db, userId, new Date());
  }

  async enrolledAmong(userIds: readonly number[]) {
    return repo.enrolledAmong(this.db, userIds);
  }

  /**
   * Each guess counts before it is checked (auth/throttle.ts, ADR 021): per account per
   * LOGIN_LOCK_SECONDS as sign-in does, and a daily ceiling so that someone who holds the
   * password cannot keep guessing at the sign-in limit's pace for weeks.
   */
  private async countGuess(userId: number) {
    const window = this.config.LOGIN_LOCK_SECONDS;
    const limit = this.config.LOGIN_MAX_FAILURES;
    await countAttempt(
      this.db,
      [{ key: `second-factor:user:${userId}`, limit }],
      window,
      MESSAGES.tooManyAttempts,
    );
    await countAttempt(
      this.db,
      [{ key: `second-factor-day:user:${userId}`, limit: limit * DAILY_LIMIT_FACTOR }],
      DAY_SECONDS,
      MESSAGES.tooManyAttempts,
    );
  }

  private async clearGuesses(userId: number) {
    await clearAttempts(this.db, [
      `second-factor:user:${userId}`,
      `second-factor-day:user:${userId}`,
    ]);
  }

  /**
   * The pending session's token is spent and a full session takes its place under a new token,
   * so a token seen before the second step (a shared screen, a log) is worth nothing after it.
   */
  private async completeSession(
    tx: Db,
    auth: AuthContext,
    rememberBrowser: boolean,
  ): Promise<CompletedSession> {
    const now = new Date();
    await authRepo.revokeSession(tx, auth.tokenHash, now);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + this.config.SESSION_SECONDS * 1000);
    await authRepo.insertSession(tx, {
      tokenHash: hashToken(token),
      userId: auth.user.id,
      remember: auth.remember,
      expiresAt,
    });
    const days = this.config.SECOND_FACTOR_REMEMBER_DAYS;
    let rememberedBrowser: CompletedSession['rememberedBrowser'];
    if (rememberBrowser && days > 0) {
      const browserToken = randomBytes(32).toString('base64url');
      const browserExpiresAt = new Date(now.getTime() + days * DAY_SECONDS * 1000);
      await repo.insertBrowser(tx, {
        tokenHash: hashBrowserToken(browserToken),
        userId: auth.user.id,
        expiresAt: browserExpiresAt,
      });
      rememberedBrowser = { token: browserToken, expiresAt: browserExpiresAt };
    }
    const user = await authRepo.findUserById(tx, auth.user.id);
    return {
      user: user ? toSessionUser(user) : auth.user,
      token,
      expiresAt,
      remember: auth.remember,
      ...(rememberedBrowser ? { rememberedBrowser } : {}),
    };
  }
}
