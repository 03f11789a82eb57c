import type { TEvent, TShowTime } from './events.js';
import {
  addDaysToDay,
  addMonthsToDay,
  dayOfWeek,
  parseTime,
  resolveTimeZone,
  toZonedDay,
  zonedDateTimeToInstant,
  zonedToday,
  type TDay,
} from './dates.js';
import { dateStarted } from './date-sales.js';

/** Spec section 3: recurringStartTime defaults to 12:00. */
export const DEFAULT_RECURRING_START_TIME = '12:00';
/** Spec sections 5 and 9: up to 8 upcoming recurring dates are generated. */
export const MAX_RECURRING_DATES = 8;
/** Spec section 9: up to 3 upcoming recurring dates are shown on the detail page. */
export const RECURRING_DATES_SHOWN = 3;
/** Spec section 9: 3 show times in the detail summary. */
export const SHOW_TIMES_SHOWN = 3;
/** Spec section 9: the recurring next-date lookup scans 14 days ahead. */
export const NEXT_RECURRING_SCAN_DAYS = 14;
/** Spec section 9: the card fallback scans the next 7 days. */
export const CARD_RECURRING_SCAN_DAYS = 7;

/** Weekday names in JavaScript order, 0 = Sunday. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** One dated occurrence (a recurring date or a show) with its instants in the event zone. */
export interface TOccurrence {
  date: TDay;
  startsAt: Date;
  /** Null when no end time is known. An end time at or before the start time ends the next day. */
  endsAt: Date | null;
}

/** A show time with its date and start time normalised ('YYYY-MM-DD', 'HH:MM') and its instants. */
export type TScheduledShow = TShowTime & TOccurrence;

type TRecurringEvent = Pick<
  TEvent,
  'recurringDays' | 'recurringStartDate' | 'recurringEndDate' | 'recurringStartTime' | 'recurringEndTime' | 'timeZone'
>;
type TShowsEvent = Pick<TEvent, 'showTimes' | 'timeZone'>;

/** Weekday number for a name, matched case-insensitively on full names or 3-letter abbreviations (spec section 5). */
function weekdayNumber(name: string): number | null {
  const key = name.trim().toLowerCase();
  const index = WEEKDAY_NAMES.findIndex((w) => w.toLowerCase() === key || w.slice(0, 3).toLowerCase() === key);
  return index >= 0 ? index : null;
}

/** Unique weekday numbers (0 = Sunday), ascending; unknown names are ignored (spec section 5). */
export function parseRecurringDays(days: readonly string[] | null | undefined): number[] {
  const found = new Set<number>();
  for (const name of days ?? []) {
    const n = typeof name === 'string' ? weekdayNumber(name) : null;
    if (n !== null) found.add(n);
  }
  return [...found].sort((a, b) => a - b);
}

/** Joins names as 'A', 'A and B', 'A, B and C'. */
function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * Detail-page text 'Every {days}' (spec section 2), e.g. 'Every Monday, Wednesday and Friday'.
 * Names are capitalised, unknown names dropped, ordered Monday to Sunday; '' when no day is known.
 */
export function formatRecurringDays(days: readonly string[] | null | undefined): string {
  const mondayFirst = parseRecurringDays(days).sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  return mondayFirst.length > 0 ? `Every ${joinNames(mondayFirst.map((n) => WEEKDAY_NAMES[n] ?? ''))}` : '';
}

/** Minutes since midnight of a valid 'HH:MM' time. */
function minutesOf(time: { hours: number; minutes: number }): number {
  return time.hours * 60 + time.minutes;
}

/** 'HH:MM' with two-digit parts, or null when the time is invalid. */
function normaliseTime(time: string | null | undefined): string | null {
  const t = parseTime(time);
  return t ? `${String(t.hours).padStart(2, '0')}:${String(t.minutes).padStart(2, '0')}` : null;
}

/** Instants of a wall-clock occurrence; an end time at or before the start means it ends the next day. */
export function occurrenceOn(
  day: TDay,
  startTime: string,
  endTime: string | null,
  timeZone?: string | null,
): TOccurrence {
  const startsAt = zonedDateTimeToInstant(day, startTime, timeZone);
  const start = parseTime(startTime);
  const end = parseTime(endTime);
  if (!start || !end) return { date: day, startsAt, endsAt: null };
  const endDay = minutesOf(end) <= minutesOf(start) ? addDaysToDay(day, 1) : day;
  return { date: day, startsAt, endsAt: zonedDateTimeToInstant(endDay, endTime ?? '', timeZone) };
}

/** The recurring start time, defaulting to 12:00 when missing or invalid (spec section 3). */
export function recurringStartTime(event: Pick<TEvent, 'recurringStartTime'>): string {
  return normaliseTime(event.recurringStartTime) ?? DEFAULT_RECURRING_START_TIME;
}

/**
 * The days a recurring event can happen on: from recurringStartDate (or any day, without one) to
 * one month after recurringEndDate (or open-ended), the spec's window for generated dates
 * (section 5). The listing's SQL (events.repository.ts) uses the same window; a test on the
 * database checks that the two agree.
 */
export function recurringWindow(event: Pick<TEvent, 'recurringStartDate' | 'recurringEndDate' | 'timeZone'>): {
  firstDay: TDay | null;
  lastDay: TDay | null;
} {
  const zone = resolveTimeZone(event.timeZone);
  const endDay = toZonedDay(event.recurringEndDate, zone);
  return { firstDay: toZonedDay(event.recurringStartDate, zone), lastDay: endDay ? addMonthsToDay(endDay, 1) : null };
}

