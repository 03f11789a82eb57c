import type { QueryClient } from '@tanstack/react-query';
import { categoriesQuery } from './api/get-categories';
import { subcategoriesQuery } from './api/get-subcategories';
import { listingEventsQuery } from './components/listing/use-listing-events';
import { parseFilters, toEventsParams } from './filters/url-state';

/**
 * Starts every request the listing makes for this address, so they run while its code
 * downloads. The first page is asked for exactly as the page will ask (same parser, same key).
 * Settles when all have (the server waits for it before drawing the page, decision 031).
 */
export async function prefetchListing(queryClient: QueryClient, url: URL): Promise<void> {
  const params = toEventsParams(parseFilters(url.searchParams, new Date()));
  await Promise.all([
    queryClient.prefetchInfiniteQuery(listingEventsQuery(params)),
    queryClient.prefetchQuery(categoriesQuery),
    queryClient.prefetchQuery(subcategoriesQuery),
  ]);
}
