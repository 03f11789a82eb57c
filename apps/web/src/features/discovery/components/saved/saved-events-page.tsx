import { CalendarDays, Heart, MapPin, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from '@/lib/router';
import { buttonClass } from '@/components/ui/button';
import { removeSaved, useSavedEvents, type TSavedEvent } from '../../saved-events';
import { eventPath } from '../event-card';
import { EventImage } from '../event-image';
import { T } from '../../saved.texts';
import { cardDate } from '@/i18n/format';

/** /saved: the events saved on this device, newest first, each removable. */
export function SavedEventsPage() {
  const stored = useSavedEvents();
  const saved = useMemo(() => [...stored].sort((a, b) => (b.savedAt ?? '').localeCompare(a.savedAt ?? '')), [stored]);
  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-8 sm:py-12 lg:px-8">
      <title>{T.documentTitle}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{T.pageTitle}</h1>
          <p className="mt-1 text-stone-600" data-testid="saved-count">
            {saved.length === 0 ? T.deviceEmpty : T.deviceCount(saved.length)}
          </p>
        </div>
        {saved.length > 0 && (
          <Link to="/events" className={buttonClass('outline', 'sm')}>
            {T.discoverMore}
          </Link>
        )}
      </div>

      {saved.length === 0 ? (
        <div
          className="mt-8 flex flex-col items-center rounded-3xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center"
          data-testid="saved-empty"
        >
          <span className="flex size-14 items-center justify-center rounded-full bg-orange-50 text-orange-700">
            <Heart aria-hidden className="size-7" />
          </span>
          <h2 className="mt-4 text-xl font-semibold text-stone-900">{T.pageEmptyTitle}</h2>
          <p className="mt-1 max-w-sm text-stone-600">{T.pageEmptyText}</p>
          <Link to="/events" className={buttonClass('primary', 'md', 'mt-6')}>
            {T.discover}
          </Link>
        </div>
      ) : (
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="saved-events">
          {saved.map((event, i) => (
            <li key={event.id}>
              <SavedEventCard event={event} priority={i < 3} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

function SavedEventCard({ event, priority }: { event: TSavedEvent; priority: boolean }) {
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
      data-testid="saved-event"
      data-event-id={event.id}
    >
      <Link
        to={eventPath(event)}
        className="group flex flex-1 flex-col focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-orange-600"
      >
        <div className="relative aspect-video overflow-hidden bg-stone-100">
          <EventImage src={event.imageUrl} alt={event.title} priority={priority} />
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h2
            className="line-clamp-2 text-base font-semibold text-stone-900 group-hover:underline"
            data-testid="saved-event-title"
          >
            {event.title}
          </h2>
          <p className="flex items-center gap-1.5 text-sm text-stone-600">
            <CalendarDays aria-hidden className="size-4 shrink-0 text-stone-500" />
            {cardDate(event.startDate, event.timeZone)}
          </p>
          {event.location && (
            <p className="flex items-center gap-1.5 text-sm text-stone-600">
              <MapPin aria-hidden className="size-4 shrink-0 text-stone-500" />
              <span className="truncate">{event.location}</span>
            </p>
          )}
        </div>
      </Link>
      <div className="border-t border-stone-100 px-4 py-3">
        <button
          type="button"
          onClick={() => removeSaved(event.id)}
          aria-label={T.remove(event.title)}
          className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-stone-700 hover:bg-stone-100 hover:text-red-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600"
        >
          <Trash2 aria-hidden className="size-4" />
          {T.removeButton}
        </button>
      </div>
    </article>
  );
}
