import type { FastifyInstance } from 'fastify';
import { formatFullDate, resolveTimeZone } from '@tribe/contracts';
import type { TLocale } from '@tribe/contracts/locale';
import { transferNotice, transferUrl } from '../tickets/index.js';
import { composeLinksMail } from './mail.templates.js';
import type { MailMessage } from './mail.service.js';

/**
 * The mail that carries a transfer's link to the friend (decision 051), in the sender's language
 * (the only one known for the recipient). Sent at once, not queued: the sender is on the page,
 * and the link's token exists only in the announcement.
 */

const TEXTS = {
  en: {
    subject: (from: string, title: string) => `${from} sent you tickets for ${title}`,
    preheader: 'Accept them to get your own tickets with new codes.',
    heading: 'Tickets for you',
    intro: (from: string, n: number, title: string) =>
      `${from} sent you ${n === 1 ? '1 ticket' : `${n} tickets`} for ${title}.`,
    when: (date: string) => `Date: ${date}.`,
    how: 'Accept them with your Tikiti account (or make one with this email): the tickets are then yours, with new QR codes, in My tickets.',
    accept: 'See and accept the tickets',
    lapses: (date: string) =>
      `The link works until ${date}. If you do not accept by then, the tickets stay with the sender.`,
    ignore: 'Not expecting this? Ignore this email: nothing happens.',
  },
  sw: {
    subject: (from: string, title: string) => `${from} amekutumia tiketi za ${title}`,
    preheader: 'Zikubali upate tiketi zako mwenyewe zenye misimbo mipya.',
    heading: 'Tiketi zako',
    intro: (from: string, n: number, title: string) => `${from} amekutumia tiketi ${n} za ${title}.`,
    when: (date: string) => `Tarehe: ${date}.`,
    how: 'Zikubali kwa akaunti yako ya Tikiti (au fungua akaunti kwa barua pepe hii): tiketi zitakuwa zako, zenye misimbo mipya ya QR, katika Tiketi zangu.',
    accept: 'Ona na ukubali tiketi',
    lapses: (date: string) =>
      `Kiungo kinafanya kazi hadi ${date}. Usipozikubali kufikia hapo, tiketi zinabaki kwa aliyezituma.`,
    ignore: 'Hukutarajia hili? Puuza barua pepe hii: hakuna kitakachotokea.',
  },
} satisfies Record<TLocale, unknown>;

export function transferMail(
  n: NonNullable<Awaited<ReturnType<typeof transferNotice>>> & { toEmail: string },
  url: string,
): MailMessage {
  const t = TEXTS[n.locale];
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
