import { formatFullDate } from '@tribe/contracts';
/** Every sentence the cancellation API says to people, in one place. */

/** 'Friday, December 5, 2026' for a 'YYYY-MM-DD' day, as the site writes it (a calendar day: no zone moves it). */
export function dayText(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatFullDate(day) : day;
}

export const CANCELLATION_TEXT = {
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
  /** What went wrong with one order, as the owner reads it in the progress view. */
  errors: {
    providerDown: 'The payment provider did not answer the refund.',
    refundRefused: (reason: string | null) => `The payment provider refused the refund${reason ? `: ${reason}` : ''}.`,
    noPayment: 'This order has no settled payment to refund. Contact support.',
    mailFailed: 'The email to the buyer could not be sent.',
    unexpected: 'Something went wrong with this order. Try again, or contact support if it keeps failing.',
  },
} as const;
