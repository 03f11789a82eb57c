import { toZonedDay } from '@tribe/contracts/dates';
import { INTL_LOCALE } from '@tribe/contracts/locale';
import {
  parseRecurringDays,
  pastShowTimes,
  RECURRING_DATES_SHOWN,
  SHOW_TIMES_SHOWN,
  upcomingRecurringDates,
  upcomingShowTimes,
} from '@tribe/contracts/recurrence';
import type { TEvent, TScheduledShow } from '@tribe/contracts';
import { CalendarDays, Clock, Repeat } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { clockTime, dateRange, fullDate, instantTime } from '@/i18n/format';
import { getLocale } from '@/i18n/i18n';
import { LazyDialogShell } from './lazy-dialog-shell';
import { recurringTimeLabel } from '../lib/occurrences';
import { T } from '../texts';

/** A weekday's name in the active language, 0 = Sunday ('Monday', 'Jumatatu'). */
const weekdayName = (day: number) =>
  new Intl.DateTimeFormat(INTL_LOCALE[getLocale()], { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 0, 4 + day)), // 4 January 2026 was a Sunday
  );

/**
 * 'Every Monday, Wednesday and Friday' (spec section 2; 'Kila Jumatatu, Jumatano na Ijumaa'):
 * Monday to Sunday, unknown names dropped; '' when no day is known.
 */
function recurringDaysLabel(days: readonly string[] | null | undefined): string {
  const names = parseRecurringDays(days)
    .sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7))
    .map(weekdayName);
  if (names.length === 0) return '';
  const last = names.pop()!;
  return T.schedule.everyDays(names.length ? T.schedule.lastOfList(names.join(', '), last) : last);
}

const showTimeLabel = (s: TScheduledShow) =>
  [clockTime(s.startTime), s.endTime ? clockTime(s.endTime) : null].filter(Boolean).join(' – ');

function DateRow({ icon, primary, secondary }: { icon: ReactNode; primary: ReactNode; secondary?: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <div className="mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-xl bg-orange-50 text-orange-700">
        {icon}
      </div>
      <div className="min-w-0">
        <p className="font-semibold text-stone-900">{primary}</p>
        {secondary && <p className="text-sm text-stone-600">{secondary}</p>}
      </div>
    </div>
  );
}

function DateList({ label, items }: { label: string; items: { key: string; date: string; time: string }[] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold uppercase tracking-wide text-stone-500">{label}</h3>
      <ul className="mt-2 divide-y divide-stone-100 overflow-hidden rounded-xl border border-stone-200 bg-white">
        {items.map((item) => (
          <li
            key={item.key}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-0.5 px-4 py-3 text-sm"
          >
            <span className="font-medium text-stone-900">{item.date}</span>
            <span className="text-stone-600">{item.time}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function OneOffSchedule({ event }: { event: TEvent }) {
  const tz = event.timeZone;
  const start = event.startDate;
  const startTime = instantTime(start, tz);
  const endTime = instantTime(event.endDate, tz);
  // A multi-day event names its last day; a same-day one does not repeat its date.
  const endDay = toZonedDay(event.endDate, tz);
  const endsLater = endDay !== null && endDay !== toZonedDay(start, tz);
  return (
    <div className="space-y-4">
      <DateRow
        icon={<CalendarDays className="size-5" aria-hidden="true" />}
        primary={start ? fullDate(start, tz) : T.schedule.dateNotSet}
        secondary={dateRange(start, event.endDate, tz)}
      />
      {startTime && (
        <DateRow
          icon={<Clock className="size-5" aria-hidden="true" />}
          primary={endTime ? `${startTime} – ${endTime}` : startTime}
          secondary={endsLater ? T.schedule.endsOn(fullDate(event.endDate!, tz)) : undefined}
        />
      )}
    </div>
  );
}

function RecurringSchedule({ event, now }: { event: TEvent; now: Date }) {
  const days = recurringDaysLabel(event.recurringDays);
  const upcoming = upcomingRecurringDates(event, now).slice(0, RECURRING_DATES_SHOWN);
  const time = recurringTimeLabel(event);
  const from = event.recurringStartDate ? fullDate(event.recurringStartDate) : null;
  const to = event.recurringEndDate ? fullDate(event.recurringEndDate) : null;
  return (
    <div className="space-y-4">
      <DateRow
        icon={<Repeat className="size-5" aria-hidden="true" />}
        primary={days || T.schedule.recurring}
        secondary={time}
      />
      {(from || to) && (
        <DateRow
          icon={<CalendarDays className="size-5" aria-hidden="true" />}
          primary={
            <>
              {from && <span>{T.schedule.from(from)}</span>}
              {from && to && <br />}
              {to && <span>{T.schedule.to(to)}</span>}
            </>
          }
        />
      )}
      {upcoming.length > 0 ? (
        <DateList
          label={T.schedule.upcomingDates}
          items={upcoming.map((o) => ({ key: o.date, date: fullDate(o.date), time }))}
        />
      ) : (
        <p className="text-sm text-stone-600">{T.schedule.noUpcomingDates}</p>
      )}
    </div>
  );
}

function ShowsSchedule({ event, now }: { event: TEvent; now: Date }) {
  const [allOpen, setAllOpen] = useState(false);
  const upcoming = upcomingShowTimes(event, now);
  const past = upcoming.length === 0 ? pastShowTimes(event, now) : [];
  const next = upcoming[0] ?? null;
  const toItem = (s: TScheduledShow) => ({ key: String(s.id), date: fullDate(s.date), time: showTimeLabel(s) });
  return (
    <div className="space-y-4">
      {next ? (
        <DateRow
          icon={<CalendarDays className="size-5" aria-hidden="true" />}
          primary={
            <>
              <span className="block text-xs font-semibold uppercase tracking-wide text-orange-700">
                {T.schedule.nextShow}
              </span>
              {fullDate(next.date)}
            </>
          }
          secondary={showTimeLabel(next)}
        />
      ) : (
        <DateRow icon={<CalendarDays className="size-5" aria-hidden="true" />} primary={T.schedule.noUpcomingShows} />
      )}
      {upcoming.length > 0 && (
        <DateList label={T.schedule.showTimes} items={upcoming.slice(0, SHOW_TIMES_SHOWN).map(toItem)} />
      )}
      {(upcoming.length > 0 || past.length > 0) && (
        <button
          type="button"
          onClick={() => setAllOpen(true)}
          className="text-sm font-semibold text-orange-700 underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600"
        >
          {T.schedule.viewAllShowTimes}
        </button>
      )}
      <LazyDialogShell
        open={allOpen}
        onOpenChange={setAllOpen}
        title={T.schedule.allShowTimes}
        description={upcoming.length > 0 ? T.schedule.upcomingShows(upcoming.length) : T.schedule.allShowsPast}
      >
        <div className="space-y-5">
          {upcoming.length > 0 && <DateList label={T.schedule.upcoming} items={upcoming.map(toItem)} />}
          {past.length > 0 && <DateList label={T.schedule.pastShowTimes} items={past.map(toItem)} />}
        </div>
      </LazyDialogShell>
    </div>
  );
}

/** Spec section 2 "Date display", always in the event's time zone. */
export function EventSchedule({ event, now }: { event: TEvent; now: Date }) {
  if (event.eventType === 'recurring') return <RecurringSchedule event={event} now={now} />;
  if (event.eventType === 'multiple-shows') return <ShowsSchedule event={event} now={now} />;
  return <OneOffSchedule event={event} />;
}
