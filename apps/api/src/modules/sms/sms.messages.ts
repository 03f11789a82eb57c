import { formatCardDate, formatFullDate, formatSmsCode, type TOrder } from '@tribe/contracts';
import { orderTicketsUrl } from '../tickets/index.js';
import type { TLocale } from '@tribe/contracts/locale';
import { smsTexts, type TSmsTexts } from './sms.texts.js';

/**
 * The ticket SMS in the buyer's language (decision 027): what, when, the door code of every ticket and the link to the
 * order's tickets (the same bearer link as the mail). One SMS when it fits in 160 characters;
 * otherwise the words are packed in order into as few SMS as they fit, never cutting a code or
 * the link, and codes that continue in a further SMS say so.
 */

/** Characters of one SMS in the GSM alphabet. */
export const SMS_PART_LENGTH = 160;
/** A title longer than this is cut, so the first SMS keeps room for a code or two. */
const TITLE_MAX = 60;

export interface SmsOrderCode {
  /** The ticket's SMS code, canonical. */
  smsCode: string;
}

/**
 * The only words of the host's in a ticket SMS (decision 040): the event's title as plain
 * characters. Links and anything written like an address (`www.`, `x.co.ke`) go, and so does
 * every character but letters, digits, spaces and `&'!?,()-`, so a title cannot make the
 * product's SMS carry a host's link or instructions dressed as ours.
 */
export function plainTitle(title: string): string {
  return title
    .normalize('NFKC')
    .replace(/\S*(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*/gi, ' ')
    .replace(/\S*[\p{L}\p{N}]\.[a-z]{2,}\b\S*/giu, ' ')
    .replace(/[^\p{L}\p{N} &'!?,()-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const cutTitle = (T: TSmsTexts, raw: string) => {
  const title = plainTitle(raw);
  return title.length > TITLE_MAX ? title.slice(0, TITLE_MAX - T.cut.length).trimEnd() + T.cut : title;
};

/** The date in the event's zone, short ('Dec 5, 7:00 PM'), or the day alone for a dated ticket without a time. */
function whenText(T: TSmsTexts, order: Pick<TOrder, 'occurrence' | 'event' | 'buyer'>): string {
  const { startsAt, date } = order.occurrence;
  const locale = order.buyer.locale;
  if (startsAt) return formatCardDate(startsAt, order.event.timeZone, locale);
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date)) return formatFullDate(date, undefined, locale);
  return T.dateNotSet;
}

/** Packs words into SMS of at most 160 characters, in order; a word that starts a new SMS may get a lead. */
export function packSms(words: { text: string; leadIfFirst?: string }[]): string[] {
  const parts: string[] = [];
  let current = '';
  for (const w of words) {
    const joined = current ? `${current} ${w.text}` : w.text;
    if (joined.length <= SMS_PART_LENGTH || !current) {
      current = joined;
      continue;
    }
    parts.push(current);
    current = w.leadIfFirst ? `${w.leadIfFirst} ${w.text}` : w.text;
  }
  if (current) parts.push(current);
  return parts;
}

function orderSms(T: TSmsTexts, head: string, codes: string[], order: TOrder, publicUrl: string): string[] {
  const words: { text: string; leadIfFirst?: string }[] = [{ text: head }];
  codes.forEach((code, i) => {
    const shown = formatSmsCode(code) + (i < codes.length - 1 ? ',' : '.');
    words.push(i === 0 ? { text: `${T.codes(codes.length)} ${shown}` } : { text: shown, leadIfFirst: T.codesMore });
  });
  words.push({ text: T.link(orderTicketsUrl(order, publicUrl)) });
  return packSms(words);
}

/** An order's SMS opening with `head` (the confirmation's or the reminder's): its tickets, the event and when. */
function headedSms(head: 'confirmation' | 'reminder', order: TOrder, codes: string[], publicUrl: string): string[] {
  const T = smsTexts(order.buyer.locale);
  const first = T[head]({
    tickets: T.tickets(codes.length),
    title: cutTitle(T, order.event.title),
    when: whenText(T, order),
  });
  return orderSms(T, first, codes, order, publicUrl);
}

/** The SMS that confirm a paid order or a free reservation (`codes`: its valid tickets' SMS codes). */
export const confirmationSms = (order: TOrder, codes: string[], publicUrl: string) =>
  headedSms('confirmation', order, codes, publicUrl);

/** The SMS the day before the date. */
export const reminderSms = (order: TOrder, codes: string[], publicUrl: string) =>
  headedSms('reminder', order, codes, publicUrl);

/**
 * The SMS that carries a transfer's link (decision 051): who sent how many tickets for what, and
 * the link; no door code (those are the accepting account's, in My tickets). The sender's name is
 * cut to plain characters like a title, so it cannot carry a link dressed as ours.
 */
export function transferSms(
  v: { fromName: string; ticketCount: number; title: string; locale: TLocale },
  url: string,
): string[] {
  const T = smsTexts(v.locale);
  const from = plainTitle(v.fromName).slice(0, 40) || 'Tikiti';
  return packSms([
    { text: T.transfer({ from, tickets: T.tickets(v.ticketCount), title: cutTitle(T, v.title) }) },
    { text: T.accept(url) },
  ]);
}
