import { createEvent } from 'ics';
import type { TLocale } from '@tribe/contracts/locale';
import QRCode from 'qrcode';
import { formatFullDate, formatInstantTime12, formatPrice, resolveTimeZone, type TOrder } from '@tribe/contracts';
import { defineMessages } from '../../lib/messages.js';
import en from '../../locales/en/ticket-files.json' with { type: 'json' };
import sw from '../../locales/sw/ticket-files.json' with { type: 'json' };

/**
 * The files a buyer gets for an order: each ticket's QR code (SVG), the tickets as a PDF (one
 * A4 page per ticket) and a calendar file. Pure functions of the order as the buyer sees it
 * (TOrder, whose tickets carry their signed `qrPayload`), so the routes and the confirmation
 * mail make exactly the same files.
 */

/**
 * Every text printed on the tickets and in the calendar file (`locales/<language>/ticket-files.json`),
 * in the order's language (decision 026). `promoLabel` is a promo code's discount ('Promo EARLY',
 * as the web's receipt words it); `dateAt` a date with its time ('Saturday, December 5, 2026 at
 * 7:00 PM'; 'Jumamosi, 5 Desemba 2026, 19:00').
 */
const T = defineMessages('ticket-files', en, sw, {
  documentTitle: (reference: string) => ({ reference }),
  calendarDescription: (v: { reference: string; url: string }) => v,
  promoLabel: (code: string) => ({ code }),
  dateAt: (date: string, time: string) => ({ date, time }),
});

/** The ticket files' texts in a language. */
export const ticketFileTexts = (locale: TLocale) => T(locale);

/**
 * A promo code's discount line in a language: 'Promo EARLY' and '−KES 500' in English (exactly
 * promoDiscountLine's words), 'Msimbo wa punguzo EARLY' and '−Ksh 500' in Kiswahili.
 */
export function promoText(code: string, discount: number, locale: TLocale = 'en'): { label: string; amount: string } {
  return {
    label: ticketFileTexts(locale).promoLabel(code),
    amount: `\u2212${formatPrice(discount, locale)}`,
  };
}

/** A QR code's drawing: error correction M (a scuffed phone screen still reads), a quiet zone of 2. */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;

/** A ticket's QR code as SVG, black on white. */
export function ticketQrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { ...QR_OPTIONS, type: 'svg' });
}

/**
 * When the order's occurrence happens, in words, in the event's zone ('Saturday, March 14, 2026
 * at 7:00 PM'). A date-only occurrence shows its day; no date at all gives null.
 */
export function occurrenceText(order: Pick<TOrder, 'occurrence' | 'event'>, locale: TLocale = 'en'): string | null {
  const timeZone = resolveTimeZone(order.event.timeZone);
  const { startsAt, date } = order.occurrence;
  // The site's words for a date and time, so the mail, the PDF and the page agree.
  const time = formatInstantTime12(startsAt, timeZone, locale);
  if (startsAt && time) {
    return ticketFileTexts(locale).dateAt(formatFullDate(startsAt, timeZone, locale), time);
  }
  // A calendar day, not an instant: shown as that day wherever the reader is.
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date)) return formatFullDate(date, null, locale);
  return null;
}

/** The venue in one line: place name and address, either alone when the other is missing. */
export function venueText(order: Pick<TOrder, 'event'>): string | null {
  const parts = [order.event.location, order.event.address]
    .map((p) => p?.trim())
    .filter((p): p is string => Boolean(p));
  const unique = parts.filter((p, i) => parts.indexOf(p) === i);
  return unique.length ? unique.join(', ') : null;
}

/**
 * PDFKit's built-in Helvetica covers Windows-1252 only; anything else (emoji, other scripts)
 * would print as garbage, so it is reduced to its Latin letters where it has them, else '?'.
 */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
function pdfText(s: string): string {
  let out = '';
  for (const ch of s.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(ch)) {
      out += ch;
      continue;
    }
    const stripped = ch.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
    out += stripped || '?';
  }
  return out;
}

/** The web page of the order's tickets (the checkout success page). */
export const orderTicketsUrl = (order: Pick<TOrder, 'token'>, publicUrl: string) =>
  `${publicUrl}/checkout/success?order=${encodeURIComponent(order.token)}`;

