import { useQuery } from '@tanstack/react-query';
import type { TEvent } from '@tribe/contracts';
import { apiGet } from '@/lib/api-client';

export const featuredEventsQueryKey = ['/api/events/featured'] as const;

/** GET /api/events/featured: featured upcoming events. */
export function fetchFeaturedEvents(signal?: AbortSignal): Promise<TEvent[]> {
  return apiGet<TEvent[]>('/api/events/featured', { signal });
}

/** Featured events, cached 5 minutes and not refetched on mount or focus (spec section 7). */
export function useFeaturedEvents() {
  return useQuery({
    queryKey: featuredEventsQueryKey,
    queryFn: ({ signal }) => fetchFeaturedEvents(signal),
    staleTime: 5 * 60 * 1000,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
  });
}