/** True when the recurring event has a date on `day`: a listed weekday inside its window. */
export function recurringOccursOn(
  event: Pick<TEvent, 'recurringDays' | 'recurringStartDate' | 'recurringEndDate' | 'timeZone'>,
  day: TDay,
): boolean {
  const { firstDay, lastDay } = recurringWindow(event);
  if ((firstDay && day < firstDay) || (lastDay && day > lastDay)) return false;
  return parseRecurringDays(event.recurringDays).includes(dayOfWeek(day));
}

/** Walks days from max(today, recurringStartDate) up to the window's last day and optional scan window. */
function scanRecurring(event: TRecurringEvent, now: Date, max: number, scanDays: number | null): TOccurrence[] {
  const zone = resolveTimeZone(event.timeZone);
  const weekdays = new Set(parseRecurringDays(event.recurringDays));
  if (weekdays.size === 0 || max <= 0 || Number.isNaN(now.getTime())) return [];
  const today = zonedToday(now, zone);
  const { firstDay: startDay, lastDay: windowEnd } = recurringWindow(event);
  const lastDays = [windowEnd, scanDays !== null ? addDaysToDay(today, scanDays) : null];
  const lastDay = lastDays.filter((d): d is TDay => d !== null).sort()[0] ?? null;
  const startTime = recurringStartTime(event);
  const endTime = normaliseTime(event.recurringEndTime);
  const out: TOccurrence[] = [];
  // Every 7 consecutive days hold each weekday once, so max * 7 + 7 days always suffice.
  let day = startDay && startDay > today ? startDay : today;
  for (let i = 0; out.length < max && i < max * 7 + 7 && (!lastDay || day <= lastDay); i++) {
    if (weekdays.has(dayOfWeek(day))) {
      const occurrence = occurrenceOn(day, startTime, endTime, zone);
      if (!dateStarted(occurrence.startsAt, now)) out.push(occurrence);
    }
    day = addDaysToDay(day, 1);
  }
  return out;
}

/**
 * Upcoming recurring dates in the event zone (spec section 5): from today (today only if its start
 * time is still ahead), never before recurringStartDate, up to one month after recurringEndDate
 * (the spec's literal rule, inclusive), at most `max` (8).
 */
export function upcomingRecurringDates(event: TRecurringEvent, now: Date, max = MAX_RECURRING_DATES): TOccurrence[] {
  return scanRecurring(event, now, max, null);
}

/** Next recurring date, looking at today and the next `scanDays` days (spec section 9: 14); null if none. */
export function nextRecurringDate(
  event: TRecurringEvent,
  now: Date,
  scanDays = NEXT_RECURRING_SCAN_DAYS,
): TOccurrence | null {
  return scanRecurring(event, now, 1, scanDays)[0] ?? null;
}

/**
 * When a recurring event is said to start in the public event shape (its `startDate`) and where
 * it sorts by date: its next date within the 14-day lookup, else its first day at the start time;
 * null when it has neither. The listing's SQL computes the same value from the server's `now`.
 */
export function recurringShownStart(event: TRecurringEvent, now: Date): Date | null {
  const next = nextRecurringDate(event, now);
  if (next) return next.startsAt;
  const zone = resolveTimeZone(event.timeZone);
  const firstDay = toZonedDay(event.recurringStartDate, zone);
  return firstDay ? zonedDateTimeToInstant(firstDay, recurringStartTime(event), zone) : null;
}

/** Card fallback date for a recurring event: today and the next 7 days (spec section 9). */
export function cardRecurringDate(event: TRecurringEvent, now: Date): TOccurrence | null {
  return nextRecurringDate(event, now, CARD_RECURRING_SCAN_DAYS);
}

/** All valid shows, unique by date + start time (lowest id kept), sorted by start (spec section 2). */
export function scheduledShowTimes(event: TShowsEvent): TScheduledShow[] {
  const zone = resolveTimeZone(event.timeZone);
  const shows: TScheduledShow[] = [];
  for (const show of event.showTimes ?? []) {
    const date = toZonedDay(show.date, zone);
    const startTime = normaliseTime(show.startTime);
    if (!date || !startTime) continue;
    shows.push({ ...show, ...occurrenceOn(date, startTime, show.endTime, zone), date, startTime });
  }
  shows.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id);
  const seen = new Set<string>();
  return shows.filter((s) => {
    const key = `${s.date} ${s.startTime}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** Unique shows that start after now, soonest first (spec section 2: show times list); the shows on sale (dateStarted). */
export function upcomingShowTimes(event: TShowsEvent, now: Date): TScheduledShow[] {
  return scheduledShowTimes(event).filter((s) => !dateStarted(s.startsAt, now));
}

/** Unique shows that started at or before now, most recent first (spec section 2: 'past times'). */
export function pastShowTimes(event: TShowsEvent, now: Date): TScheduledShow[] {
  return scheduledShowTimes(event)
    .filter((s) => dateStarted(s.startsAt, now))
    .reverse();
}

/** The next show, or null for 'No upcoming shows' (spec section 2, date display). */
export function nextShowTime(event: TShowsEvent, now: Date): TScheduledShow | null {
  return upcomingShowTimes(event, now)[0] ?? null;
}
