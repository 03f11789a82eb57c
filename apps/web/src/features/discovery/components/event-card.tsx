import type { TEvent } from '@tribe/contracts';
import { CalendarDays, MapPin } from 'lucide-react';
import { Link } from '@/lib/router';
import { eventTypes } from '@/i18n/catalogue-names';
import { eventPrice } from '@/i18n/format';
import { cardDateText, plainSpaces } from '../card-date';
import { T } from '../event-card.texts';
import { EventImage } from './event-image';
import { SaveEventButton } from './save-event-button';

/** Spec section 9: a card shows up to 3 subcategory badges. */
export const MAX_CARD_BADGES = 3;

/** The event page path: externalId when there is one, else the numeric id. */
export const eventPath = (event: Pick<TEvent, 'id' | 'externalId'>) => `/events/${event.externalId || event.id}`;

/** The type badges, in the active language (the Kiswahili names an admin gave, else English). */
function badgeNames(event: TEvent): string[] {
  return eventTypes(event)
    .map((s) => s.name)
    .slice(0, MAX_CARD_BADGES);
}

/**
 * Event card (spec section 2, "Event cards"): 16:9 image, up to 3 type badges, title, date in the
 * event's zone, location and lowest price. The whole card links to the event; the heart sits on
 * top of the link as its own button (no interactive element nested inside the link).
 */
export function EventCard({ event, priority = false }: { event: TEvent; priority?: boolean }) {
  const badges = badgeNames(event);
  const location = event.location || event.town;
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg motion-reduce:transition-none motion-reduce:hover:translate-y-0"
      data-testid="event-card"
      data-event-id={event.id}
    >
      <Link
        to={eventPath(event)}
        className="flex flex-1 flex-col rounded-2xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-orange-600"
      >
        <div className="relative aspect-video overflow-hidden bg-stone-100">
          <EventImage
            src={event.imageUrl}
            alt={event.title}
            priority={priority}
            className="transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          {badges.length > 0 && (
            <ul className="flex flex-wrap gap-1.5" aria-label={T.eventTypes}>
              {badges.map((name) => (
                <li
                  key={name}
                  className="rounded-full bg-orange-50 px-2.5 py-0.5 text-xs font-medium text-orange-800 ring-1 ring-orange-200"
                  data-testid="event-card-badge"
                >
                  {name}
                </li>
              ))}
            </ul>
          )}
          <h3
            className="line-clamp-2 text-base font-semibold leading-snug text-stone-900"
            data-testid="event-card-title"
          >
            {event.title}
          </h3>
          <p className="flex items-center gap-1.5 text-sm text-stone-600">
            <CalendarDays aria-hidden className="size-4 shrink-0 text-stone-500" />
            <span data-testid="event-card-date">{cardDateText(event)}</span>
          </p>
          {location && (
            <p className="flex items-center gap-1.5 text-sm text-stone-600">
              <MapPin aria-hidden className="size-4 shrink-0 text-stone-500" />
              <span className="truncate" data-testid="event-card-location">
                {location}
              </span>
            </p>
          )}
          <p
            className="mt-auto pt-2 text-base font-bold whitespace-nowrap text-stone-900"
            data-testid="event-card-price"
          >
            {plainSpaces(eventPrice(event))}
          </p>
        </div>
      </Link>
      <SaveEventButton event={event} className="absolute top-3 right-3" />
    </article>
  );
}

/** Same footprint as EventCard while events load. */
export function EventCardSkeleton() {
  return (
    <div
      aria-hidden
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white"
      data-testid="event-card-skeleton"
    >
      <div className="aspect-video animate-pulse bg-stone-200 motion-reduce:animate-none" />
      <div className="flex flex-col gap-3 p-4">
        <div className="h-4 w-20 animate-pulse rounded-full bg-stone-200 motion-reduce:animate-none" />
        <div className="h-5 w-4/5 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
        <div className="mt-2 h-5 w-24 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
      </div>
    </div>
  );
}
