import { useQuery } from '@tanstack/react-query';
import type { TAvailability } from '@tribe/contracts/checkout';
import { apiGet } from '@/lib/api-client';

/**
 * GET /api/events/{id}/availability: places left per date and ticket type, served apart from the
 * cached event body (decision 014) and at most a few seconds old. One query for every screen that
 * shows places left (the ticket dialog, the free reservation page), so they share one cache entry.
 */
export function getAvailability(eventId: number | string, signal?: AbortSignal): Promise<TAvailability> {
  return apiGet<TAvailability>(`/api/events/${encodeURIComponent(String(eventId))}/availability`, { signal });
}

export const availabilityQueryKey = (eventId: number | string) => ['availability', eventId] as const;

/** Counts older than this are fetched again when a screen asks for them. */
const AVAILABILITY_FRESH_MS = 5_000;

/** Places left for an event; only fetched while `enabled` (e.g. while the ticket dialog is open). */
export function useAvailability(eventId: number | string | null | undefined, enabled = true) {
  return useQuery({
    queryKey: availabilityQueryKey(eventId ?? ''),
    queryFn: ({ signal }) => getAvailability(eventId ?? '', signal),
    staleTime: AVAILABILITY_FRESH_MS,
    enabled: enabled && eventId !== null && eventId !== undefined && eventId !== '',
    retry: false,
  });
}
