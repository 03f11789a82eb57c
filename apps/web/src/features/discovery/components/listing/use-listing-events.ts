import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TEvent } from '@tribe/contracts';
import { fetchEvents, type TEventsPage } from '../../api/get-events';
import type { TListingEventsParams } from '../../filters/url-state';

import { LISTING_PAGE_SIZE } from '@tribe/contracts/first-requests';

export { LISTING_PAGE_SIZE };

/** The listing's first page and how to ask for the next, for one set of filters. */
export const listingEventsQuery = (params: TListingEventsParams) =>
  infiniteQueryOptions({
    queryKey: ['/api/events', 'listing', params] as const,
    queryFn: ({ pageParam, signal }) => fetchEvents({ ...params, limit: LISTING_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last: TEventsPage, pages: TEventsPage[]) => {
      const loaded = pages.reduce((n, p) => n + p.events.length, 0);
      return last.events.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });

/** The listing's pages for one set of filters; the server filters, sorts and counts. */
export function useListingEvents(params: TListingEventsParams) {
  const query = useInfiniteQuery({
    ...listingEventsQuery(params),
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
