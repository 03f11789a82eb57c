import type { TCheckoutData, TOrder } from '@tribe/contracts/checkout';
import type { TEvent } from '@tribe/contracts';
import { clockTime, eventDateTime, fullDate } from '@/i18n/format';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The chosen date or show time in words, from the stored checkout data and (when loaded) the
 * event: 'Saturday, December 5, 2026 · 7:00 PM'. Null when nothing was chosen or it cannot be
 * read; the summary then leaves the line out.
 */
export function choiceInWords(
  details: TCheckoutData['eventDetails'],
  event: Pick<TEvent, 'timeZone' | 'showTimes' | 'recurringStartTime' | 'startDate' | 'eventType'> | undefined,
): string | null {
  const tz = event?.timeZone;
  if (details.selectedShowTimeId !== null && event) {
    const show = event.showTimes.find((s) => s.id === details.selectedShowTimeId);
    if (show) return `${fullDate(show.date, tz)} · ${clockTime(show.startTime)}`;
  }
  const date = details.selectedDate;
  if (date && DAY.test(date)) {
    const time = event?.eventType === 'recurring' && event.recurringStartTime ? event.recurringStartTime : null;
    return time ? `${fullDate(date, tz)} · ${clockTime(time)}` : fullDate(date, tz);
  }
  if (date) return eventDateTime(date, tz);
  if (event?.eventType === 'one-off' && event.startDate) return eventDateTime(event.startDate, tz);
  return null;
}

/** An order's date in words, in the event's zone. */
export function orderWhen(order: Pick<TOrder, 'occurrence' | 'event'>): string | null {
  const { startsAt, date } = order.occurrence;
  if (startsAt) return eventDateTime(startsAt, order.event.timeZone);
  if (date) return fullDate(date, order.event.timeZone);
  return null;
}
