import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import { requireAuth } from '../../plugins/auth';
import { NotificationsService } from './service';

/** The signed-in user's own notifications: nobody reads or marks another's. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = new NotificationsService(app.db, app.config);

  app.get(
    '/api/notifications',
    {
      config: { permission: 'signed-in' },
      schema: {
        ...API_CONTRACTS['GET /api/notifications'],
        tags: ['notifications'],
        summary: "The signed-in user's notifications, newest first, with the unread count",
      },
    },
    async (request) => notifications.list(requireAuth(request).user, request.query),
  );

  app.get(
    '/api/notifications/unread-count',
    {
      config: { permission: 'signed-in' },
      schema: {
        ...API_CONTRACTS['GET /api/notifications/unread-count'],
        tags: ['notifications'],
        summary: "The bell's unread count (cheap: polled by every open page)",
      },
    },
    async (request) => notifications.unread(requireAuth(request).user),
  );

  app.post(
    '/api/notifications/read',
    {
      config: { permission: 'signed-in' },
      schema: {
        ...API_CONTRACTS['POST /api/notifications/read'],
        tags: ['notifications'],
        summary: 'Mark notifications read (the ids given, or all)',
      },
    },
    async (request) => notifications.markRead(requireAuth(request).user, request.body),
  );

  app.get(
    '/api/me/notification-settings',
    {
      config: { permission: 'signed-in' },
      schema: {
        ...API_CONTRACTS['GET /api/me/notification-settings'],
        tags: ['notifications'],
        summary: 'Which notifications the signed-in user also receives by email',
      },
    },
    async (request) => notifications.emailSettings(requireAuth(request).user.id),
  );

  app.put(
    '/api/me/notification-settings',
    {
      config: { permission: 'signed-in' },
      schema: {
        ...API_CONTRACTS['PUT /api/me/notification-settings'],
        tags: ['notifications'],
        summary: 'Choose which notifications the signed-in user also receives by email',
      },
    },
    async (request) =>
      notifications.saveEmailSettings(requireAuth(request).user.id, request.body.email),
  );
};
