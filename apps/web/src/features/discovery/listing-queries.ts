import type { QueryClient } from '@tanstack/react-query';
import { categoriesQuery } from './api/get-categories';
import { subcategoriesQuery } from './api/get-subcategories';
import { listingEventsQuery } from './components/listing/use-listing-events';
import { parseFilters, toEventsParams } from './filters/url-state';

/**
 * Starts every request the listing makes for this address, so they run while its code
 * downloads. The first page is asked for exactly as the page will ask (same parser, same key).
 */
export function prefetchListing(queryClient: QueryClient, url: URL): void {
  const params = toEventsParams(parseFilters(url.searchParams, new Date()));
  void queryClient.prefetchInfiniteQuery(listingEventsQuery(params));
  void queryClient.prefetchQuery(categoriesQuery);
  void queryClient.prefetchQuery(subcategoriesQuery);
}
