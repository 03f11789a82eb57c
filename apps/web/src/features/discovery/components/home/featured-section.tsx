import { Sparkles } from 'lucide-react';
import { useFeaturedEvents } from '../../api/get-featured-events';
import { T } from '../../home.texts';
import { EventCard, EventCardSkeleton } from '../event-card';
import { LoadError, SectionHeading } from './section-heading';

/** Featured events (spec section 2), with the spec's empty text (section 8). */
export function FeaturedSection() {
  const featured = useFeaturedEvents();
  const list = featured.data ?? [];
  return (
    <section
      data-section="featured"
      aria-labelledby="featured-title"
      className="mx-auto max-w-7xl px-4 pt-14 lg:px-8 lg:pt-20"
      data-testid="featured-section"
    >
      <SectionHeading
        id="featured-title"
        title={
          <span className="inline-flex items-center gap-2">
            {T.featured.title}
            <Sparkles aria-hidden className="size-6 text-orange-600" />
          </span>
        }
        subtitle={T.featured.subtitle}
      />
      <div className="mt-6">
        {featured.isPending ? (
          <div
            className="-mx-4 flex gap-4 overflow-hidden px-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-5 sm:px-0 lg:grid-cols-3"
            aria-busy="true"
            aria-label={T.featured.loading}
          >
            {[0, 1, 2].map((i) => (
              <div key={i} className="w-[82%] shrink-0 sm:w-auto">
                <EventCardSkeleton />
              </div>
            ))}
          </div>
        ) : featured.isError ? (
          <LoadError title={T.featured.loadError} onRetry={() => void featured.refetch()} />
        ) : list.length === 0 ? (
          <p
            className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center text-stone-600"
            data-testid="featured-empty"
          >
            {T.featured.empty}
          </p>
        ) : (
          <ul
            className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:snap-none sm:grid-cols-2 sm:gap-5 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3"
            data-testid="featured-events"
          >
            {list.map((event) => (
              <li key={event.id} className="w-[82%] shrink-0 snap-start sm:w-auto">
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
