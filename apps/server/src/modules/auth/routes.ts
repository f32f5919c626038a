import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import { clearSessionCookie, requireAuth, setSessionCookie } from '../../plugins/auth';
import { readRememberedBrowser } from '../second-factor/remembered-browser-cookie';
import { readKnownDevice, setKnownDeviceCookie } from './known-device';

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
      const result = await app.services.auth.login(
        request.body,
        request.ip,
        { gate: app.services.secondFactor, rememberedBrowser: readRememberedBrowser(request) },
        readKnownDevice(request),
      );
      setSessionCookie(reply, result.token, {
        expiresAt: result.expiresAt,
        remember: request.body.remember,
        secure,
      });
      setKnownDeviceCookie(reply, result.knownDevice, secure);
      return {
        user: result.user,
        token: result.token,
        expiresAt: result.expiresAt.toISOString(),
        // the session is pending until this step is done (ADR 046)
        ...(result.secondFactor ? { secondFactor: result.secondFactor } : {}),
      };
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
      // a half-done sign-in (second factor still due) may be abandoned too (ADR 046)
      config: { permission: 'second-factor' },
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
      const answer = await app.services.auth.changePassword(
        auth.user.id,
        auth.tokenHash,
        request.body,
        request.ip,
      );
      // A new password revokes the other sessions; the browsers that skipped the second factor
      // go with them, so whoever knew the old password must pass the factor again (ADR 046).
      await app.services.secondFactor.forgetBrowsers(auth.user.id);
      return answer;
    },
  );
};
