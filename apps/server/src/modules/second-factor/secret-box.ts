import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { storedSecret } from '../../db/app-secrets';

/*
 * The TOTP secrets at rest (ADR 046): AES-256-GCM under SECOND_FACTOR_KEY, a fresh 96-bit nonce
 * per seal, the account's id as additional data (a secret moved to another account's row does
 * not open), and the key's id in the envelope so that a rotated key is recognised:
 *   v1.<key id>.<nonce>.<tag>.<ciphertext>   (base64url parts)
 */

const VERSION = 'v1';
const SECRET_NAME = 'second-factor-key';

export class SecondFactorKeyMissing extends Error {
  constructor() {
    super('SECOND_FACTOR_KEY is not set: a production server needs it to use second factors');
  }
}

function decodeKey(text: string): Buffer {
  return /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
}

/** A short fingerprint of a key, kept beside each ciphertext; never enough to find the key. */
function keyId(key: Buffer): string {
  return createHash('sha256')
    .update('form-a second factor key id\0')
    .update(key)
    .digest('base64url')
    .slice(0, 8);
}

function additionalData(userId: number): Buffer {
  return Buffer.from(`second-factor:user:${userId}`);
}

export interface OpenedSecret {
  secret: Buffer;
  /** sealed under the previous key: seal it again under the current one */
  stale: boolean;
}

export class SecretBox {
  private readonly current: { id: string; key: Buffer };
  private readonly previous: { id: string; key: Buffer } | undefined;

  constructor(currentKey: Buffer, previousKey?: Buffer) {
    this.current = { id: keyId(currentKey), key: currentKey };
    this.previous = previousKey ? { id: keyId(previousKey), key: previousKey } : undefined;
  }

  seal(userId: number, secret: Buffer): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, nonce);
    cipher.setAAD(additionalData(userId));
    const ciphertext = Buffer.concat([cipher.update(secret), cipher.final()]);
    return [
      VERSION,
      this.current.id,
      nonce.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      ciphertext.toString('base64url'),
    ].join('.');
  }

  /** Throws when the envelope is not one of ours, the key is unknown or the data was altered. */
  open(userId: number, sealed: string): OpenedSecret {
    const [version, id, nonce, tag, ciphertext, ...rest] = sealed.split('.');
    if (version !== VERSION || !id || !nonce || !tag || !ciphertext || rest.length > 0) {
      throw new Error('not a sealed second-factor secret');
    }
    const entry =
      id === this.current.id ? this.current : id === this.previous?.id ? this.previous : undefined;
    if (!entry) throw new Error('the second-factor secret was sealed under an unknown key');
    const decipher = createDecipheriv('aes-256-gcm', entry.key, Buffer.from(nonce, 'base64url'));
    decipher.setAAD(additionalData(userId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const secret = Buffer.concat([
      decipher.update(Buffer.from(ciphertext, 'base64url')),
      decipher.final(),
    ]);
    return { secret, stale: entry !== this.current };
  }
}

/**
 * SECOND_FACTOR_KEY (and the previous key of a rotation); outside production, without it, a key
 * the server made once and keeps in the database like CARD_SIGNING_SECRET (modules/cards/token.ts).
 * A key beside the data it locks protects against nothing but mistakes, which is why production
 * must bring its own (config.ts refuses to start without it).
 */
export async function secondFactorSecretBox(
  db: Db,
  config: Pick<Config, 'NODE_ENV' | 'SECOND_FACTOR_KEY' | 'SECOND_FACTOR_PREVIOUS_KEY'>,
): Promise<SecretBox> {
  const previous = config.SECOND_FACTOR_PREVIOUS_KEY
    ? decodeKey(config.SECOND_FACTOR_PREVIOUS_KEY)
    : undefined;
  if (config.SECOND_FACTOR_KEY) return new SecretBox(decodeKey(config.SECOND_FACTOR_KEY), previous);
  if (config.NODE_ENV === 'production') throw new SecondFactorKeyMissing();
  return new SecretBox(decodeKey(await storedSecret(db, SECRET_NAME, 'base64')), previous);
}
