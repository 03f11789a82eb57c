import { formatDateRange, formatFullDate, formatInstantTime12, formatTime12, toZonedDay } from '@tribe/contracts/dates';
import {
  formatRecurringDays,
  pastShowTimes,
  RECURRING_DATES_SHOWN,
  SHOW_TIMES_SHOWN,
  upcomingRecurringDates,
  upcomingShowTimes,
} from '@tribe/contracts/recurrence';
import type { TEvent, TScheduledShow } from '@tribe/contracts';
import { CalendarDays, Clock, Repeat } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { DialogShell } from './dialog-shell';
import { recurringTimeLabel } from '../lib/occurrences';

const showTimeLabel = (s: TScheduledShow) =>
  [formatTime12(s.startTime), s.endTime ? formatTime12(s.endTime) : null].filter(Boolean).join(' – ');

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
  const startTime = formatInstantTime12(start, tz);
  const endTime = formatInstantTime12(event.endDate, tz);
  // A multi-day event names its last day; a same-day one does not repeat its date.
  const endDay = toZonedDay(event.endDate, tz);
  const endsLater = endDay !== null && endDay !== toZonedDay(start, tz);
  return (
    <div className="space-y-4">
      <DateRow
        icon={<CalendarDays className="size-5" aria-hidden="true" />}
        primary={start ? formatFullDate(start, tz) : 'Date not set'}
        secondary={formatDateRange(start, event.endDate, tz)}
      />
      {startTime && (
        <DateRow
          icon={<Clock className="size-5" aria-hidden="true" />}
          primary={endTime ? `${startTime} – ${endTime}` : startTime}
          secondary={endsLater ? `Ends ${formatFullDate(event.endDate!, tz)}` : undefined}
        />
      )}
    </div>
  );
}

function RecurringSchedule({ event, now }: { event: TEvent; now: Date }) {
  const days = formatRecurringDays(event.recurringDays);
  const upcoming = upcomingRecurringDates(event, now).slice(0, RECURRING_DATES_SHOWN);
  const time = recurringTimeLabel(event);
  const from = event.recurringStartDate ? formatFullDate(event.recurringStartDate) : null;
  const to = event.recurringEndDate ? formatFullDate(event.recurringEndDate) : null;
  return (
    <div className="space-y-4">
      <DateRow
        icon={<Repeat className="size-5" aria-hidden="true" />}
        primary={days || 'Recurring schedule'}
        secondary={time}
      />
      {(from || to) && (
        <DateRow
          icon={<CalendarDays className="size-5" aria-hidden="true" />}
          primary={
            <>
              {from && <span>From {from}</span>}
              {from && to && <br />}
              {to && <span>To {to}</span>}
            </>
          }
        />
      )}
      {upcoming.length > 0 ? (
        <DateList
          label="Upcoming dates"
          items={upcoming.map((o) => ({ key: o.date, date: formatFullDate(o.date), time }))}
        />
      ) : (
        <p className="text-sm text-stone-600">No upcoming dates</p>
      )}
    </div>
  );
}

function ShowsSchedule({ event, now }: { event: TEvent; now: Date }) {
  const [allOpen, setAllOpen] = useState(false);
  const upcoming = upcomingShowTimes(event, now);
  const past = upcoming.length === 0 ? pastShowTimes(event, now) : [];
  const next = upcoming[0] ?? null;
  const toItem = (s: TScheduledShow) => ({ key: String(s.id), date: formatFullDate(s.date), time: showTimeLabel(s) });
  return (
    <div className="space-y-4">
      {next ? (
        <DateRow
          icon={<CalendarDays className="size-5" aria-hidden="true" />}
          primary={
            <>
              <span className="block text-xs font-semibold uppercase tracking-wide text-orange-700">Next show</span>
              {formatFullDate(next.date)}
            </>
          }
          secondary={showTimeLabel(next)}
        />
      ) : (
        <DateRow icon={<CalendarDays className="size-5" aria-hidden="true" />} primary="No upcoming shows" />
      )}
      {upcoming.length > 0 && <DateList label="Show times" items={upcoming.slice(0, SHOW_TIMES_SHOWN).map(toItem)} />}
      {(upcoming.length > 0 || past.length > 0) && (
        <button
          type="button"
          onClick={() => setAllOpen(true)}
          className="text-sm font-semibold text-orange-700 underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600"
        >
          View All Show Times
        </button>
      )}
      <DialogShell
        open={allOpen}
        onOpenChange={setAllOpen}
        title="All Show Times"
        description={
          upcoming.length > 0
            ? `${upcoming.length} upcoming ${upcoming.length === 1 ? 'show' : 'shows'}`
            : 'Every show of this event has already taken place.'
        }
      >
        <div className="space-y-5">
          {upcoming.length > 0 && <DateList label="Upcoming" items={upcoming.map(toItem)} />}
          {past.length > 0 && <DateList label="Past show times" items={past.map(toItem)} />}
        </div>
      </DialogShell>
    </div>
  );
}

/** Spec section 2 "Date display", always in the event's time zone. */
export function EventSchedule({ event, now }: { event: TEvent; now: Date }) {
  if (event.eventType === 'recurring') return <RecurringSchedule event={event} now={now} />;
  if (event.eventType === 'multiple-shows') return <ShowsSchedule event={event} now={now} />;
  return <OneOffSchedule event={event} />;
}
