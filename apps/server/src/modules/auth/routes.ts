import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import { clearSessionCookie, requireAuth, setSessionCookie } from '../../plugins/auth';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.cookieSecure;

  app.post(
    '/api/auth/login',
    {
      config: { permission: 'public' },
      schema: {
        ...API_CONTRACTS['POST /api/auth/login'],
        tags: ['auth'],
        summary: 'Sign in with UID or email; sets the session cookie and returns a bearer token',
      },
    },
    async (request, reply) => {
      const result = await app.services.auth.login(request.body, request.ip);
      setSessionCookie(reply, result.token, {
        expiresAt: result.expiresAt,
        remember: request.body.remember,
        secure,
      });
      return { user: result.user, token: result.token, expiresAt: result.expiresAt.toISOString() };
    },
  );

  app.post(
    '/api/auth/register',
    {
      config: { permission: 'public' },
      schema: {
        ...API_CONTRACTS['POST /api/auth/register'],
        tags: ['auth'],
        summary:
          'Create an account without a role; the same answer whether or not the email is taken',
      },
    },
    async (request, reply) => {
      const result = await app.services.auth.register(request.body, request.ip);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { permission: 'signed-in' },
      schema: {
        ...API_CONTRACTS['POST /api/auth/logout'],
        tags: ['auth'],
        summary: 'Revoke the current session',
      },
    },
    async (request, reply) => {
      await app.services.auth.logout(requireAuth(request).tokenHash);
      clearSessionCookie(reply);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/auth/extend',
    {
      config: { permission: 'signed-in' },
      schema: {
        ...API_CONTRACTS['POST /api/auth/extend'],
        tags: ['auth'],
        summary: 'Reset the session expiry to now + SESSION_SECONDS',
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const expiresAt = await app.services.auth.extend(auth.tokenHash);
      if (request.cookies.forma_session) {
        setSessionCookie(reply, request.cookies.forma_session, {
          expiresAt,
          remember: auth.remember,
          secure,
        });
      }
      return { expiresAt: expiresAt.toISOString() };
    },
  );

  app.get(
    '/api/auth/me',
    {
      config: { permission: 'signed-in' },
      schema: {
        ...API_CONTRACTS['GET /api/auth/me'],
        tags: ['auth'],
        summary: 'The signed-in user',
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return { user: auth.user, expiresAt: auth.expiresAt.toISOString() };
    },
  );

  app.post(
    '/api/auth/password',
    {
      config: { permission: 'signed-in' },
      schema: {
        ...API_CONTRACTS['POST /api/auth/password'],
        tags: ['auth'],
        summary: 'Change the password; other sessions of the user are revoked',
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return app.services.auth.changePassword(
        auth.user.id,
        auth.tokenHash,
        request.body,
        request.ip,
      );
    },
  );
};
