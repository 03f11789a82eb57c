import { nextRecurringDate, upcomingRecurringDates, upcomingShowTimes } from '@tribe/contracts/recurrence';
import type { TEvent } from '@tribe/contracts';
import { cardDate, eventDateTime, price } from '@/i18n/format';
import { T } from '../texts';

/**
 * The price line of the ticket card: 'Free', 'KES 1,500', or 'From KES 1,500' when ticket types
 * differ in price. Null for an external seller without known prices.
 */
export function priceSummary(event: Pick<TEvent, 'ticketTypes' | 'paymentType'>): string | null {
  const prices = event.ticketTypes.map((t) => t.price);
  if (prices.length === 0) return event.paymentType === 'external' ? null : T.summary.free;
  const paid = prices.filter((p) => p > 0);
  if (paid.length === 0) return T.summary.free;
  const low = Math.min(...prices);
  if (low === 0) return T.summary.freeUpTo(Math.max(...paid));
  return new Set(prices).size > 1 ? T.summary.from(low) : price(low);
}

/**
 * Short 'when' lines for the ticket card, in the event zone. Worded so they never repeat the
 * date section's own texts ('Every …', 'Next show', the one-off range).
 */
export function whenSummary(event: TEvent, now: Date): { primary: string; secondary: string | null } {
  const tz = event.timeZone;
  if (event.eventType === 'recurring') {
    const next = nextRecurringDate(event, now) ?? upcomingRecurringDates(event, now, 1)[0] ?? null;
    return {
      primary: T.summary.recurringEvent,
      secondary: next ? T.summary.upcomingOn(cardDate(next.startsAt.toISOString(), tz)) : null,
    };
  }
  if (event.eventType === 'multiple-shows') {
    const upcoming = upcomingShowTimes(event, now);
    const first = upcoming[0];
    if (!first) return { primary: T.summary.allShowsEnded, secondary: null };
    return {
      primary: T.schedule.upcomingShows(upcoming.length),
      secondary: T.summary.soonest(cardDate(first.startsAt.toISOString(), tz)),
    };
  }
  return { primary: eventDateTime(event.startDate, tz), secondary: null };
}
