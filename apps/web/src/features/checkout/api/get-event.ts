import { useQuery } from '@tanstack/react-query';
import type { TEvent } from '@tribe/contracts';
import { eventApiPath } from '@tribe/contracts/api-paths';
import { apiGet } from '@/lib/api-client';

/**
 * The event behind a checkout, for what the stored data leaves out (its zone, show times and who
 * pays the fee). Same cache entry as the event page's query, so coming from that page costs no
 * request; the summary shows without it meanwhile.
 */
export function useCheckoutEvent(id: string | null) {
  return useQuery({
    queryKey: ['/api/events', id ?? ''] as const,
    queryFn: ({ signal }) => apiGet<TEvent>(eventApiPath(id ?? ''), { signal }),
    enabled: !!id,
    staleTime: 60_000,
  });
}
