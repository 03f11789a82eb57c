import type { TOrder, TOrderRefund } from '@tribe/contracts';
import type { TLocale } from '@tribe/contracts/locale';
import { orderCalendar, ticketsPdf } from '../tickets/index.js';
import { composeMail, orderConfirmationMail, refundNoticeMail, resendTicketsMail } from './mail.templates.js';
import { RESERVATION_CONFIRM_MINUTES, reservationCodeTexts } from '../checkout/index.js';
import type { MailAttachment, MailMessage } from './mail.service.js';

/**
 * Order mails ready to send: the rendered text plus the files (tickets PDF, calendar file),
 * addressed to the buyer. Building the PDF takes a moment, so these are meant for a background
 * job (or `app.mail.send`, which does not make the request wait).
 */

const pdfAttachment = async (order: TOrder, publicUrl: string): Promise<MailAttachment> => ({
  filename: `tickets-${order.reference}.pdf`,
  contentType: 'application/pdf',
  content: await ticketsPdf(order, { publicUrl }),
});

/** The confirmation of a paid order or a free reservation, with `tickets-<ref>.pdf` and `<ref>.ics`. */
export async function orderConfirmationMessage(order: TOrder, opts: { publicUrl: string }): Promise<MailMessage> {
  const calendar = orderCalendar(order, opts);
  const attachments: MailAttachment[] = [];
  if (order.tickets.length) attachments.push(await pdfAttachment(order, opts.publicUrl));
  if (calendar) {
    attachments.push({
      filename: `${order.reference}.ics`,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: calendar,
    });
  }
  return {
    to: order.buyer.email,
    ...orderConfirmationMail(order, { publicUrl: opts.publicUrl, hasCalendar: calendar !== null }),
    attachments,
  };
}

/** Tells the buyer a refund is on its way. */
export function refundNoticeMessage(order: TOrder, refund: Pick<TOrderRefund, 'amount' | 'reason'>): MailMessage {
  return { to: order.buyer.email, ...refundNoticeMail(order, refund) };
}

/**
 * Every order of one address again, each order's tickets attached as a PDF (each in its order's
 * language). The mail is in `locale`, the language the request asked in, else the newest order's.
 */
export async function resendTicketsMessage(
  to: string,
  orders: TOrder[],
  opts: { publicUrl: string; locale?: TLocale },
): Promise<MailMessage> {
  const withTickets = orders.filter((o) => o.tickets.length > 0);
  return {
    to,
    ...resendTicketsMail(orders, opts),
    attachments: await Promise.all(withTickets.map((o) => pdfAttachment(o, opts.publicUrl))),
  };
}

/** The code that confirms a free reservation made without signing in (decision 017). */
export function reservationCodeMessage(order: TOrder, code: string): MailMessage {
  // In the language the buyer reserved in (decision 026).
  const t = reservationCodeTexts(order.buyer.locale);
  return {
    to: order.buyer.email,
    ...composeMail({
      subject: t.subject(code),
      preheader: t.preheader,
      heading: t.heading,
      paragraphs: [t.greeting(order.buyer.name), t.intro(order.event.title)],
      code,
      after: [t.validity(RESERVATION_CONFIRM_MINUTES), t.ignore],
      locale: order.buyer.locale,
    }),
  };
}
