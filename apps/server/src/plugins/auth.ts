import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RoleCode } from '@form-a/domain/roles';
import type { SessionUser } from '@form-a/domain/schemas/auth';
import { forbidden, unauthenticated } from '../lib/app-error';

export const SESSION_COOKIE = 'forma_session';

/**
 * Who may call a route. Routes under /api and /ext default to 'any-role' (secure by default);
 * 'signed-in' also admits an account that has no role yet.
 */
export type Access = 'public' | 'signed-in' | 'any-role' | readonly RoleCode[];

export interface AuthContext {
  tokenHash: string;
  user: SessionUser;
  expiresAt: Date;
  remember: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  options: { expiresAt: Date; remember: boolean; secure: boolean },
) {
  void reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: options.secure,
    path: '/',
    // Without 'remember me' the cookie dies with the browser; the server-side expiry holds either way.
    ...(options.remember ? { expires: options.expiresAt } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** The signed-in user of a route that declared an access other than 'public'. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    const routeUrl = request.routeOptions.url;
    if (!routeUrl) return; // unknown route: the 404 handler answers
    // The API documentation is public: it describes routes, it holds no data.
    if (routeUrl.startsWith('/api/docs')) return;
    const isApi = routeUrl.startsWith('/api/') || routeUrl.startsWith('/ext/');
    const access: Access = request.routeOptions.config.access ?? (isApi ? 'any-role' : 'public');
    if (access === 'public') return;

    const token = readToken(request);
    const session = token ? await app.services.auth.resolveSession(token) : null;
    if (!session) throw unauthenticated();
    request.auth = session;

    if (access === 'signed-in') return;
    const role = session.user.role;
    if (!role) throw forbidden('Your account has no role yet.');
    if (access !== 'any-role' && !access.includes(role)) throw forbidden();
  });
});
