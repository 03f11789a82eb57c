import { formatPrice, type TOrder } from '@tribe/contracts';
import { occurrenceText } from '../tickets/index.js';
import { cancellationMailTexts } from './cancellation.texts.js';
import { composeMail } from './mail.templates.js';
import type { MailMessage } from './mail.service.js';

/** What happened to the buyer's order when its event or date was cancelled. */
export type CancelledOrderMail =
  | { kind: 'refund'; amount: number }
  | { kind: 'reservation' }
  /** A hold released while the buyer was paying (nothing was charged). */
  | { kind: 'hold' };

/**
 * The mail to a buyer whose event (`scope` event) or date (`scope` date) the host cancelled: what
 * was cancelled, the host's message quoted, and what happens to their order: the refund's amount
 * and that it goes back the way they paid, or that the reservation is cancelled, or that a hold
 * was released and nothing charged. In the language the buyer ordered in.
 */
export function eventCancelledMessage(
  order: TOrder,
  opts: { scope: 'event' | 'date'; message: string | null; outcome: CancelledOrderMail },
): MailMessage {
  const { outcome } = opts;
  const locale = order.buyer.locale;
  const T = cancellationMailTexts(locale);
  const v = {
    title: order.event.title,
    date: occurrenceText(order, locale) ?? '',
    name: order.buyer.name,
    reference: order.reference,
    amount: outcome.kind === 'refund' ? formatPrice(outcome.amount, locale) : '',
  };
  const scope = opts.scope === 'date' && v.date ? 'date' : 'event';
  const paragraphs = [T.greeting(v), T.intro[scope](v)];
  if (opts.message) paragraphs.push(T.message({ message: opts.message }));
  if (outcome.kind === 'refund') {
    const channel = order.payment?.channel;
    paragraphs.push(
      T.refund(v),
      channel === 'card' ? T.refundWay.card : channel === 'mpesa' ? T.refundWay.mpesa : T.refundWay.other,
      T.ticketsVoid,
    );
  } else paragraphs.push((outcome.kind === 'reservation' ? T.reservation : T.hold)(v));
  paragraphs.push(T.questions);
  return {
    to: order.buyer.email,
    ...composeMail({
      subject: T.subject[scope](v),
      preheader: T.preheader[outcome.kind](v),
      heading: T.heading[scope],
      paragraphs,
      locale,
    }),
  };
}
