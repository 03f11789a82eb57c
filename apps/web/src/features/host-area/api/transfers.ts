import { useQuery } from '@tanstack/react-query';
import type { THostTransfer } from '@tribe/contracts/transfers';
import { hostGet } from '@/lib/host-api';
import { hostEventKey } from './events';

/** GET /api/host/events/{id}/transfers: the event's tickets sent to a friend, who accepted and when (decision 051). */
export function useEventTransfers(eventId: number) {
  return useQuery({
    queryKey: [...hostEventKey(eventId), 'transfers'],
    queryFn: ({ signal }) =>
      hostGet<{ items: THostTransfer[] }>(`/api/host/events/${eventId}/transfers`, signal).then((r) => r.items),
    staleTime: 15_000,
  });
}
