import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import {
  notificationSchema,
  type Notification,
  type NotificationKind,
} from '@form-a/domain/api/notifications';
import { emailEnabled } from '../../config';
import { requireAuth } from '../../plugins/auth';
import { DEFAULT_EMAIL_KINDS } from './notify';
import * as repo from './repository';

function toNotification(row: repo.NotificationRow): Notification {
  return notificationSchema.parse({
    id: row.id,
    kind: row.kind,
    params: row.params,
    registrationId: row.registrationId,
    transferId: row.transferId,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  });
}

/** The signed-in user's own notifications: nobody reads or marks another's. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => {
      // The reader's role and branch as this request's session read them: a change made by
      // the administrator counts from the next request on (ADR 047).
      const reader = requireAuth(request).user;
      const { before, limit } = request.query;
      const [rows, unread] = await Promise.all([
        repo.listForUser(app.db, reader, { before, limit: limit + 1 }),
        repo.unreadCount(app.db, reader),
      ]);
      const page = rows.slice(0, limit);
      return {
        items: page.map(toNotification),
        unread,
        nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
      };
    },
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
    async (request) => ({ unread: await repo.unreadCount(app.db, requireAuth(request).user) }),
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
    async (request) => {
      const reader = requireAuth(request).user;
      const { ids, all } = request.body;
      await repo.markRead(app.db, reader.id, all ? 'all' : (ids ?? []));
      return { unread: await repo.unreadCount(app.db, reader) };
    },
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
    async (request) => {
      const userId = requireAuth(request).user.id;
      const stored = (await repo.readEmailChoices(app.db, [userId])).get(userId);
      return {
        emailAvailable: emailEnabled(app.config),
        email: (stored ?? [...DEFAULT_EMAIL_KINDS]) as NotificationKind[],
      };
    },
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
    async (request) => {
      const userId = requireAuth(request).user.id;
      const email = [...new Set(request.body.email)];
      await repo.writeEmailChoices(app.db, userId, email);
      return { emailAvailable: emailEnabled(app.config), email };
    },
  );
};
