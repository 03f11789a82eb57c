import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEvent } from '@tribe/contracts';
import { apiGet } from '@/lib/api-client';

export const featuredEventsQueryKey = ['/api/events/featured'] as const;

/** GET /api/events/featured: featured upcoming events. */
export function fetchFeaturedEvents(signal?: AbortSignal): Promise<TEvent[]> {
  return apiGet<TEvent[]>('/api/events/featured', { signal });
}

/** Cached 5 minutes (spec section 7). */
export const featuredEventsQuery = queryOptions({
  queryKey: featuredEventsQueryKey,
  queryFn: ({ signal }) => fetchFeaturedEvents(signal),
  staleTime: 5 * 60 * 1000,
});

/** Featured events, cached 5 minutes and not refetched on mount or focus (spec section 7). */
export function useFeaturedEvents() {
  return useQuery({ ...featuredEventsQuery, refetchOnMount: false, refetchOnWindowFocus: false });
}
