import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { THostEvent, THostEventSummary, THostTicketSales } from '@tribe/contracts/host-area';
import type { THostEventInput } from '@tribe/contracts/host-area.schema';
import { HOST_QUERY_ROOT, hostGet, hostSend } from '@/lib/host-api';

export const hostEventsKey = [HOST_QUERY_ROOT, 'events'] as const;
export const hostEventKey = (id: number) => [HOST_QUERY_ROOT, 'events', id] as const;

/** The query key of a part of one event's (`/api/host/events/{id}/{part}`), under the event's key. */
export const hostEventPartKey = <P extends string>(id: number, part: P) => [...hostEventKey(id), part] as const;

/** GET /api/host/events/{id}/{part}: a part of one of the host's events, fresh for 15 s. */
export function useHostEventPart<T>(eventId: number, part: string) {
  return useQuery({
    queryKey: hostEventPartKey(eventId, part),
    queryFn: ({ signal }) => hostGet<T>(`/api/host/events/${eventId}/${part}`, signal),
    staleTime: 15_000,
  });
}

/** GET /api/host/events: the acting host's events, newest first. */
export function useHostEvents() {
  return useQuery({
    queryKey: hostEventsKey,
    queryFn: ({ signal }) => hostGet<THostEventSummary[]>('/api/host/events', signal),
    staleTime: 30_000,
  });
}

/** GET /api/host/events/{id}: the whole event as the form edits it. */
export function useHostEvent(id: number | null) {
  return useQuery({
    queryKey: hostEventKey(id ?? 0),
    queryFn: ({ signal }) => hostGet<THostEvent>(`/api/host/events/${id}`, signal),
    enabled: id !== null,
  });
}

/** GET /api/host/events/{id}/tickets: places per date or show and ticket type. */
export function useEventTicketSales(id: number) {
  return useQuery({
    queryKey: [...hostEventKey(id), 'tickets'],
    queryFn: ({ signal }) => hostGet<THostTicketSales>(`/api/host/events/${id}/tickets`, signal),
    staleTime: 15_000,
  });
}

/** An event changed: the form's copy is replaced, the list and dashboard load again. */
function remember(queryClient: QueryClient, event: THostEvent) {
  queryClient.setQueryData(hostEventKey(event.id), event);
  void queryClient.invalidateQueries({ queryKey: hostEventsKey, exact: true });
  void queryClient.invalidateQueries({ queryKey: [HOST_QUERY_ROOT, 'dashboard'] });
}

/**
 * The body the form sends. Typed against the server's request schema (a type only: no zod in the
 * browser), with the optional parts filled in so the server never guesses.
 */
export type THostEventBody = Required<THostEventInput>;

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: THostEventBody }) =>
      id === null
        ? hostSend<THostEvent>('POST', '/api/host/events', body)
        : hostSend<THostEvent>('PUT', `/api/host/events/${id}`, body),
    onSuccess: (event) => remember(queryClient, event),
  });
}

export function usePublishEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => hostSend<THostEvent>('POST', `/api/host/events/${id}/publish`),
    onSuccess: (event) => remember(queryClient, event),
  });
}
