import { toZonedDay } from '@tribe/contracts/dates';
import { recurringStartTime, upcomingRecurringDates, upcomingShowTimes } from '@tribe/contracts/recurrence';
import type { TEvent } from '@tribe/contracts';
import { clockTime, fullDate, instantTime } from '@/i18n/format';

/**
 * One date a visitor can buy tickets for: a recurring date, a show, or the one-off event itself.
 * Labels are already in the event's zone.
 */
export interface TDateOption {
  /** Unique within an event ('show-12', '2026-12-05', 'one-off'). */
  key: string;
  /** What checkout stores as selectedDate: 'YYYY-MM-DD' for recurring dates and shows, the start instant for one-off. */
  selectedDate: string | null;
  showTimeId: number | null;
  /** 'Saturday, December 5, 2026' (in the active language). */
  dateLabel: string;
  /** '7:00 PM – 10:00 PM', '7:00 PM', or '' when unknown ('19:00 – 22:00' in Kiswahili). */
  timeLabel: string;
}

type TDatedEvent = Pick<
  TEvent,
  | 'eventType'
  | 'timeZone'
  | 'startDate'
  | 'endDate'
  | 'showTimes'
  | 'recurringDays'
  | 'recurringStartDate'
  | 'recurringEndDate'
  | 'recurringStartTime'
  | 'recurringEndTime'
>;

const timeRange = (start: string | null, end: string | null): string =>
  [start, end].filter((t): t is string => Boolean(t)).join(' – ');

/** Only recurring and multiple-shows events ask for a date first; one-off goes straight to tickets (spec section 2). */
export function hasDateStep(event: Pick<TEvent, 'eventType'>): boolean {
  return event.eventType === 'recurring' || event.eventType === 'multiple-shows';
}

/** A recurring event's '7:00 PM – 10:00 PM' (start defaults to 12:00, spec section 3). */
export function recurringTimeLabel(event: Pick<TEvent, 'recurringStartTime' | 'recurringEndTime'>): string {
  return timeRange(
    clockTime(recurringStartTime(event)),
    event.recurringEndTime ? clockTime(event.recurringEndTime) : null,
  );
}

/** A one-off event's own times, '7:00 PM – 11:00 PM' in its zone. */
export function oneOffTimeLabel(event: Pick<TEvent, 'startDate' | 'endDate' | 'timeZone'>): string {
  return timeRange(instantTime(event.startDate, event.timeZone), instantTime(event.endDate, event.timeZone));
}

/**
 * The dates offered in the ticket dialog's first step (spec section 2): up to 8 upcoming recurring
 * dates, or every upcoming show (unique, sorted). Empty for one-off events.
 */
export function dateOptions(event: TDatedEvent, now: Date): TDateOption[] {
  if (event.eventType === 'recurring') {
    const time = recurringTimeLabel(event);
    return upcomingRecurringDates(event, now).map((o) => ({
      key: o.date,
      selectedDate: o.date,
      showTimeId: null,
      dateLabel: fullDate(o.date),
      timeLabel: time,
    }));
  }
  if (event.eventType === 'multiple-shows') {
    return upcomingShowTimes(event, now).map((s) => ({
      key: `show-${s.id}`,
      selectedDate: s.date,
      showTimeId: s.id,
      dateLabel: fullDate(s.date),
      timeLabel: timeRange(clockTime(s.startTime), s.endTime ? clockTime(s.endTime) : null),
    }));
  }
  return [];
}

/** The one-off event as its own (only) date. */
export function oneOffOption(event: Pick<TEvent, 'startDate' | 'endDate' | 'timeZone'>): TDateOption {
  return {
    key: 'one-off',
    selectedDate: event.startDate,
    showTimeId: null,
    dateLabel: event.startDate ? fullDate(event.startDate, event.timeZone) : fullDate(''),
    timeLabel: oneOffTimeLabel(event),
  };
}

/**
 * The date preselected when the ticket dialog opens: the first upcoming show or recurring date
 * (spec Buy flow step 4), or the one-off event itself.
 */
export function defaultDateOption(event: TDatedEvent, now: Date): TDateOption | null {
  if (!hasDateStep(event)) return oneOffOption(event);
  return dateOptions(event, now)[0] ?? null;
}

/** Calendar day of the stored one-off start in the event zone (for display only). */
export function oneOffDay(event: Pick<TEvent, 'startDate' | 'timeZone'>): string | null {
  return toZonedDay(event.startDate, event.timeZone);
}
