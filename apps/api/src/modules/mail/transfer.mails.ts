import type { FastifyInstance } from 'fastify';
import { formatFullDate, resolveTimeZone } from '@tribe/contracts';
import { transferNotice, transferUrl } from '../tickets/index.js';
import { composeLinksMail } from './mail.templates.js';
import type { MailMessage } from './mail.service.js';
import en from '../../locales/en/transfer-mail.json' with { type: 'json' };
import sw from '../../locales/sw/transfer-mail.json' with { type: 'json' };
import { defineMessages } from '../../lib/messages.js';

/**
 * The mail that carries a transfer's link to the friend (decision 051), in the sender's language
 * (the only one known for the recipient). Sent at once, not queued: the sender is on the page,
 * and the link's token exists only in the announcement. Words in `locales/<language>/transfer-mail.json`.
 */

const T = defineMessages('transfer-mail', en, sw, {
  subject: (from: string, title: string) => ({ from, title }),
  intro: (from: string, n: number, title: string) => ({ from, n, title }),
  when: (date: string) => ({ date }),
  lapses: (date: string) => ({ date }),
});

export function transferMail(
  n: NonNullable<Awaited<ReturnType<typeof transferNotice>>> & { toEmail: string },
  url: string,
): MailMessage {
  const t = T(n.locale);
  const zone = resolveTimeZone(n.timeZone);
  const date = n.startsAt ? formatFullDate(n.startsAt.toISOString(), zone, n.locale) : null;
  return {
    to: n.toEmail,
    ...composeLinksMail({
      subject: t.subject(n.fromName, n.title),
      preheader: t.preheader,
      heading: t.heading,
      paragraphs: [t.intro(n.fromName, n.ticketCount, n.title), ...(date ? [t.when(date)] : []), t.how],
      links: [{ label: t.accept, url }],
      after: [t.lapses(formatFullDate(n.expiresAt.toISOString(), zone, n.locale)), t.ignore],
      locale: n.locale,
    }),
  };
}

/** Mail subscribes to `ticket.transfer_sent`: an email transfer's link goes out at once. */
export function registerTransferMail(app: FastifyInstance): void {
  app.domainEvents.on('ticket.transfer_sent', async ({ transferId, token }) => {
    const notice = await transferNotice(app.db, transferId);
    if (!notice?.toEmail) return;
    // Sent, not awaited: the transfer is made either way, and a failed delivery is logged.
    app.mail.send(transferMail({ ...notice, toEmail: notice.toEmail }, transferUrl(app.config.publicUrl, token)));
  });
}
