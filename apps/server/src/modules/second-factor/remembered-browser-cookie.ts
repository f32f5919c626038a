import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * "Remember this browser" (ADR 046): a random token in an httpOnly cookie that only the sign-in
 * routes see (path /api/auth); the server keeps its hash with the user it belongs to, so it skips
 * the second step for that user alone, until it expires or is revoked.
 */
export const REMEMBERED_BROWSER_COOKIE = 'forma_second_factor';
const COOKIE_PATH = '/api/auth';

export function readRememberedBrowser(request: FastifyRequest): string | undefined {
  return request.cookies[REMEMBERED_BROWSER_COOKIE] || undefined;
}

export function setRememberedBrowserCookie(
  reply: FastifyReply,
  value: { token: string; expiresAt: Date },
  secure: boolean,
) {
  void reply.setCookie(REMEMBERED_BROWSER_COOKIE, value.token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: COOKIE_PATH,
    expires: value.expiresAt,
  });
}
