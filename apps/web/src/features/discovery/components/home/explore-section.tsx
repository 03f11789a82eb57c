import { CalendarPlus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from '@/lib/router';
import { catalogueName } from '@/i18n/catalogue-names';
import { cn } from '@/lib/cn';
import { useCategories } from '../../api/get-categories';
import { useEvents } from '../../api/get-events';
import { EXPLORE_LIMIT, exploreEventsParams, parseCategoryId } from '../../home-queries';
import { T } from '../../home.texts';
import { EventCard, EventCardSkeleton } from '../event-card';
import { LoadError, SectionHeading } from './section-heading';

export { EXPLORE_LIMIT, parseCategoryId };

const pillClass = (active: boolean) =>
  cn(
    'inline-flex h-10 shrink-0 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600 focus-visible:ring-offset-2',
    active ? 'bg-stone-900 text-white' : 'bg-white text-stone-800 ring-1 ring-stone-300 hover:bg-stone-100',
  );

/**
 * Explore events by category (spec section 2): the most-viewed events that are live and not over,
 * at most 6, filtered by the `categoryId` query param of the home page (replaced, no history entry).
 */
export function ExploreSection() {
  const [searchParams, setSearchParams] = useSearchParams();
  const categoryId = parseCategoryId(searchParams.get('categoryId'));
  const categories = useCategories();
  const events = useEvents(exploreEventsParams(categoryId));

  const select = (id: number | null) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id === null) next.delete('categoryId');
        else next.set('categoryId', String(id));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  // On phones the pills scroll sideways: bring the selected one into view (without moving the page).
  const pills = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = pills.current;
    const active = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    const left = active.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + active.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = left - 16;
    }
  }, [categoryId, categories.data]);

  const list = (events.data?.events ?? []).slice(0, EXPLORE_LIMIT);
  const viewAll = categoryId ? `/events?categoryId=${categoryId}` : '/events';

  return (
    <section
      data-section="explore"
      aria-labelledby="explore-title"
      className="mx-auto max-w-7xl px-4 pt-14 lg:px-8 lg:pt-20"
      data-testid="explore-section"
    >
      <SectionHeading
        id="explore-title"
        title={T.explore.title}
        subtitle={T.explore.subtitle}
        link={{ to: viewAll, label: T.explore.viewAll }}
      />

      <div
        ref={pills}
        role="group"
        aria-label={T.explore.filterLabel}
        className="-mx-4 mt-5 flex gap-2 overflow-x-auto px-4 pt-1 pb-2 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        <button
          type="button"
          aria-pressed={categoryId === null}
          onClick={() => select(null)}
          className={pillClass(categoryId === null)}
        >
          {T.explore.all}
        </button>
        {categories.isPending
          ? [0, 1, 2, 3].map((i) => (
              <span
                key={i}
                aria-hidden
                className="h-10 w-24 shrink-0 animate-pulse rounded-full bg-stone-200 motion-reduce:animate-none"
              />
            ))
          : (categories.data ?? []).map((c) => (
              <button
                key={c.id}
                type="button"
                aria-pressed={categoryId === c.id}
                onClick={() => select(c.id)}
                className={pillClass(categoryId === c.id)}
                data-testid="category-pill"
              >
                {catalogueName(c)}
              </button>
            ))}
      </div>

      <div className="mt-6">
        {events.isPending ? (
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label={T.explore.loading}>
            {Array.from({ length: EXPLORE_LIMIT }, (_, i) => (
              <EventCardSkeleton key={i} />
            ))}
          </div>
        ) : events.isError && !events.data ? (
          <LoadError title={T.explore.loadError} onRetry={() => void events.refetch()} />
        ) : list.length === 0 ? (
          <div
            className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center"
            data-testid="explore-empty"
          >
            <span className="flex size-12 items-center justify-center rounded-full bg-orange-50 text-orange-700">
              <CalendarPlus aria-hidden className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-stone-900">{T.explore.emptyTitle}</h3>
            <p className="mt-1 text-stone-600">{categoryId ? T.explore.emptyInCategory : T.explore.emptyBeFirst}</p>
          </div>
        ) : (
          <ul
            className={cn(
              'grid gap-5 transition-opacity sm:grid-cols-2 lg:grid-cols-3',
              events.isPlaceholderData && 'opacity-60',
            )}
            aria-busy={events.isPlaceholderData || undefined}
            data-testid="explore-events"
          >
            {list.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
