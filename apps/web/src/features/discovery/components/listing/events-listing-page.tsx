import { lazy, Suspense, use, useCallback, useEffect, useMemo, useRef, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { count } from '@/i18n/format';
import { cn } from '@/lib/cn';
import { useCategories } from '../../api/get-categories';
import { useSubcategories } from '../../api/get-subcategories';
import { T } from '../../discovery.texts';
import { EventCard, EventCardSkeleton } from '../event-card';
import { activeChips, resultsHeading } from '../../filters/filter-model';
import { toEventsParams } from '../../filters/url-state';
import { useListingFilters } from '../../filters/use-listing-filters';
import { ActiveFilterChips } from './active-filter-chips';
import { FiltersDrawer } from './filters-drawer';
import { ListingHero } from './listing-hero';
import { ListingEmpty, ListingError } from './listing-states';
import { SortSelect } from './sort-select';
import { DESKTOP_QUERY, useMediaQueryOnceKnown } from './use-media-query';
import { LISTING_PAGE_SIZE, useListingEvents } from './use-listing-events';

const loadFilterPanel = () => import('./filter-panel');
const FilterPanel = lazy(() => loadFilterPanel().then((m) => ({ default: m.FilterPanel })));
const NEVER = new Promise<never>(() => {});
// A desktop shows the sidebar at once: its code is asked for with the page's own.
if (typeof window !== 'undefined' && window.matchMedia?.(DESKTOP_QUERY).matches) void loadFilterPanel();

/**
 * The sidebar's filters, drawn by the server for every screen and hidden by CSS below the
 * desktop breakpoint. A phone hydrating the page leaves that hidden markup as the server drew it
 * (the render after hydration removes the sidebar there) instead of downloading the panel's
 * code for it; a phone's filters are in the drawer's sheet, which loads on intent.
 */
function SidebarFilters(props: ComponentProps<typeof FilterPanel>) {
  if (typeof window !== 'undefined' && !window.matchMedia?.(DESKTOP_QUERY).matches) use(NEVER);
  return <FilterPanel {...props} />;
}

/** Spec section 9: the listing shows 6 skeleton cards while it loads. */
export const LISTING_SKELETON_COUNT = 6;

const gridClass = 'grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3 [&>li]:min-w-0';

/**
 * /events: hero and search, filters (sidebar on desktop, drawer on phones), active-filter chips,
 * 'N events found', sort, and the cards one page at a time. The filters live in the address;
 * the server filters, sorts, counts and pages, so the page stays light with thousands of events.
 */
export function EventsListingPage() {
  const { filters, setFilters, clearFilters } = useListingFilters();
  // Null while the server's page is hydrated: both the sidebar and the drawer's button then,
  // CSS shows the screen's one.
  const isDesktop = useMediaQueryOnceKnown(DESKTOP_QUERY);
  const params = useMemo(() => toEventsParams(filters), [filters]);
  const listing = useListingEvents(params);
  const categories = useCategories();
  const subcategories = useSubcategories();

  const chips = activeChips(
    filters,
    { categories: categories.data ?? [], subcategories: subcategories.data ?? [] },
    new Date(),
  );
  const onSearch = useCallback((q: string) => setFilters((f) => ({ ...f, q })), [setFilters]);

  const { events, total } = listing;
  const firstLoad = listing.isPending;
  const failed = listing.isError && !listing.data;
  const updating = listing.isPlaceholderData;

  // When a filter changes while the reader is far down the grid, bring the top of the new results into view.
  const resultsRef = useRef<HTMLElement>(null);
  const paramsKey = JSON.stringify(params);
  const lastKey = useRef(paramsKey);
  useEffect(() => {
    if (lastKey.current === paramsKey) return;
    lastKey.current = paramsKey;
    const el = resultsRef.current;
    if (el && el.getBoundingClientRect().top < 0) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      el.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    }
  }, [paramsKey]);

  let heading = resultsHeading(total);
  if (firstLoad) heading = T.loadingHeading;
  else if (failed) heading = T.eventsHeading;

  return (
    <main>
      <title>{T.documentTitle}</title>
      <ListingHero search={filters.q} onSearch={onSearch} />

      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:grid lg:grid-cols-[17.5rem_minmax(0,1fr)] lg:items-start lg:gap-10 lg:px-8 lg:py-10">
        {isDesktop !== false && (
          <aside
            aria-labelledby="filters-heading"
            className="hidden rounded-2xl border border-stone-200 bg-white p-5 shadow-sm lg:block"
            data-testid="filters-sidebar"
          >
            <h2 id="filters-heading" className="mb-4 text-base font-bold text-stone-900">
              {T.filters}
            </h2>
            <Suspense fallback={null}>
              <SidebarFilters value={filters} onChange={setFilters} />
            </Suspense>
          </aside>
        )}

        <section ref={resultsRef} aria-labelledby="results-heading" className="min-w-0 scroll-mt-20">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex min-h-10 items-center gap-2" aria-live="polite">
              <h2
                id="results-heading"
                className="text-xl font-bold tracking-tight text-stone-900 sm:text-2xl"
                data-testid="results-heading"
              >
                {heading}
              </h2>
              {updating && <Spinner className="size-4" label={T.updatingResults} />}
            </div>
            <div className="flex items-center justify-between gap-2 sm:justify-end">
              {isDesktop !== true && (
                <div className="lg:hidden">
                  <FiltersDrawer filters={filters} onApply={setFilters} onClear={clearFilters} />
                </div>
              )}
              <SortSelect value={filters.sort} onChange={(sort) => setFilters((f) => ({ ...f, sort }))} />
            </div>
          </div>

          {chips.length > 0 && (
            <div className="mt-4">
              <ActiveFilterChips chips={chips} onRemove={(chip) => setFilters(chip.remove)} onClearAll={clearFilters} />
            </div>
          )}

          <div className="mt-6">
            {firstLoad ? (
              <ul className={gridClass} aria-label={T.loadingEvents} data-testid="listing-skeletons">
                {Array.from({ length: LISTING_SKELETON_COUNT }, (_, i) => (
                  <li key={i}>
                    <EventCardSkeleton />
                  </li>
                ))}
              </ul>
            ) : failed ? (
              <ListingError onRetry={() => void listing.refetch()} retrying={listing.isFetching} />
            ) : events.length === 0 ? (
              <div className={cn('transition-opacity', updating && 'opacity-60')}>
                <ListingEmpty onClearAll={clearFilters} />
              </div>
            ) : (
              <>
                <ul
                  className={cn(
                    gridClass,
                    'transition-opacity duration-200',
                    updating && 'pointer-events-none opacity-50',
                  )}
                  aria-busy={updating}
                  data-testid="listing-grid"
                >
                  {events.map((event, i) => (
                    <li key={event.id}>
                      <EventCard event={event} priority={i < 2} />
                    </li>
                  ))}
                </ul>
                <LoadMore
                  shown={events.length}
                  total={total}
                  hasMore={listing.hasNextPage}
                  loading={listing.isFetchingNextPage}
                  failed={listing.isFetchNextPageError}
                  disabled={updating}
                  onLoadMore={() => void listing.fetchNextPage()}
                />
              </>
            )}
          </div>
        </section>
      </div>
    </main>
  );
}

function LoadMore({
  shown,
  total,
  hasMore,
  loading,
  failed,
  disabled,
  onLoadMore,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  disabled: boolean;
  onLoadMore: () => void;
}) {
  if (!hasMore) {
    return shown > LISTING_PAGE_SIZE ? (
      <p className="mt-10 text-center text-sm text-stone-600">{T.seenAll(total)}</p>
    ) : null;
  }
  return (
    <div className="mt-10 flex flex-col items-center gap-3">
      <p className="text-sm text-stone-600" aria-live="polite" data-testid="listing-progress">
        {T.showing(count(shown), count(total))}
      </p>
      {failed && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {T.loadMoreFailed}
        </p>
      )}
      <Button
        variant="outline"
        size="lg"
        className="min-w-44"
        onClick={onLoadMore}
        disabled={loading || disabled}
        aria-busy={loading}
      >
        {loading && <Spinner className="size-4" label={T.loadingMore} />}
        {loading ? T.loadingBusy : failed ? T.tryAgain : T.loadMore}
      </Button>
    </div>
  );
}
