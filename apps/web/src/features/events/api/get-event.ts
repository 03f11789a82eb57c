import { useQuery } from '@tanstack/react-query';
import type { TEvent } from '@tribe/contracts';
import { apiGet } from '@/lib/api-client';

/** GET /api/events/{id}: the id may be the numeric id, the externalId or a legacy alias code. */
export function getEvent(id: string, signal?: AbortSignal): Promise<TEvent> {
  return apiGet<TEvent>(`/api/events/${encodeURIComponent(id)}`, { signal });
}

export const eventQueryKey = (id: string) => ['/api/events', id] as const;

/** The event of a detail page; always refetched when the page mounts (spec section 7). */
export function useEvent(id: string) {
  return useQuery({
    queryKey: eventQueryKey(id),
    queryFn: ({ signal }) => getEvent(id, signal),
    staleTime: 0,
    refetchOnMount: 'always',
    enabled: id.length > 0,
  });
}
