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

/** Starts every request the home page makes, so they run while its code downloads. */
export function prefetchHome(queryClient: QueryClient, url: URL): void {
  void prefetchEvents(queryClient, HERO_EVENTS_PARAMS);
  void prefetchEvents(queryClient, exploreEventsParams(parseCategoryId(url.searchParams.get('categoryId'))));
  void queryClient.prefetchQuery(categoriesQuery);
  void queryClient.prefetchQuery(featuredEventsQuery);
  void queryClient.prefetchQuery(tribesQuery);
}
