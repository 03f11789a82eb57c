import {
  MAX_RECURRING_DATES,
  dateStarted,
  hostDateOver,
  occurrenceOn,
  recurringOccursOn,
  recurringStartTime,
  resolveTimeZone,
  scheduledShowTimes,
  upcomingRecurringDates,
  type TEvent,
} from '@tribe/contracts';
import { AppError } from '../../lib/errors.js';
import { CHECKOUT_TEXTS } from './checkout.texts.js';

/**
 * The dates of an event as checkout sees them: the one date of a one-off event, each show of a
 * multiple-shows event, each generated date of a recurring one. Keys match `occurrences.occurrence_key`
 * ('single', 'show:<id>', 'YYYY-MM-DD').
 */
export interface ResolvedOccurrence {
  key: string;
  date: string | null;
  showTimeId: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
}

/**
 * Whose limit a date is judged by. `buyer`: on sale until it starts, the one rule the event page
 * shows ('Event Started'; `dateStarted` in contracts). `host`: a host gives guest tickets until
 * the date ends (`hostDateOver`), for the guest who arrives late.
 */
export type SaleLimit = 'buyer' | 'host';

/** Whether a date can no longer be chosen under this limit. */
export function occurrenceClosed(o: ResolvedOccurrence, now: Date, limit: SaleLimit = 'buyer'): boolean {
  return limit === 'buyer' ? dateStarted(o.startsAt, now) : hostDateOver(o, now);
}

/** One formatter per zone: making an Intl.DateTimeFormat costs far more than using one (every order asks). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * Days already worked out, per zone and instant. Formatting is still ~tens of µs per call (ICU),
 * and every hold asks it twice for the same few instants (the dates on sale). Bounded: emptied
 * when full.
 */
const days = new Map<string, string>();
const DAYS_KEPT = 2000;
/** An instant's calendar day in a zone, 'YYYY-MM-DD'. */
export const dayOf = (d: Date | null, zone: string): string | null => {
  if (!d) return null;
  const key = `${zone} ${d.getTime()}`;
  const known = days.get(key);
  if (known !== undefined) return known;
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(zone, format);
  }
  const day = format.format(d);
  if (days.size >= DAYS_KEPT) days.clear();
  days.set(key, day);
  return day;
};

/**
 * The date a buyer chose, checked against the event's own dates: a buyer's date must not have
 * started (`limit` 'buyer'); a host's guest tickets may be given until it ends ('host').
 * @throws AppError occurrence_not_found when the event has no such date, or it is closed.
 */
export function resolveOccurrence(
  event: TEvent,
  selectedDate: string | null | undefined,
  selectedShowTimeId: number | null | undefined,
  now: Date,
  limit: SaleLimit = 'buyer',
): ResolvedOccurrence {
  const zone = resolveTimeZone(event.timeZone);
  const T = CHECKOUT_TEXTS.occurrence;
  const missing = (what: string) => new AppError('occurrence_not_found', what);
  let found: ResolvedOccurrence | null = null;
  if (event.eventType === 'one-off') {
    found = singleOccurrence(event, zone);
  } else if (event.eventType === 'multiple-shows') {
    if (selectedShowTimeId == null) throw missing(T.chooseShow);
    const show = scheduledShowTimes(event).find((s) => s.id === selectedShowTimeId);
    if (!show) throw missing(T.noSuchShow);
    found = showOccurrence(show);
  } else {
    const day = selectedDate?.slice(0, 10) ?? null;
    if (!day) throw missing(T.chooseDate);
    if (!recurringOccursOn(event, day)) throw missing(T.noSuchDate);
    const o = occurrenceOn(day, recurringStartTime(event), event.recurringEndTime, zone);
    found = { key: day, date: day, showTimeId: null, startsAt: o.startsAt, endsAt: o.endsAt };
  }
  if (occurrenceClosed(found, now, limit)) throw missing(limit === 'buyer' ? T.salesClosed : T.dateOver);
  return found;
}

/** The one date of a one-off event. */
function singleOccurrence(event: TEvent, zone: ReturnType<typeof resolveTimeZone>): ResolvedOccurrence {
  const startsAt = event.startDate ? new Date(event.startDate) : null;
  const endsAt = event.endDate ? new Date(event.endDate) : null;
  return { key: 'single', date: dayOf(startsAt, zone), showTimeId: null, startsAt, endsAt };
}

/** A show of a multiple-shows event as the date it is. */
const showOccurrence = (s: ReturnType<typeof scheduledShowTimes>[number]): ResolvedOccurrence => ({
  key: `show:${s.id}`,
  date: s.date,
  showTimeId: s.id,
  startsAt: s.startsAt,
  endsAt: s.endsAt,
});

/**
 * The dates that can still be picked under `limit` (availability: a buyer's, by default); at most
 * MAX_RECURRING_DATES for recurring events.
 */
export function upcomingOccurrences(event: TEvent, now: Date, limit: SaleLimit = 'buyer'): ResolvedOccurrence[] {
  const zone = resolveTimeZone(event.timeZone);
  let all: ResolvedOccurrence[];
  if (event.eventType === 'one-off') {
    all = [singleOccurrence(event, zone)];
  } else if (event.eventType === 'multiple-shows') {
    all = scheduledShowTimes(event).map(showOccurrence);
  } else {
    // A host's date under way is still offered: the list starts from the day's own dates.
    const from = limit === 'host' ? new Date(now.getTime() - 86_400_000) : now;
    all = upcomingRecurringDates(event, from, MAX_RECURRING_DATES).map((o) => ({
      key: o.date,
      date: o.date,
      showTimeId: null,
      startsAt: o.startsAt,
      endsAt: o.endsAt,
    }));
  }
  return all.filter((o) => !occurrenceClosed(o, now, limit));
}
