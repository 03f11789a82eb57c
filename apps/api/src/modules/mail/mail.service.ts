import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { insertOutboxMessage } from './mail.repository.js';
import type { RenderedMail } from './mail.templates.js';

/** A file sent with a mail (tickets PDF, calendar file). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer | string;
}

export interface MailMessage extends RenderedMail {
  to: string;
  attachments?: MailAttachment[];
}

/** Where mail goes: an SMTP server, or the development outbox. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  deliver(msg: MailMessage): Promise<void>;
  close(): void;
}

/** nodemailer over SMTP_URL (smtp:// with STARTTLS when offered, or smtps://). */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async deliver(msg) {
      await transporter.sendMail({
        from,
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html,
        ...(msg.attachments?.length
          ? {
              attachments: msg.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                content: a.content,
              })),
            }
          : {}),
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * Keeps mail in the database (shown at /dev/outbox) and logs a line, for development and tests.
 * Attachments are kept as name, type and size only: the files can be made again from the order.
 */
export function outboxTransport(db: Db, log: FastifyBaseLogger): MailTransport {
  return {
    kind: 'outbox',
    async deliver(msg) {
      const attachments = msg.attachments?.length
        ? msg.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            size: typeof a.content === 'string' ? Buffer.byteLength(a.content, 'utf8') : a.content.length,
          }))
        : null;
      await insertOutboxMessage(db, {
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html,
        attachments,
      });
      log.info({ to: msg.to, subject: msg.subject }, 'mail kept in the dev outbox (/dev/outbox)');
    },
    close: () => {},
  };
}

/**
 * Sends mail without making the request wait for it: the answer time must not depend on
 * whether a message went out (it would tell whether an address has an account), and a slow
 * mail server must not slow sign-up. Failures are logged. `idle()` waits for what is in flight
 * (server shutdown, tests).
 */
export class MailService {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
  ) {}

  send(msg: MailMessage): void {
    const p = this.transport
      .deliver(msg)
      .catch((err: unknown) => this.log.error({ err, to: msg.to, subject: msg.subject }, 'mail delivery failed'))
      .finally(() => this.inFlight.delete(p));
    this.inFlight.add(p);
  }

  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }

  close(): void {
    this.transport.close();
  }
}