/**
 * The order's tickets as a PDF, one A4 page per ticket: event, date and time in the event's zone,
 * venue, ticket type, name, order reference, the QR code and the ticket code in text, in the
 * language the buyer ordered in. Built-in Helvetica and a PNG QR code keep it to a few kilobytes
 * per ticket.
 */
export async function ticketsPdf(order: TOrder, opts: { publicUrl: string }): Promise<Buffer> {
  const locale = order.buyer.locale;
  const t = ticketFileTexts(locale);
  const qrImages = await Promise.all(
    order.tickets.map((ticket) => QRCode.toBuffer(ticket.qrPayload, { ...QR_OPTIONS, type: 'png', scale: 6 })),
  );
  // pdfkit (~25 MB resident with its fonts) loads on the first PDF, not at start-up.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    autoFirstPage: false,
    compress: true,
    info: {
      Title: pdfText(t.documentTitle(order.reference)),
      Subject: pdfText(order.event.title),
      Creator: 'Tikiti',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const when = occurrenceText(order, locale) ?? t.dateNotSet;
  const where = venueText(order) ?? t.venueNotSet;
  const link = orderTicketsUrl(order, opts.publicUrl);
  order.tickets.forEach((ticket, i) => {
    doc.addPage();
    const left = doc.page.margins.left;
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    doc.fillColor('#000000');
    doc.font('Helvetica-Bold').fontSize(22).text(pdfText(order.event.title), left, 56, { width });
    doc.moveDown(0.6);
    const field = (label: string, value: string) => {
      doc.font('Helvetica').fontSize(10).fillColor('#555555').text(label.toUpperCase(), { width });
      doc.font('Helvetica-Bold').fontSize(13).fillColor('#000000').text(pdfText(value), { width });
      doc.moveDown(0.5);
    };
    field(t.date, when);
    field(t.venue, where);
    field(t.ticketType, ticket.ticketTypeName);
    field(t.attendee, ticket.attendeeName ?? order.buyer.name);
    field(t.reference, order.reference);
    if (order.promoCode && order.discount > 0) {
      const promo = promoText(order.promoCode, order.discount, locale);
      field(t.promo, `${promo.label} ${promo.amount.replace('\u2212', '-')} ${t.promoOnOrder}`);
    }

    const qrSize = 220;
    const qrTop = doc.y + 8;
    doc.image(qrImages[i]!, left + (width - qrSize) / 2, qrTop, { width: qrSize, height: qrSize });
    doc.font('Helvetica').fontSize(10).fillColor('#555555');
    doc.text(t.code.toUpperCase(), left, qrTop + qrSize + 10, { width, align: 'center' });
    doc.font('Courier-Bold').fontSize(14).fillColor('#000000').text(ticket.code, { width, align: 'center' });

    const footerTop = doc.page.height - doc.page.margins.bottom - 40;
    doc.font('Helvetica').fontSize(10).fillColor('#000000');
    doc.text(t.footer, left, footerTop, { width, align: 'center', lineBreak: false });
    doc.fillColor('#555555').text(link, left, footerTop + 16, { width, align: 'center', lineBreak: false, link });
  });
  doc.end();
  return done;
}

/** The occurrence's length when it has no end time. */
const DEFAULT_DURATION_MS = 3 * 60 * 60 * 1000;

/**
 * A calendar file (.ics) with one event for the order's occurrence, its description in the
 * order's language, or null when the occurrence has no start time (the route answers 404).
 */
export function orderCalendar(order: TOrder, opts: { publicUrl: string }): string | null {
  const start = order.occurrence.startsAt ? Date.parse(order.occurrence.startsAt) : NaN;
  if (Number.isNaN(start)) return null;
  const parsedEnd = order.occurrence.endsAt ? Date.parse(order.occurrence.endsAt) : NaN;
  const end = !Number.isNaN(parsedEnd) && parsedEnd > start ? parsedEnd : start + DEFAULT_DURATION_MS;
  const location = venueText(order);
  const { error, value } = createEvent({
    productId: 'tikiti/tickets',
    uid: `order-${order.reference}@tikiti`,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: order.event.title,
    ...(location ? { location } : {}),
    url: `${opts.publicUrl}/events/${encodeURIComponent(order.event.externalId)}`,
    description: ticketFileTexts(order.buyer.locale).calendarDescription({
      reference: order.reference,
      url: orderTicketsUrl(order, opts.publicUrl),
    }),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('Could not build the calendar file');
  return value;
}
