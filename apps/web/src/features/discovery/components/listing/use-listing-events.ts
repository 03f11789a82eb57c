import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TEvent } from '@tribe/contracts';
import { fetchEvents, type TEventsPage } from '../../api/get-events';
import type { TListingEventsParams } from '../../filters/url-state';

/**
 * Events per request. The listing never loads the whole catalogue: with thousands of events a
 * phone on 3G gets one page (about 24 cards) and asks for more with 'Load more'.
 */
export const LISTING_PAGE_SIZE = 24;

/** The listing's pages for one set of filters; the server filters, sorts and counts. */
export function useListingEvents(params: TListingEventsParams) {
  const query = useInfiniteQuery({
    queryKey: ['/api/events', 'listing', params] as const,
    queryFn: ({ pageParam, signal }) => fetchEvents({ ...params, limit: LISTING_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last: TEventsPage, pages: TEventsPage[]) => {
      const loaded = pages.reduce((n, p) => n + p.events.length, 0);
      return last.events.length > 0 && loaded < last.total ? loaded : undefined;
    },
    // A new filter keeps the current cards on screen (dimmed) until its first page arrives.
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages ?? [];
  // Offsets can shift between requests (views change the relevance order): never show a card twice.
  const seen = new Set<number>();
  const events: TEvent[] = [];
  for (const page of pages) for (const e of page.events) if (!seen.has(e.id) && seen.add(e.id)) events.push(e);
  const total = pages[0]?.total ?? 0;
  return { ...query, events, total };
}
