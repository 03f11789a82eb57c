import { isEventEnded, isEventStarted } from '@tribe/contracts/availability';
import type { TEvent } from '@tribe/contracts';
import { CalendarDays, MapPin } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Link } from '@/lib/router';
import { eventCategory, eventTypes } from '@/i18n/catalogue-names';
import { usePageUrl } from '@/lib/page-url';
import { BackToTop } from './back-to-top';
import { EndedBadge } from './buy-button';
import { EventDetailsSkeleton } from './event-details-skeleton';
import { EventMap } from './event-map';
import { EventReviews, HostRating } from './event-reviews';
import { EventSchedule } from './event-schedule';
import { HostedBy } from './hosted-by';
import { ImageCarousel } from './image-carousel';
import { MobileBuyBar } from './mobile-buy-bar';
import { ReportEventLink } from './report-event-link';
import { AllEventsLink } from './all-events-link';
import { ShareButton } from './share-button';
import { WhatsAppShare } from './whatsapp-share';
import { TicketCard } from './ticket-card';
import { LazyExternalProviderDialog, LazyTicketDialog } from './buy-dialogs';
import { TicketSummary } from './ticket-summary';
import { useBuyFlow } from './use-buy-flow';
import { useConfig } from '../api/get-config';
import { useEvent } from '../api/get-event';
import { useEventImages } from '../api/get-event-images';
import { trackView } from '../api/track-view';
import { galleryImages } from '../lib/event-images';
import { eventCoordinates } from '../lib/maps';
import { whenSummary } from '../lib/summary';
import { useDocumentTitle } from '../lib/use-document-title';
import { DESKTOP_QUERY, useMediaQueryOnceKnown } from '../lib/use-media-query';
import { useNow } from '../lib/use-now';
import { T } from '../texts';

const APP_NAME = 'Tikiti';

/**
 * The pages of an event that shows none (not found, taken down, sales off), and a cancelled
 * event's notice, are chunks of their own, with their words: an event's page does not carry them.
 * The server draws them whole; in the browser the skeleton stays until their code is here.
 */
const EventTakenDown = lazy(() => import('./event-taken-down').then((m) => ({ default: m.EventTakenDown })));
const EventNotFound = lazy(() => import('./event-not-found').then((m) => ({ default: m.EventNotFound })));

const CancelledNotice = lazy(() => import('./cancelled-notice').then((m) => ({ default: m.CancelledNotice })));

