import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { storedSecret } from '../../db/app-secrets';

/**
 * A browser that has signed an account in before (OWASP's "device cookie"): an httpOnly cookie,
 * seen by the sign-in routes only, holding `<account id>.<nonce>.<MAC>`. The account's back-off
 * (ADR 047) pauses sign-in for everyone else, but not for a browser that carries this cookie, so
 * someone guessing at the account cannot keep its owner out however long they go on.
 */
export const KNOWN_DEVICE_COOKIE = 'forma_device';
const COOKIE_PATH = '/api/auth';
const DEVICE_DAYS = 365;
const SECRET_NAME = 'known-device';

export const knownDeviceSecret = (db: Db) => storedSecret(db, SECRET_NAME);

function mac(secret: string, userId: number, nonce: string): string {
  return createHmac('sha256', secret).update(`device:v1:${userId}.${nonce}`).digest('base64url');
}

export function signKnownDevice(secret: string, userId: number): string {
  const nonce = randomBytes(12).toString('base64url');
  return `${userId}.${nonce}.${mac(secret, userId, nonce)}`;
}

/** Whether `token` is a device cookie this server issued to `userId`. */
export function isKnownDeviceOf(secret: string, token: string | undefined, userId: number) {
  const [id, nonce, given, ...rest] = (token ?? '').split('.');
  if (!nonce || !given || rest.length > 0 || id !== String(userId)) return false;
  const expected = Buffer.from(mac(secret, userId, nonce));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function readKnownDevice(request: FastifyRequest): string | undefined {
  return request.cookies[KNOWN_DEVICE_COOKIE] || undefined;
}

export function setKnownDeviceCookie(reply: FastifyReply, token: string, secure: boolean) {
  void reply.setCookie(KNOWN_DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: COOKIE_PATH,
    maxAge: DEVICE_DAYS * 24 * 60 * 60,
  });
}
