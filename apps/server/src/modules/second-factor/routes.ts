import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import { requireAuth, setSessionCookie } from '../../plugins/auth';
import { toAdminUser } from '../users/service';
import { setRememberedBrowserCookie } from './remembered-browser-cookie';
import type { CompletedSession } from './service';

/**
 * The second sign-in step (ADR 046). Its routes declare 'second-factor', the one permission a
 * pending session may use (plugins/auth.ts); a full session gets 409 from the writes.
 */
export const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.cookieSecure;
  const service = app.services.secondFactor;

  /** The full session's cookie (and the remembered browser's), as sign-in sets them. */
  const answerSession = (
    reply: Parameters<typeof setSessionCookie>[0],
    completed: CompletedSession,
  ) => {
    setSessionCookie(reply, completed.token, {
      expiresAt: completed.expiresAt,
      remember: completed.remember,
      secure,
    });
    if (completed.rememberedBrowser) {
      setRememberedBrowserCookie(reply, completed.rememberedBrowser, secure);
    }
    return {
      user: completed.user,
      token: completed.token,
      expiresAt: completed.expiresAt.toISOString(),
    };
  };

  app.get(
    '/api/auth/second-factor',
    {
      config: { permission: 'second-factor' },
      schema: {
        ...API_CONTRACTS['GET /api/auth/second-factor'],
        tags: ['auth'],
        summary: 'Whether the session still needs its second factor, and which step',
      },
    },
    async (request) => service.status(requireAuth(request)),
  );

  app.post(
    '/api/auth/second-factor/enrolment',
    {
      config: { permission: 'second-factor' },
      schema: {
        ...API_CONTRACTS['POST /api/auth/second-factor/enrolment'],
        tags: ['auth'],
        summary: 'Start setting up the authenticator app: a new secret and its QR code',
        description:
          'Only while the sign-in waits for the second factor and none is set up; replaces the secret of an unconfirmed set-up.',
      },
    },
    async (request) => service.startEnrolment(requireAuth(request)),
  );

  app.post(
    '/api/auth/second-factor/enrolment/confirm',
    {
      config: { permission: 'second-factor' },
      schema: {
        ...API_CONTRACTS['POST /api/auth/second-factor/enrolment/confirm'],
        tags: ['auth'],
        summary: "Confirm the set-up with the app's first code; answers the recovery codes once",
      },
    },
    async (request, reply) => {
      const completed = await service.confirmEnrolment(requireAuth(request), request.body);
      return { ...answerSession(reply, completed), recoveryCodes: completed.recoveryCodes };
    },
  );

  app.post(
    '/api/auth/second-factor/verify',
    {
      config: { permission: 'second-factor' },
      schema: {
        ...API_CONTRACTS['POST /api/auth/second-factor/verify'],
        tags: ['auth'],
        summary: 'Finish signing in with a code of the app or a recovery code',
        description:
          'A code is good once (a second use within its 30-second window is refused), a recovery code once ever. The session gets a new token.',
      },
    },
    async (request, reply) => {
      const completed = await service.verify(requireAuth(request), request.body);
      return {
        ...answerSession(reply, completed),
        recoveryCodesLeft: completed.recoveryCodesLeft,
        usedRecoveryCode: completed.usedRecoveryCode,
      };
    },
  );

  app.delete(
    '/api/users/:id/second-factor',
    {
      config: { permission: 'user:manage' },
      schema: {
        ...API_CONTRACTS['DELETE /api/users/:id/second-factor'],
        tags: ['users'],
        summary: "Reset a user's second factor (logged); the user sets it up again at sign-in",
      },
    },
    async (request) => {
      const actor = requireAuth(request);
      const user = await service.reset(actor.user.id, request.params.id);
      return { user: toAdminUser(user, false) };
    },
  );
};
