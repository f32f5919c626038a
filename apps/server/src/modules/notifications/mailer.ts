import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import { notificationKindSchema } from '@form-a/domain/api/notifications';
import { renderNotification } from '@form-a/domain/notification-text';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { roleCodeSchema } from '@form-a/domain/roles';
import { findNotification, visibleToItsReader } from './repository';

const payloadSchema = z.object({ notificationId: z.number().int().positive() });

/**
 * Sends the email of one outbox row. The worker marks the row delivered after the SMTP server
 * accepted it, and a crash between the two sends it again: the Message-ID is the notification's
 * own, so a receiving mail system that dedupes (most do) shows it once.
 */
export class NotificationMailer {
  private transport: Transporter | undefined;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {}

  private transporter(): Transporter {
    this.transport ??= nodemailer.createTransport({
      host: this.config.SMTP_HOST,
      port: this.config.SMTP_PORT,
      secure: this.config.SMTP_SECURE,
      // Emails carry names, Jigyasu IDs and reviewers' notes: without SMTP_SECURE the connection
      // must be upgraded with STARTTLS, and a server that does not offer it is refused (the
      // outbox keeps the email and retries) unless the operator allows plain text explicitly.
      requireTLS: !this.config.SMTP_SECURE && !this.config.SMTP_ALLOW_PLAINTEXT,
      ...(this.config.SMTP_USER
        ? { auth: { user: this.config.SMTP_USER, pass: this.config.SMTP_PASSWORD ?? '' } }
        : {}),
    });
    return this.transport;
  }

  async send(payload: unknown, idempotencyKey: string): Promise<void> {
    const { notificationId } = payloadSchema.parse(payload);
    const found = await findNotification(this.db, notificationId);
    // The account is gone or switched off: nothing to send, and nothing to retry.
    if (!found || !found.active || !found.email) return;
    // Nor to someone who may no longer read what it is about (ADR 047): her role and branch at
    // the time of sending decide, as they decide what her bell shows.
    const role = roleCodeSchema.safeParse(found.role);
    const reader = {
      id: found.notification.userId,
      role: role.success ? role.data : null,
      branch: found.branch,
    };
    if (!(await visibleToItsReader(this.db, notificationId, reader))) return;
    const language = found.language === 'hi' ? 'hi' : 'en';
    const kind = notificationKindSchema.parse(found.notification.kind);
    const text = renderNotification(
      language,
      kind,
      found.notification.params as Record<string, string | number>,
    );
    try {
      await this.transporter().sendMail({
        from: this.config.SMTP_FROM,
        to: { name: found.name, address: found.email },
        subject: text.title,
        text: text.body,
        messageId: `<${idempotencyKey}@form-a-portal>`,
      });
    } catch (error) {
      // SMTP replies quote the address; the outbox's last error and the log get the codes only.
      const { code, responseCode } = error as { code?: string; responseCode?: number };
      // eslint-disable-next-line preserve-caught-error -- the cause quotes the address
      throw new Error(`SMTP delivery failed (${code ?? 'error'} ${responseCode ?? ''})`.trim());
    }
  }

  close() {
    this.transport?.close();
  }
}
