import type { TEvent, TTicketType } from './events.js';
import { addDaysToDay, parseInstant, parseTime, resolveTimeZone, toZonedDay, zonedDateTimeToInstant } from './dates.js';
import { dateStarted } from './date-sales.js';
import { recurringStartTime, scheduledShowTimes, upcomingShowTimes } from './recurrence.js';

/** Spec sections 5 and 9: a ticket type without a quantity offers 100. */
export const DEFAULT_TICKET_AVAILABILITY = 100;

/** A ticket type as far as limits go; `quantity` may be absent in client-side data. */
export type TQuantityLimited = Partial<Pick<TTicketType, 'quantity'>>;

type TAvailabilityEvent = Pick<
  TEvent,
  'eventType' | 'startDate' | 'showTimes' | 'timeZone' | 'recurringEndDate' | 'recurringStartTime' | 'recurringEndTime'
>;
type TEndingEvent = TAvailabilityEvent & Pick<TEvent, 'endDate'>;

/** One-off rule: started when now is at or after startDate; no (valid) startDate means not started. */
function startDateReached(startDate: string | null, now: Date): boolean {
  return dateStarted(parseInstant(startDate), now);
}

/**
 * When a recurring series is over: recurringEndDate at recurringEndTime in the event zone (the next
 * day when the end time is at or before the start time), or the end of that day without an end time.
 * Null when there is no valid recurringEndDate.
 */
export function recurringEndInstant(
  event: Pick<TEvent, 'recurringEndDate' | 'recurringStartTime' | 'recurringEndTime' | 'timeZone'>,
): Date | null {
  const zone = resolveTimeZone(event.timeZone);
  const endDay = toZonedDay(event.recurringEndDate, zone);
  if (!endDay) return null;
  const end = parseTime(event.recurringEndTime);
  if (!end) return zonedDateTimeToInstant(addDaysToDay(endDay, 1), '00:00', zone);
  const start = parseTime(recurringStartTime(event));
  const crossesMidnight = start !== null && end.hours * 60 + end.minutes <= start.hours * 60 + start.minutes;
  return zonedDateTimeToInstant(crossesMidnight ? addDaysToDay(endDay, 1) : endDay, event.recurringEndTime ?? '', zone);
}

/**
 * Spec section 4 "Event availability": true when tickets can no longer be bought ('Event Started').
 * Every date is judged by the one sale-stop rule (`dateStarted`: on sale until it starts), the
 * rule the server's checkout applies to the date a buyer picks.
 * - Multiple shows (or any event with show times): started when no show starts after now.
 * - Recurring: over when now is at or after the series end (see recurringEndInstant); otherwise the
 *   startDate rule, since the API sends a recurring event's startDate as its next occurrence.
 * - One-off: started when now is at or after startDate.
 */
export function isEventStarted(event: TAvailabilityEvent, now: Date): boolean {
  if (event.eventType === 'multiple-shows' || (event.showTimes ?? []).length > 0) {
    return upcomingShowTimes(event, now).length === 0;
  }
  if (event.eventType === 'recurring') {
    const end = recurringEndInstant(event);
    if (end && now.getTime() >= end.getTime()) return true;
  }
  return startDateReached(event.startDate, now);
}

/** Midnight at the end of `day` in the zone: when a date without an end time is over. */
function endOfDay(day: string, timeZone: string): Date {
  return zonedDateTimeToInstant(addDaysToDay(day, 1), '00:00', timeZone);
}

/**
 * When the event's last date is over; null when that is not known (no date at all, or a recurring
 * series without an end date), and such an event never counts as ended.
 * - With show times: the end of the last show (a show without an end time lasts until midnight).
 * - Recurring: the series end (recurringEndInstant).
 * - One-off: endDate when it is after startDate, else midnight after the start day.
 * The listing stores this value as `events.last_ends_at` and leaves ended events out unless asked.
 */
export function eventEndsAt(event: TEndingEvent): Date | null {
  const zone = resolveTimeZone(event.timeZone);
  if (event.eventType === 'multiple-shows' || (event.showTimes ?? []).length > 0) {
    let last: Date | null = null;
    for (const show of scheduledShowTimes(event)) {
      const end = show.endsAt ?? endOfDay(show.date, zone);
      if (!Number.isNaN(end.getTime()) && (!last || end > last)) last = end;
    }
    return last;
  }
  if (event.eventType === 'recurring') return recurringEndInstant(event);
  const start = parseInstant(event.startDate);
  if (!start) return null;
  const end = parseInstant(event.endDate);
  if (end && end > start) return end;
  return endOfDay(toZonedDay(event.startDate, zone)!, zone);
}

/**
 * True once the event's last date is over (eventEndsAt): its page says 'Event ended' and the
 * listing leaves it out unless past events are asked for. An ended event has also started
 * (isEventStarted), so 'Event Ended' takes the place of 'Event Started'.
 */
export function isEventEnded(event: TEndingEvent, now: Date): boolean {
  const end = eventEndsAt(event);
  return end !== null && now.getTime() >= end.getTime();
}

/** Most tickets of a type one can pick: its quantity, or 100 when absent (spec section 5). */
export function availableQuantity(ticketType: TQuantityLimited): number {
  const q = ticketType.quantity;
  return typeof q === 'number' && Number.isFinite(q) ? Math.max(0, Math.floor(q)) : DEFAULT_TICKET_AVAILABILITY;
}

/** Keeps a picked quantity between 0 and availableQuantity (spec section 5: never below 0, plus stops at the limit). */
export function clampQuantity(next: number, ticketType: TQuantityLimited): number {
  const whole = Number.isFinite(next) ? Math.floor(next) : 0;
  return Math.min(Math.max(0, whole), availableQuantity(ticketType));
}

/** Whether the plus button is enabled: it is disabled at availableQuantity (spec section 5). */
export function canIncreaseQuantity(current: number, ticketType: TQuantityLimited): boolean {
  return current < availableQuantity(ticketType);
}
