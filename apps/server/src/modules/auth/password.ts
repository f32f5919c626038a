import { argon2, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { Config } from '../../config';

/**
 * Passwords are hashed with argon2id from `node:crypto` (Node 24.7+: no native addon to build),
 * stored in the PHC string format `$argon2id$v=19$m=<KiB>,t=<passes>,p=<lanes>$<salt>$<hash>`
 * (standard base64 without padding) that other argon2 libraries read too. The parameters are
 * settings (PASSWORD_HASH_*); their defaults are OWASP's: 19 MiB, 2 passes, 1 lane
 * (docs/decisions/047-rights-follow-the-person-and-sign-in-round-three.md). Hashes of the scrypt era
 * (`scrypt$N$r$p$salt$key`, ADR 004) are still verified, and replaced at the next sign-in.
 */
export interface Argon2Params {
  /** memory in KiB */
  memoryKiB: number;
  passes: number;
  parallelism: number;
}

/** OWASP Password Storage Cheat Sheet: argon2id, m = 19 MiB, t = 2, p = 1. */
export const OWASP_ARGON2ID: Argon2Params = { memoryKiB: 19 * 1024, passes: 2, parallelism: 1 };

const TAG_LENGTH = 32;
const SALT_LENGTH = 16;

let current: Argon2Params = OWASP_ARGON2ID;

/** The parameters new hashes get; the app and the command-line tasks set them at start. */
export function configurePasswordHashing(
  config: Pick<
    Config,
    'PASSWORD_HASH_MEMORY_KIB' | 'PASSWORD_HASH_PASSES' | 'PASSWORD_HASH_PARALLELISM'
  >,
) {
  current = {
    memoryKiB: config.PASSWORD_HASH_MEMORY_KIB,
    passes: config.PASSWORD_HASH_PASSES,
    parallelism: config.PASSWORD_HASH_PARALLELISM,
  };
}

export function passwordHashParams(): Argon2Params {
  return current;
}

/**
 * Each derivation holds its memory (19 MiB by default; the scrypt of old hashes 32 MiB) while
 * it runs on libuv's thread pool (4 threads by default): a burst of sign-ins would add that
 * times four to the process. Two at a time keep both cores busy and the memory bounded; the
 * rest wait their turn in order.
 */
const MAX_CONCURRENT_DERIVATIONS = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function withDerivationSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_DERIVATIONS) {
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

// NFKC: the same password typed on another keyboard or phone (composed or decomposed accents,
// full-width digits) derives the same key.
const normalised = (password: string) => password.normalize('NFKC');

function deriveArgon2(password: string, salt: Buffer, params: Argon2Params): Promise<Buffer> {
  return withDerivationSlot(
    () =>
      new Promise((resolve, reject) => {
        argon2(
          'argon2id',
          {
            message: normalised(password),
            nonce: salt,
            memory: params.memoryKiB,
            passes: params.passes,
            parallelism: params.parallelism,
            tagLength: TAG_LENGTH,
          },
          (error, key) => (error ? reject(error) : resolve(key)),
        );
      }),
  );
}

function deriveScrypt(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return withDerivationSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(
          normalised(password),
          salt,
          32,
          { ...params, maxmem: 128 * 1024 * 1024 },
          (error, key) => (error ? reject(error) : resolve(key)),
        );
      }),
  );
}

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

export async function hashPassword(password: string, params = current): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await deriveArgon2(password, salt, params);
  return `$argon2id$v=19$m=${params.memoryKiB},t=${params.passes},p=${params.parallelism}$${b64(salt)}$${b64(key)}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

function parseArgon2(stored: string) {
  const match = PHC.exec(stored);
  if (!match) return undefined;
  const [, m, t, p, salt, key] = match;
  return {
    params: { memoryKiB: Number(m), passes: Number(t), parallelism: Number(p) },
    salt: Buffer.from(salt!, 'base64'),
    key: Buffer.from(key!, 'base64'),
  };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const argon = parseArgon2(stored);
  if (argon) {
    const actual = await deriveArgon2(password, argon.salt, argon.params);
    return actual.length === argon.key.length && timingSafeEqual(actual, argon.key);
  }
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await deriveScrypt(password, Buffer.from(saltText, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Whether a hash that just verified should be replaced: any scrypt hash, and an argon2id hash
 * weaker than the current parameters in memory or passes. A stronger one is kept (an operator
 * lowering the settings does not weaken stored hashes).
 */
export function needsRehash(stored: string, params = current): boolean {
  const argon = parseArgon2(stored);
  if (!argon) return true;
  return argon.params.memoryKiB < params.memoryKiB || argon.params.passes < params.passes;
}

/** Spend the same time on an unknown account as on a wrong password. */
const dummyHashes = new Map<string, Promise<string>>();
export async function burnPasswordCheck(password: string): Promise<void> {
  const key = `${current.memoryKiB},${current.passes},${current.parallelism}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword('not-a-real-password');
    dummyHashes.set(key, dummy);
  }
  await verifyPassword(password, await dummy);
}
