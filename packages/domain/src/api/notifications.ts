import { z } from 'zod';

/**
 * What a notification is about. The web words each kind from its own catalogue (keys
 * `notifications.kind.<kind>`) with the params below, so a notification reads in the language
 * the user reads now, not the one the server had when it was written.
 */
export const NOTIFICATION_KINDS = [
  /** params: { registrationId, name, reason } */
  'registration.returned',
  /** params: { registrationId, name, jigyasuId } */
  'registration.approved',
  /** params: { queue: 'validation' | 'approval', waiting, threshold } */
  'queue.over-threshold',
  /** params: { failing, oldestMinutes } */
  'delivery.failing',
  /**
   * a transfer request about a member of the reader's branch (or made by it);
   * params: { transferId, uid, name, fromBranch, toBranch }
   */
  'transfer.requested',
  /** params: { transferId, uid, name, fromBranch, toBranch, decision: 'approved' | 'rejected' } */
  'transfer.decided',
  /** sign-in failed this often on the reader's own account; params: { failures } */
  'account.sign-in-failures',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const notificationParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

export const notificationSchema = z.object({
  id: z.number(),
  kind: notificationKindSchema,
  params: notificationParamsSchema,
  /** the record it is about, when there is one (opens the record) */
  registrationId: z.number().nullable(),
  /** the transfer request it is about, when there is one */
  transferId: z.number().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: newest first; page on with `before=<last id>`. */
export const notificationListQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number(),
  /** the id to pass as `before` for the next page; null on the last page */
  nextBefore: z.number().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** GET /api/notifications/unread-count: what the bell shows (polled; one index-only count). */
export const unreadCountSchema = z.object({ unread: z.number() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** POST /api/notifications/read: the ids given, or every one when `all` is true. */
export const markReadSchema = z
  .object({
    ids: z.array(z.number().int().positive()).max(100).optional(),
    all: z.boolean().optional(),
  })
  .refine((body) => body.all === true || (body.ids?.length ?? 0) > 0, {
    message: 'Name the notifications to mark, or all.',
    path: ['ids'],
  });
export type MarkRead = z.infer<typeof markReadSchema>;

/**
 * GET/PUT /api/me/notification-settings: which kinds the user also wants by email. Email is
 * sent only when the server has SMTP settings (`emailAvailable`).
 */
export const notificationSettingsSchema = z.object({
  emailAvailable: z.boolean(),
  email: z.array(notificationKindSchema),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const notificationSettingsUpdateSchema = z.object({
  email: z.array(notificationKindSchema).max(NOTIFICATION_KINDS.length),
});
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;

/**
 * The kinds a role can receive (the email choices offer only these). The server also shows and
 * emails a notification only while its reader's role takes its kind: rights follow the person.
 */
export function notificationKindsFor(role: string | null): NotificationKind[] {
  // Every account hears about failed sign-ins on itself, with a role or without.
  const own: NotificationKind[] = ['account.sign-in-failures'];
  switch (role) {
    case 'BBRANCHSEC':
      return [
        'registration.returned',
        'registration.approved',
        'transfer.requested',
        'transfer.decided',
        ...own,
      ];
    case 'UVVOLUNTER':
    case 'DBAPPROVER':
      return ['queue.over-threshold', ...own];
    case 'ADMIN':
      return ['delivery.failing', ...own];
    default:
      return own;
  }
}
