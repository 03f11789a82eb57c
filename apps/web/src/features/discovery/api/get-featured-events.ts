import { useQuery } from '@tanstack/react-query';
import type { TEvent } from '@tribe/contracts';
import { cachedGet } from './cached-get';

/** GET /api/events/featured: featured upcoming events, cached 5 minutes. */
export const featuredEventsQuery = cachedGet<TEvent[]>('/api/events/featured', 5);

/** Featured events, not refetched on mount or focus (spec section 7). */
export function useFeaturedEvents() {
  return useQuery({ ...featuredEventsQuery, refetchOnMount: false, refetchOnWindowFocus: false });
}
