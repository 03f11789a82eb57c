import type { QueryClient } from '@tanstack/react-query';
import {
  HOME_HERO_QUERY as HERO_EVENTS_PARAMS,
  homeExploreQuery as exploreEventsParams,
  parseHomeCategoryId as parseCategoryId,
} from '@tribe/contracts/first-requests';
import { categoriesQuery } from './api/get-categories';
import { eventsQueryKey, fetchEvents, type TEventsParams } from './api/get-events';
import { featuredEventsQuery } from './api/get-featured-events';
import { tribesQuery } from './api/get-tribes';

// The server names these same requests in the page's HTML (contracts, first-requests).
export {
  HOME_EXPLORE_LIMIT as EXPLORE_LIMIT,
  HOME_HERO_QUERY as HERO_EVENTS_PARAMS,
  homeExploreQuery as exploreEventsParams,
  parseHomeCategoryId as parseCategoryId,
} from '@tribe/contracts/first-requests';

const prefetchEvents = (queryClient: QueryClient, params: TEventsParams) =>
  queryClient.prefetchQuery({ queryKey: eventsQueryKey(params), queryFn: ({ signal }) => fetchEvents(params, signal) });

/**
 * Starts every request the home page makes, so they run while its code downloads; settles when
 * all have (the server waits for it before drawing the page, decision 031).
 */
export async function prefetchHome(queryClient: QueryClient, url: URL): Promise<void> {
  await Promise.all([
    prefetchEvents(queryClient, HERO_EVENTS_PARAMS),
    prefetchEvents(queryClient, exploreEventsParams(parseCategoryId(url.searchParams.get('categoryId')))),
    queryClient.prefetchQuery(categoriesQuery),
    queryClient.prefetchQuery(featuredEventsQuery),
    queryClient.prefetchQuery(tribesQuery),
  ]);
}
