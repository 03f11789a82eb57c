import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { TEvent } from '@tribe/contracts';
import { eventApiPath } from '@tribe/contracts/api-paths';
import { apiGet } from '@/lib/api-client';

/** GET /api/events/{id}: the id may be the numeric id, the externalId or a legacy alias code. */
export function getEvent(id: string, signal?: AbortSignal): Promise<TEvent> {
  return apiGet<TEvent>(eventApiPath(id), { signal });
}

export const eventQueryKey = (id: string) => ['/api/events', id] as const;

/**
 * How long an event fetched for a page visit counts as that visit's copy. The route's loader
 * fetches the event on every visit, in parallel with the page's code; within this window the
 * page that mounts uses that answer instead of asking again.
 */
const VISIT_FRESH_MS = 10_000;

export const eventQuery = (id: string) =>
  queryOptions({
    queryKey: eventQueryKey(id),
    queryFn: ({ signal }) => getEvent(id, signal),
    staleTime: VISIT_FRESH_MS,
  });

/** Starts a fresh fetch of the event for a page visit (spec section 7: always refetched); settles when done. */
export async function prefetchEvent(queryClient: QueryClient, id: string): Promise<void> {
  if (!id) return;
  await queryClient.prefetchQuery({ ...eventQuery(id), staleTime: 0 });
}

/** The event of a detail page; refetched on each visit, by the route loader or on mount. */
export function useEvent(id: string) {
  return useQuery({ ...eventQuery(id), refetchOnMount: true, enabled: id.length > 0 });
}
