import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { can, isPermission, PERMISSIONS, type Permission } from '@form-a/domain/permissions';
import { refsOf } from '@form-a/domain/message-ref';
import type { SessionUser } from '@form-a/domain/schemas/auth';
import { AppError, forbidden, unauthenticated } from '../lib/app-error';

/** by key: the answer carries the English text and its key (lib/app-error) */
const AUTH_MESSAGES = refsOf('auth');
const ACCESS_MESSAGES = refsOf('access');
const SECOND_FACTOR_MESSAGES = refsOf('secondFactor');

export const SESSION_COOKIE = 'forma_session';

export interface AuthContext {
  tokenHash: string;
  user: SessionUser;
  expiresAt: Date;
  remember: boolean;
  /** the password was right, the second factor is still to come (ADR 046) */
  secondFactorPending: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** who may call the route: one entry of the permission table (packages/domain) */
    permission?: Permission;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** every /api and /ext route with its permission, in registration order */
    declaredRoutes: readonly DeclaredRoute[];
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

/** The signed-in user of a route whose permission is not 'public'. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** Routes that hold data: each must declare a permission (the API documentation holds none). */
export function needsPermission(url: string): boolean {
  if (url.startsWith('/api/docs')) return false;
  return url.startsWith('/api/') || url.startsWith('/ext/');
}

export interface DeclaredRoute {
  method: string;
  url: string;
  permission: Permission;
  /** the route's schema, which a test checks comes from the domain's API_CONTRACTS */
  schema: FastifySchema | undefined;
}

export class MissingPermissionError extends Error {
  constructor(method: string | readonly string[], url: string) {
    super(
      `${String(method)} ${url} declares no permission: add config.permission (packages/domain/src/permissions.ts).`,
    );
  }
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);

  // A route without a permission must not ship: building the app fails instead.
  app.addHook('onRoute', (route) => {
    if (!needsPermission(route.url)) return;
    const permission: unknown = route.config?.permission;
    if (!isPermission(permission)) throw new MissingPermissionError(route.method, route.url);
    for (const method of [route.method].flat())
      declared.push({ method, url: route.url, permission, schema: route.schema });
  });

  app.addHook('onRequest', async (request) => {
    const routeUrl = request.routeOptions.url;
    if (!routeUrl) return; // unknown route: the 404 handler answers
    const permission = request.routeOptions.config.permission;
    if (!permission || PERMISSIONS[permission] === 'public') return;

    const token = readToken(request);
    const session = token ? await app.services.auth.resolveSession(token) : null;
    if (!session) throw unauthenticated();
    request.auth = session;
    // Half signed in: the second step's routes and sign-out, nothing else (ADR 046).
    if (session.secondFactorPending && permission !== 'second-factor') {
      throw new AppError(403, 'SECOND_FACTOR_REQUIRED', SECOND_FACTOR_MESSAGES.required);
    }

    if (can(session.user, permission)) return;
    throw forbidden(session.user.role ? ACCESS_MESSAGES.notPermitted : AUTH_MESSAGES.noRole);
  });
});