function Loading() {
  return (
    <main id="main-content">
      <EventDetailsSkeleton />
    </main>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-stone-200 pt-8">
      <h2 id={id} className="text-xl font-bold tracking-tight text-stone-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Counts one view per page view of an event (spec section 7); a re-render or refetch does not count again. */
function useTrackView(eventId: number) {
  const tracked = useRef<number | null>(null);
  useEffect(() => {
    if (tracked.current === eventId) return;
    tracked.current = eventId;
    void trackView(eventId);
  }, [eventId]);
}

function Paragraphs({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className="space-y-4 text-base leading-relaxed text-stone-700">
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

/** The category and type badges, named in the active language. */
function Badges({ event }: { event: TEvent }) {
  const subs = eventTypes(event);
  const category = eventCategory(event);
  if (!category && subs.length === 0) return <div />;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={T.categories}>
      {category && (
        <li>
          <Link
            to={`/events?categoryId=${category.id}`}
            className="inline-flex rounded-full bg-orange-100 px-3 py-1 text-xs font-semibold text-orange-900 hover:bg-orange-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600"
          >
            {category.name}
          </Link>
        </li>
      )}
      {subs.map((s) => (
        <li key={s.id}>
          <Link
            to={`/events?subcategoryId=${s.id}`}
            className="inline-flex rounded-full bg-stone-200/70 px-3 py-1 text-xs font-semibold text-stone-800 hover:bg-stone-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600"
          >
            {s.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function EventDetails({ event }: { event: TEvent }) {
  const pageUrl = usePageUrl();
  const now = useNow();
  // Null while the server's page is hydrated: both layouts then, CSS shows the screen's one.
  const isDesktop = useMediaQueryOnceKnown(DESKTOP_QUERY);
  const images = useEventImages(event.id, true);
  useConfig(); // warm: the map and the own-domain check of external ticket links read it
  useDocumentTitle(`${event.title} | ${APP_NAME}`);
  useTrackView(event.id);

  const started = isEventStarted(event, now);
  const ended = isEventEnded(event, now);
  const cancelled = event.status === 'cancelled';
  const { buy, ticketDialog, externalUrl, closeExternal } = useBuyFlow(event);
  const coordinates = eventCoordinates(event);
  const gallery = galleryImages(event.imageUrl, images.data ?? []);
  const when = whenSummary(event, now);

  return (
    <main id="main-content" className="mx-auto max-w-6xl px-4 pb-16 pt-4 sm:pt-6">
      <AllEventsLink />

      <div className="mt-4 grid gap-10 lg:grid-cols-[minmax(0,1fr)_360px]">
        <article className="min-w-0">
          <div className="flex items-start justify-between gap-4">
            <Badges event={event} />
            <div className="flex flex-wrap justify-end gap-2">
              <ShareButton title={event.title} />
              <WhatsAppShare title={event.title} url={pageUrl} />
            </div>
          </div>
          {cancelled ? <CancelledNotice className="mt-4" /> : ended && <EndedBadge className="mt-4" />}
          <h1 className="mt-4 text-3xl font-bold leading-tight tracking-tight text-stone-900 sm:text-4xl">
            {event.title}
          </h1>
          {isDesktop !== true && (
            <ul className="mt-3 space-y-1.5 text-sm text-stone-700 lg:hidden">
              <li className="flex items-center gap-2">
                <CalendarDays className="size-4 shrink-0 text-orange-700" aria-hidden="true" />
                <span>{when.secondary ? `${when.primary} · ${when.secondary}` : when.primary}</span>
              </li>
              {event.location && (
                <li className="flex items-center gap-2">
                  <MapPin className="size-4 shrink-0 text-orange-700" aria-hidden="true" />
                  <span>{event.location}</span>
                </li>
              )}
            </ul>
          )}

          <div className="mt-6">
            <ImageCarousel images={gallery} title={event.title} />
          </div>

          <div className="mt-10 space-y-10">
            <Section id="about-heading" title={T.sections.about}>
              <Paragraphs text={event.description} />
            </Section>

            {/* The host's terms, read before buying: each only when the host wrote it. */}
            {event.refundPolicy?.trim() && (
              <Section id="refunds-heading" title={T.sections.refunds}>
                <Paragraphs text={event.refundPolicy} />
              </Section>
            )}
            {event.entryConditions?.trim() && (
              <Section id="entry-heading" title={T.sections.entry}>
                <Paragraphs text={event.entryConditions} />
              </Section>
            )}

            <Section id="date-heading" title={T.sections.dateTime}>
              <EventSchedule event={event} now={now} />
            </Section>

            {(event.location || event.address || coordinates) && (
              <Section id="location-heading" title={T.sections.location}>
                <div className="flex items-start gap-3">
                  <div className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-orange-50 text-orange-700">
                    <MapPin className="size-5" aria-hidden="true" />
                  </div>
                  <div className="min-w-0">
                    {event.location && <p className="font-semibold text-stone-900">{event.location}</p>}
                    {event.address && <p className="text-sm text-stone-600">{event.address}</p>}
                  </div>
                </div>
                {coordinates && (
                  <div className="mt-4">
                    <EventMap
                      coordinates={coordinates}
                      title={event.title}
                      location={event.location}
                      address={event.address}
                    />
                  </div>
                )}
              </Section>
            )}

            {event.host && (
              <Section id="host-heading" title={T.sections.organizer}>
                <HostedBy name={event.host.vendorName} verified={event.host.verified}>
                  <HostRating rating={event.rating} hostRating={event.hostRating} />
                </HostedBy>
              </Section>
            )}

            {event.latestReviews && event.latestReviews.length > 0 && (
              <Section id="reviews-heading" title={T.sections.reviews}>
                <EventReviews reviews={event.latestReviews} hostName={event.host?.vendorName ?? null} />
              </Section>
            )}

            <Section id="tickets-heading" title={T.sections.tickets}>
              <TicketSummary event={event} />
            </Section>
          </div>
          <div className="mt-10 border-t border-stone-200 pt-4">
            <ReportEventLink eventId={event.id} />
          </div>
        </article>

        {isDesktop !== false && (
          <div className="hidden lg:block">
            <TicketCard event={event} now={now} started={started} ended={ended} cancelled={cancelled} onBuy={buy} />
          </div>
        )}
      </div>

      {isDesktop !== true && (
        <div className="lg:hidden">
          <MobileBuyBar event={event} started={started} ended={ended} cancelled={cancelled} onBuy={buy} />
        </div>
      )}
      <BackToTop className={isDesktop === null ? 'bottom-44 lg:bottom-6' : isDesktop ? 'bottom-6' : 'bottom-44'} />

      <LazyTicketDialog event={event} controller={ticketDialog} />
      <LazyExternalProviderDialog url={externalUrl} onOpenChange={(open) => !open && closeExternal()} />
    </main>
  );
}

/** /events/{id}: the event page (spec section 2 "Event detail"). */
export function EventDetailsPage({ id }: { id: string }) {
  const query = useEvent(id);
  useDocumentTitle(query.data ? null : query.isError ? T.notFoundDocumentTitle : null);
  if (query.data && !query.data.unpublished && !query.data.salesSuspended) {
    return (
      <Suspense fallback={<Loading />}>
        <EventDetails event={query.data} />
      </Suspense>
    );
  }
  if (query.data || query.isError) {
    return (
      <Suspense fallback={<Loading />}>
        {query.data ? (
          <EventTakenDown event={query.data} why={query.data.unpublished ? 'taken-down' : 'sales-off'} />
        ) : (
          <main id="main-content">
            <EventNotFound />
          </main>
        )}
      </Suspense>
    );
  }
  return <Loading />;
}
