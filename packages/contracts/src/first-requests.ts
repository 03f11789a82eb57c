import { eventApiPath } from './api-paths.js';
import type { TListingQueryInput } from './listing-query.js';
import { serializeListingQuery } from './listing-query-write.js';
import { matchClientRoute } from './routes.js';

/**
 * The API requests a page starts before it renders, one list for both sides: the web app starts
 * them from the address as soon as its code runs, and the server names them in the page's HTML
 * (`<link rel="preload" as="fetch">`) so a phone fetches them alongside the app's code instead
 * of after it. A request named here that the page does not make is wasted bandwidth, and one the
 * page makes that is not named here waits for the code: a test keeps the two equal.
 */

/** The home hero: the top 3 events by views (spec section 2). */
export const HOME_HERO_QUERY: TListingQueryInput = { sort: 'relevance', limit: 3 };

/** Spec section 9: the home explore section shows at most 6 events. */
export const HOME_EXPLORE_LIMIT = 6;

/** Explore: live events that are not over, most viewed first, optionally one category. */
export const homeExploreQuery = (categoryId: number | null): TListingQueryInput => ({
  categoryId: categoryId ? [categoryId] : [],
  upcoming: true,
  sort: 'relevance',
  limit: HOME_EXPLORE_LIMIT,
});

/** The home page's categoryId query param as a positive integer, else null ('All'). */
export function parseHomeCategoryId(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/**
 * Events per listing request. The listing never loads the whole catalogue: with thousands of
 * events a phone on 3G gets one page (about 24 cards) and asks for more with 'Load more'.
 */
export const LISTING_PAGE_SIZE = 24;

export function eventsApiPath(params: TListingQueryInput = {}): string {
  const qs = serializeListingQuery(params).toString();
  return qs ? `/api/events?${qs}` : '/api/events';
}

export { eventApiPath };

/**
 * The API paths the page at `pathname` + `search` requests first, in the order it starts them.
 * The listing's first page is named only for a plain /events: with filters in the address its
 * query depends on the browser's clock and on the page's own reading of the filters, so the
 * page asks for it itself.
 */
export function firstApiRequests(pathname: string, search: string): string[] {
  const match = matchClientRoute(pathname);
  if (!match) return [];
  const params = new URLSearchParams(search);
  switch (match.route) {
    case '/':
      return [
        eventsApiPath(HOME_HERO_QUERY),
        eventsApiPath(homeExploreQuery(parseHomeCategoryId(params.get('categoryId')))),
        '/api/categories',
        '/api/events/featured',
        '/api/tribes',
      ];
    case '/events':
      return [
        ...([...params.keys()].length === 0 ? [eventsApiPath({ limit: LISTING_PAGE_SIZE, offset: 0 })] : []),
        '/api/categories',
        '/api/subcategories',
      ];
    case '/events/:id':
      // The segment as the browser's router hands it over (not decoded), like the page.
      return [eventApiPath(match.params.id ?? '')];
    default:
      return [];
  }
}
