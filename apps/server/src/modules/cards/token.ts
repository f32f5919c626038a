import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { storedSecret } from '../../db/app-secrets';

const SECRET_NAME = 'card-signing';
/** 128 bits of the HMAC: guessing a valid token for a known ID is out of reach. */
const MAC_CHARS = 22;

/**
 * The key that signs the cards' QR links: CARD_SIGNING_SECRET, else one the server made and
 * keeps in the database (not in DATA_DIR), so that several processes on one database and a
 * restored backup accept the same cards.
 */
export async function cardSigningSecret(
  db: Db,
  config: Pick<Config, 'CARD_SIGNING_SECRET'>,
): Promise<string> {
  if (config.CARD_SIGNING_SECRET) return config.CARD_SIGNING_SECRET;
  return storedSecret(db, SECRET_NAME);
}

function mac(secret: string, jigyasuId: string): string {
  return createHmac('sha256', secret)
    .update(`card:v1:${jigyasuId}`)
    .digest('base64url')
    .slice(0, MAC_CHARS);
}

/** `<Jigyasu ID>.<MAC>`: URL-safe as it stands (IDs are letters and digits). */
export function signCardToken(secret: string, jigyasuId: string): string {
  return `${jigyasuId}.${mac(secret, jigyasuId)}`;
}

/** The Jigyasu ID a token vouches for, or null when it was not signed with this secret. */
export function verifyCardToken(secret: string, token: string): string | null {
  const match = /^([A-Za-z0-9]{1,64})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const [, jigyasuId, given] = match as unknown as [string, string, string];
  const expected = Buffer.from(mac(secret, jigyasuId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? jigyasuId : null;
}
