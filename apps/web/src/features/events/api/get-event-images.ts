import { useQuery } from '@tanstack/react-query';
import type { TEventImage } from '@tribe/contracts';
import { apiGet } from '@/lib/api-client';

/** GET /api/events/{id}/images: the event's images, main image first. */
export function getEventImages(id: string | number, signal?: AbortSignal): Promise<TEventImage[]> {
  return apiGet<TEventImage[]>(`/api/events/${encodeURIComponent(String(id))}/images`, { signal });
}

/** Extra images of an event; fetched only once the event itself has loaded (spec section 7). */
export function useEventImages(id: string | number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/events', String(id ?? ''), 'images'],
    queryFn: ({ signal }) => getEventImages(id ?? '', signal),
    enabled: enabled && id !== undefined && String(id).length > 0,
  });
}
