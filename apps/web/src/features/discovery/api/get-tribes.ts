import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicTribe } from '@tribe/contracts';
import { apiGet } from '@/lib/api-client';

export const tribesQueryKey = ['/api/tribes'] as const;

/** GET /api/tribes: the home page's community chat groups, in the admin's order (/admin/catalogue). */
export function fetchTribes(signal?: AbortSignal): Promise<TPublicTribe[]> {
  return apiGet<TPublicTribe[]>('/api/tribes', { signal });
}

/** Started with the home page's first requests (named in its HTML), kept 5 minutes like the rest of it. */
export const tribesQuery = queryOptions({
  queryKey: tribesQueryKey,
  queryFn: ({ signal }) => fetchTribes(signal),
  staleTime: 5 * 60 * 1000,
});

/** The tribes; the strip and the section share the one request. */
export function useTribes() {
  return useQuery({ ...tribesQuery, refetchOnMount: false, refetchOnWindowFocus: false });
}
