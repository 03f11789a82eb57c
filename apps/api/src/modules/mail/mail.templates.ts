import { formatPrice, type TOrder, type TOrderRefund } from '@tribe/contracts';
import { occurrenceText, orderTicketsUrl, promoText, venueText } from '../tickets/index.js';
import type { TLocale } from '@tribe/contracts/locale';
import { mailTexts, type CodeMailKind } from './mail.texts.js';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * One simple layout: inline styles and tables only (mail clients ignore style sheets), one
 * column no wider than 480 px, readable with images off and in dark mode.
 */
function layout(opts: { preheader: string; heading: string; body: string; locale?: TLocale }): string {
  const locale = opts.locale ?? 'en';
  const t = mailTexts(locale);
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta name="color-scheme" content="light dark"><title>${escapeHtml(opts.heading)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#18181b">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(opts.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:12px;padding:32px 28px">
<tr><td style="font-size:20px;font-weight:700;color:#ea580c;padding-bottom:20px">${escapeHtml(t.brand)}</td></tr>
<tr><td style="font-size:22px;font-weight:700;padding-bottom:12px">${escapeHtml(opts.heading)}</td></tr>
<tr><td style="font-size:15px;line-height:1.6">${opts.body}</td></tr>
</table>
<p style="font-size:12px;color:#71717a;margin:16px 0 0">${escapeHtml(t.footer)}</p>
</td></tr></table>
</body></html>`;
}

const para = (s: string) => `<p style="margin:0 0 14px">${escapeHtml(s)}</p>`;

/** A mail carrying a one-time code (sign-up verification or password reset), in the reader's language. */
export function codeMail(
  kind: CodeMailKind,
  values: { name: string; code: string; minutes: number },
  locale: TLocale = 'en',
): RenderedMail {
  const all = mailTexts(locale);
  const t = all[kind];
  const v = { ...values };
  const greeting = t.greeting(v);
  const validity = t.validity(v);
  const text = [greeting, '', t.intro, '', values.code, '', validity, '', all.ignore, '', all.footer].join('\n');
  const codeBox = `<p style="margin:8px 0 18px;font-size:32px;font-weight:700;letter-spacing:8px;font-family:ui-monospace,Menlo,Consolas,monospace;background:#fff7ed;border-radius:8px;padding:12px 0;text-align:center">${escapeHtml(values.code)}</p>`;
  const html = layout({
    locale,
    preheader: t.preheader,
    heading: t.heading,
    body: para(greeting) + para(t.intro) + codeBox + para(validity) + para(all.ignore),
  });
  return { subject: t.subject(v), text, html };
}

/** Tells the owner their password changed, with a way back if it was not them. */
export function passwordChangedMail(values: { name: string; url: string }, locale: TLocale = 'en'): RenderedMail {
  const t = mailTexts(locale).passwordChanged;
  const greeting = t.greeting(values);
  const action = t.action(values);
  const text = [greeting, '', t.intro, '', action, '', mailTexts(locale).footer].join('\n');
  const html = layout({
    locale,
    preheader: t.preheader,
    heading: t.heading,
    body: para(greeting) + para(t.intro) + para(action),
  });
  return { subject: t.subject, text, html };
}

/**
 * A mail in the common layout from texts the caller owns (account notices from the profile
 * and host modules): paragraphs, and optionally a code shown large and on a line of its own.
 */
export function composeMail(opts: {
  subject: string;
  preheader: string;
  heading: string;
  paragraphs: string[];
  code?: string;
  after?: string[];
  /** The reader's language: the layout's footer and the page's lang (the caller's texts are in it). */
  locale?: TLocale;
}): RenderedMail {
  const after = opts.after ?? [];
  const codeLines = opts.code ? ['', opts.code] : [];
  const text = [...opts.paragraphs.flatMap((p) => [p, '']), ...codeLines.slice(1), ...(opts.code ? [''] : [])]
    .concat(
      after.flatMap((p) => [p, '']),
      [mailTexts(opts.locale ?? 'en').footer],
    )
    .join('\n');
  const codeBox = opts.code
    ? `<p style="margin:8px 0 18px;font-size:32px;font-weight:700;letter-spacing:8px;font-family:ui-monospace,Menlo,Consolas,monospace;background:#fff7ed;border-radius:8px;padding:12px 0;text-align:center">${escapeHtml(opts.code)}</p>`
    : '';
  const html = layout({
    preheader: opts.preheader,
    heading: opts.heading,
    body: opts.paragraphs.map(para).join('') + codeBox + after.map(para).join(''),
    locale: opts.locale,
  });
  return { subject: opts.subject, text, html };
}

// --- Orders -------------------------------------------------------------------------------------

/** A link drawn as a button (HTML) with the address on a line of its own in the text part. */
const button = (label: string, url: string) =>
  `<p style="margin:4px 0 18px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#ea580c;color:#ffffff;text-decoration:none;font-weight:600;padding:10px 18px;border-radius:8px">${escapeHtml(label)}</a></p>`;
const textLink = (label: string, url: string) =>
  `<p style="margin:0 0 14px"><a href="${escapeHtml(url)}" style="color:#ea580c">${escapeHtml(label)}</a></p>`;

/** Label/value rows (event, date, venue, order lines, total). */
const rowsTable = (rows: [string, string][], boldLast = false) =>
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 18px;font-size:15px;border-top:1px solid #e4e4e7">${rows
    .map(
      ([label, value], i) =>
        `<tr><td style="padding:8px 8px 8px 0;border-bottom:1px solid #e4e4e7;color:#52525b;vertical-align:top">${escapeHtml(label)}</td><td align="right" style="padding:8px 0;border-bottom:1px solid #e4e4e7;${boldLast && i === rows.length - 1 ? 'font-weight:700' : ''}">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`;
const textRows = (rows: [string, string][]) => rows.map(([label, value]) => `${label}: ${value}`);

/** KES amount, or 'Free' for nothing, in the buyer's language. */
const amountText = (amount: number, locale: TLocale = 'en') =>
  amount === 0 ? mailTexts(locale).order.free : formatPrice(amount, locale);

/** What, when and where of an order. */
function orderFacts(order: TOrder, locale: TLocale = 'en'): [string, string][] {
  const o = mailTexts(locale).order;
  const venue = venueText(order);
  return [
    [o.event, order.event.title],
    [o.date, occurrenceText(order, locale) ?? o.dateNotSet],
    ...(venue ? [[o.venue, venue] as [string, string]] : []),
    [o.reference, order.reference],
  ];
}

/** 'Promo EARLY' and '−KES 500'; 'Msimbo wa punguzo EARLY' and '−Ksh 500'. */
function promoRow(code: string, discount: number, locale: TLocale): [string, string] {
  const line = promoText(code, discount, locale);
  return [line.label, line.amount];
}

/** The order's lines, its promo code's discount, its fees when the buyer paid them, and the total. */
function orderLines(order: TOrder, locale: TLocale = 'en'): [string, string][] {
  const o = mailTexts(locale).order;
  return [
    ...order.items.map((item): [string, string] => [
      o.line({ quantity: item.quantity, name: item.name }),
      amountText(item.unitPrice * item.quantity, locale),
    ]),
    ...(order.discount > 0 && order.promoCode ? [promoRow(order.promoCode, order.discount, locale)] : []),
    ...(order.fees > 0 ? [[o.fees, formatPrice(order.fees, locale)] as [string, string]] : []),
    [o.total, amountText(order.total, locale)],
  ];
}

/**
 * The mail that goes with a paid order or a free reservation: what, when, where, the lines and
 * total, the order reference and a link to the tickets (and, for a reservation, a way to cancel
 * it). The PDF and calendar file are attached by the caller (orderConfirmationMessage).
 */
export function orderConfirmationMail(order: TOrder, opts: { publicUrl: string; hasCalendar?: boolean }): RenderedMail {
  // In the language the buyer ordered in (decision 026).
  const locale = order.buyer.locale;
  const t = mailTexts(locale).orderConfirmation;
  const kind = order.status === 'reserved' ? 'reserved' : 'paid';
  const v = { title: order.event.title, name: order.buyer.name, reference: order.reference };
  const greeting = t.greeting(v);
  // Guest tickets a host gave say so, and who gave them.
  const comp = order.complimentaryFrom ? t.complimentary : null;
  const from = { host: order.complimentaryFrom ?? '' };
  const intro = comp ? `${comp.line(from)} ${comp.intro(v)}` : t.intro[kind](v);
  const ticketsUrl = orderTicketsUrl(order, opts.publicUrl);
  const cancelUrl = `${ticketsUrl}#cancel`;
  const attached = opts.hasCalendar === false ? t.attachedNoCalendar : t.attached;
  const facts = orderFacts(order, locale);
  const lines = orderLines(order, locale);
  const cancel = kind === 'reserved';
  const text = [
    greeting,
    '',
    intro,
    '',
    ...textRows(facts),
    '',
    ...textRows(lines),
    '',
    `${t.viewTickets}: ${ticketsUrl}`,
    '',
    attached,
    '',
    ...(cancel ? [t.cancelNote, `${t.cancelReservation}: ${cancelUrl}`, ''] : []),
    mailTexts(locale).footer,
  ].join('\n');
  const html = layout({
    locale,
    preheader: comp ? comp.preheader(from) : t.preheader[kind](v),
    heading: comp ? comp.heading : t.heading[kind],
    body:
      para(greeting) +
      para(intro) +
      rowsTable(facts) +
      rowsTable(lines, true) +
      button(t.viewTickets, ticketsUrl) +
      para(attached) +
      (cancel ? para(t.cancelNote) + textLink(t.cancelReservation, cancelUrl) : ''),
  });
  return { subject: (comp ? comp.subject : t.subject[kind])(v), text, html };
}

/** Tells a buyer money is going back to them, how much and why, in the language they ordered in. */
export function refundNoticeMail(order: TOrder, refund: Pick<TOrderRefund, 'amount' | 'reason'>): RenderedMail {
  const locale = order.buyer.locale;
  const t = mailTexts(locale).refundNotice;
  const reasons: Record<string, string> = t.reasons;
  const v = {
    title: order.event.title,
    name: order.buyer.name,
    reference: order.reference,
    amount: formatPrice(refund.amount, locale),
    reason: reasons[refund.reason] ?? t.reasons.other,
  };
  const paragraphs = [t.greeting(v), t.intro(v), t.timing, t.questions];
  const text = [...paragraphs.flatMap((p) => [p, '']), mailTexts(locale).footer].join('\n');
  const html = layout({
    locale,
    preheader: t.preheader(v),
    heading: t.heading,
    body: paragraphs.map(para).join(''),
  });
  return { subject: t.subject(v), text, html };
}

/**
 * Every order with tickets for one email address, each with its link (POST /api/orders/resend).
 * `locale`: the language the request asked in, else the newest order's.
 */
export function resendTicketsMail(orders: TOrder[], opts: { publicUrl: string; locale?: TLocale }): RenderedMail {
  const locale = opts.locale ?? orders[0]?.buyer.locale ?? 'en';
  const all = mailTexts(locale);
  const t = all.resendTickets;
  const name = orders[0]?.buyer.name ?? '';
  const greeting = t.greeting({ name });
  const entries = orders.map((order) => ({
    line: t.orderLine({
      title: order.event.title,
      date: occurrenceText(order, locale) ?? all.order.dateNotSet,
      reference: order.reference,
    }),
    url: orderTicketsUrl(order, opts.publicUrl),
  }));
  const text = [
    greeting,
    '',
    t.intro,
    '',
    ...entries.flatMap((e) => [e.line, `${t.viewTickets}: ${e.url}`, '']),
    t.attached,
    '',
    all.footer,
  ].join('\n');
  const html = layout({
    locale,
    preheader: t.preheader,
    heading: t.heading,
    body:
      para(greeting) +
      para(t.intro) +
      entries
        .map(
          (e) => `<p style="margin:0 0 4px;font-weight:600">${escapeHtml(e.line)}</p>${textLink(t.viewTickets, e.url)}`,
        )
        .join('') +
      para(t.attached),
  });
  return { subject: t.subject, text, html };
}

// --- Links ---------------------------------------------------------------------------------------

/**
 * A mail in the common layout whose point is one or more links (review requests): paragraphs,
 * each link as a button (HTML) and as 'label: address' on a line of its own (text), then more
 * paragraphs. Texts are the caller's.
 */
export function composeLinksMail(opts: {
  subject: string;
  preheader: string;
  heading: string;
  paragraphs: string[];
  links: { label: string; url: string }[];
  after?: string[];
  /** The reader's language: the layout's footer and the page's lang (the caller's texts are in it). */
  locale?: TLocale;
}): RenderedMail {
  const after = opts.after ?? [];
  const text = [
    ...opts.paragraphs.flatMap((p) => [p, '']),
    ...opts.links.map((l) => `${l.label}: ${l.url}`),
    '',
    ...after.flatMap((p) => [p, '']),
    mailTexts(opts.locale ?? 'en').footer,
  ].join('\n');
  const html = layout({
    locale: opts.locale,
    preheader: opts.preheader,
    heading: opts.heading,
    body:
      opts.paragraphs.map(para).join('') +
      opts.links.map((l) => button(l.label, l.url)).join('') +
      after.map(para).join(''),
  });
  return { subject: opts.subject, text, html };
}
