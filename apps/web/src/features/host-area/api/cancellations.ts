import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CANCELLATION_POLL_MS,
  type TCancellationPreview,
  type TEventCancellation,
} from '@tribe/contracts/cancellation';
import { HOST_QUERY_ROOT, hostGet, hostSend } from '@/lib/host-api';
import { hostEventKey, hostEventsKey } from './events';

export const cancellationsKey = (eventId: number) => [...hostEventKey(eventId), 'cancellations'] as const;
const previewKey = (eventId: number) => [...hostEventKey(eventId), 'cancellation-preview'] as const;

const running = (list: TEventCancellation[] | undefined) => Boolean(list?.some((c) => c.status === 'running'));

/**
 * GET /api/host/events/{id}/cancellations: the event's cancellations and their progress, asked
 * again every CANCELLATION_POLL_MS while one is still running (and not at all once all are done).
 */
export function useEventCancellations(eventId: number, enabled = true) {
  return useQuery({
    queryKey: cancellationsKey(eventId),
    queryFn: ({ signal }) => hostGet<TEventCancellation[]>(`/api/host/events/${eventId}/cancellations`, signal),
    enabled,
    refetchInterval: (query) => (running(query.state.data) ? CANCELLATION_POLL_MS : false),
  });
}

/** GET /api/host/events/{id}/cancellations/preview: what cancelling would refund, cancel and release. */
export function useCancellationPreview(eventId: number, enabled: boolean) {
  return useQuery({
    queryKey: previewKey(eventId),
    queryFn: ({ signal }) => hostGet<TCancellationPreview>(`/api/host/events/${eventId}/cancellations/preview`, signal),
    enabled,
    staleTime: 0,
  });
}

/** A cancellation started or retried: its progress replaces the old copy; lists and counts load again. */
function remember(queryClient: ReturnType<typeof useQueryClient>, eventId: number, c: TEventCancellation) {
  queryClient.setQueryData<TEventCancellation[]>(cancellationsKey(eventId), (list = []) => [
    c,
    ...list.filter((x) => x.id !== c.id),
  ]);
  void queryClient.invalidateQueries({ queryKey: cancellationsKey(eventId) });
  void queryClient.invalidateQueries({ queryKey: previewKey(eventId) });
  void queryClient.invalidateQueries({ queryKey: hostEventKey(eventId), exact: true });
  void queryClient.invalidateQueries({ queryKey: [...hostEventKey(eventId), 'tickets'] });
  void queryClient.invalidateQueries({ queryKey: hostEventsKey, exact: true });
  void queryClient.invalidateQueries({ queryKey: [HOST_QUERY_ROOT, 'dashboard'] });
}

/** POST /api/host/events/{id}/cancellations (the owner; the same answer when sent twice). */
export function useStartCancellation(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { occurrenceKey?: string; message?: string }) =>
      hostSend<TEventCancellation>('POST', `/api/host/events/${eventId}/cancellations`, body),
    onSuccess: (c) => remember(queryClient, eventId, c),
  });
}

/** POST /api/host/events/{id}/cancellations/{cid}/retry: the failed orders are tried again. */
export function useRetryCancellation(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cancellationId: number) =>
      hostSend<TEventCancellation>('POST', `/api/host/events/${eventId}/cancellations/${cancellationId}/retry`),
    onSuccess: (c) => remember(queryClient, eventId, c),
  });
}
