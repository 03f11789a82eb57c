import { formatFullDate } from '@tribe/contracts';
import type { TLocale } from '@tribe/contracts/locale';
import { localized, type Widen } from '../../lib/translated.js';

/** 'Friday, December 5, 2026' for a 'YYYY-MM-DD' day, as the site writes it (a calendar day: no zone moves it). */
export function dayText(day: string, locale: TLocale = 'en'): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatFullDate(day, null, locale) : day;
}

/** Every sentence the cancellation API says to people, in one place (in the request's language). */
const EN = {
  eventNotFound: 'Event not found. It may not exist or may belong to another host.',
  notFound: 'This cancellation was not found for this event.',
  draft: 'This event is a draft: nothing is on sale, so there is nothing to cancel. Leave it unpublished.',
  eventOver: 'This event is over. Refund single orders from Orders if you need to.',
  dateOver: (day: string) => `The date ${dayText(day)} is over, so it cannot be cancelled.`,
  eventCancelled: 'The whole event is cancelled already, so every date with it.',
  oneOff: 'This event has a single date: cancel the whole event instead.',
  notRecurringDate: (day: string) => `This event does not happen on ${dayText(day)}.`,
  wrongKind: 'This event has no such date or show. Pick one of its dates.',
  unknownShow: 'This event has no such show. Pick one of its shows.',
  formCancelsSoldShow: (day: string) =>
    `The show on ${dayText(day)} has tickets sold. Its buyers must be refunded and told: the owner cancels it with “Cancel this show”.`,
} as const;

const SW: Widen<typeof EN> = {
  eventNotFound: 'Tukio halikupatikana. Huenda halipo au ni la mwandaaji mwingine.',
  notFound: 'Ughairi huu haukupatikana kwa tukio hili.',
  draft: 'Tukio hili ni rasimu: hakuna kinachouzwa, kwa hivyo hakuna cha kughairi. Liache bila kuchapishwa.',
  eventOver: 'Tukio hili limeshaisha. Ukihitaji, rejesha pesa za oda moja moja kutoka Oda.',
  dateOver: (day: string) => `Tarehe ${dayText(day, 'sw')} imeshapita, kwa hivyo haiwezi kughairiwa.`,
  eventCancelled: 'Tukio zima limeshaghairiwa, pamoja na kila tarehe yake.',
  oneOff: 'Tukio hili lina tarehe moja tu: ghairi tukio zima badala yake.',
  notRecurringDate: (day: string) => `Tukio hili halifanyiki ${dayText(day, 'sw')}.`,
  wrongKind: 'Tukio hili halina tarehe au onyesho hilo. Chagua mojawapo ya tarehe zake.',
  unknownShow: 'Tukio hili halina onyesho hilo. Chagua mojawapo ya maonyesho yake.',
  formCancelsSoldShow: (day: string) =>
    `Onyesho la ${dayText(day, 'sw')} lina tiketi zilizouzwa. Wanunuzi wake lazima warejeshewe pesa na waarifiwe: mmiliki analighairi kwa “Ghairi onyesho hili”.`,
};

export const CANCELLATION_TEXT = localized(EN, SW);

/**
 * What went wrong with one order, as the owner reads it in the progress view. Stored with the
 * order's row (and read back later, by anyone), so English only, as every stored reason is.
 */
export const CANCELLATION_ERRORS = {
  providerDown: 'The payment provider did not answer the refund.',
  refundRefused: (reason: string | null) => `The payment provider refused the refund${reason ? `: ${reason}` : ''}.`,
  noPayment: 'This order has no settled payment to refund. Contact support.',
  mailFailed: 'The email to the buyer could not be sent.',
  unexpected: 'Something went wrong with this order. Try again, or contact support if it keeps failing.',
} as const;
