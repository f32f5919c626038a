import {
  notificationSchema,
  type Notification,
  type NotificationKind,
} from '@form-a/domain/api/notifications';
import { emailEnabled, type Config } from '../../config';
import type { Db } from '../../db/client';
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
export class NotificationsService {
  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'SMTP_HOST'>,
  ) {}

  /**
   * One page, newest first, with the unread count. The reader's role and branch are as the
   * request's session read them: a change made by the administrator counts from the next
   * request on (ADR 047).
   */
  async list(reader: repo.Reader, query: { before?: number | undefined; limit: number }) {
    const [rows, unread] = await Promise.all([
      repo.listForUser(this.db, reader, { before: query.before, limit: query.limit + 1 }),
      repo.unreadCount(this.db, reader),
    ]);
    const page = rows.slice(0, query.limit);
    return {
      items: page.map(toNotification),
      unread,
      nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
    };
  }

  async unread(reader: repo.Reader) {
    return { unread: await repo.unreadCount(this.db, reader) };
  }

  /** Marks the ids given, or all, read; answers with the unread count left. */
  async markRead(reader: repo.Reader, input: { ids?: number[] | undefined; all?: boolean }) {
    await repo.markRead(this.db, reader.id, input.all ? 'all' : (input.ids ?? []));
    return this.unread(reader);
  }

  /** Which kinds the user also gets by email (every kind until they choose). */
  async emailSettings(userId: number) {
    const stored = (await repo.readEmailChoices(this.db, [userId])).get(userId);
    return {
      emailAvailable: emailEnabled(this.config),
      email: (stored ?? [...DEFAULT_EMAIL_KINDS]) as NotificationKind[],
    };
  }

  async saveEmailSettings(userId: number, kinds: NotificationKind[]) {
    const email = [...new Set(kinds)];
    await repo.writeEmailChoices(this.db, userId, email);
    return { emailAvailable: emailEnabled(this.config), email };
  }
}
