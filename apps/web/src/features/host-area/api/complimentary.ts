import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IDEMPOTENCY_KEY_HEADER,
  type TComplimentaryOptions,
  type TComplimentaryRequest,
} from '@tribe/contracts/complimentary';
import type { THostOrder } from '@tribe/contracts/host-area';
import { apiRequest } from '@/lib/api-client';
import { HOST_QUERY_ROOT, hostGet, hostHeaders, hostSend } from '@/lib/host-api';
import { hostEventKey } from './events';

/** GET /api/host/events/{id}/complimentary: dates or shows ahead and ticket types with places left. */
export function useComplimentaryOptions(eventId: number | null) {
  return useQuery({
    queryKey: [...hostEventKey(eventId ?? 0), 'complimentary'],
    queryFn: ({ signal }) => hostGet<TComplimentaryOptions>(`/api/host/events/${eventId}/complimentary`, signal),
    enabled: eventId !== null,
    staleTime: 5_000,
  });
}

/** A fresh key for one submit of the dialog (a retry of the same submit sends it again). */
export const newIdempotencyKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;

/** Lists, attendees, places and the dashboard that a guest order changes. */
function reloadAfterChange(queryClient: ReturnType<typeof useQueryClient>, eventId: number) {
  void queryClient.invalidateQueries({ queryKey: [HOST_QUERY_ROOT, 'orders'] });
  void queryClient.invalidateQueries({ queryKey: [HOST_QUERY_ROOT, 'attendees'] });
  void queryClient.invalidateQueries({ queryKey: hostEventKey(eventId) });
  void queryClient.invalidateQueries({ queryKey: [HOST_QUERY_ROOT, 'events'], exact: true });
  void queryClient.invalidateQueries({ queryKey: [HOST_QUERY_ROOT, 'dashboard'] });
}

/**
 * POST /api/host/events/{id}/complimentary with the submit's Idempotency-Key: however often a
 * flaky connection makes the host press again with the same key, one order is made.
 */
export function useGiveComplimentary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      eventId,
      body,
      idempotencyKey,
    }: {
      eventId: number;
      body: TComplimentaryRequest;
      idempotencyKey: string;
    }) => {
      const res = await apiRequest('POST', `/api/host/events/${eventId}/complimentary`, undefined, {
        headers: { ...hostHeaders(true), [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        body: JSON.stringify(body),
      });
      return (await res.json()) as THostOrder;
    },
    onSuccess: (order) => reloadAfterChange(queryClient, order.eventId),
  });
}

/** POST /api/host/orders/{reference}/revoke: the guest tickets stop working, their places return. */
export function useRevokeOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) =>
      hostSend<THostOrder>('POST', `/api/host/orders/${encodeURIComponent(reference)}/revoke`),
    onSuccess: (order) => {
      queryClient.setQueriesData<THostOrder[]>({ queryKey: [HOST_QUERY_ROOT, 'orders'] }, (orders) =>
        orders?.map((o) => (o.reference === order.reference ? order : o)),
      );
      reloadAfterChange(queryClient, order.eventId);
    },
  });
}
