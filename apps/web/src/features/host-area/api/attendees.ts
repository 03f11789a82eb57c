import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { THostAttendeePage, THostOrder } from '@tribe/contracts/host-area';
import { apiRequest } from '@/lib/api-client';
import { HOST_QUERY_ROOT, hostGet, hostHeaders, hostSend } from '@/lib/host-api';

/** What the attendee list is narrowed to (the page's address holds the same). */
export interface TAttendeeFilters {
  eventId: number | null;
  ticketTypeId: number | null;
  q: string;
  checkedIn: boolean | null;
  page: number;
}

const query = (pairs: Record<string, string | number | boolean | null | undefined>) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(pairs)) if (v !== null && v !== undefined && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
};

export const attendeesPath = (f: TAttendeeFilters) =>
  `/api/host/attendees${query({
    eventId: f.eventId,
    ticketTypeId: f.ticketTypeId,
    q: f.q.trim(),
    checkedIn: f.checkedIn,
    page: f.page > 1 ? f.page : null,
  })}`;

/** The CSV export of one event's attendees (or all events'). */
export const attendeesCsvPath = (eventId: number | null) => `/api/host/attendees.csv${query({ eventId })}`;

/** GET /api/host/attendees: one page of tickets across the host's events. The last page stays while the next loads. */
export function useHostAttendees(filters: TAttendeeFilters) {
  const path = attendeesPath(filters);
  return useQuery({
    queryKey: [HOST_QUERY_ROOT, 'attendees', path],
    queryFn: ({ signal }) => hostGet<THostAttendeePage>(path, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/**
 * Downloads the CSV with the acting host's header (a plain link would act for the default host),
 * through a short-lived object URL.
 */
export async function downloadAttendeesCsv(eventId: number | null): Promise<void> {
  const res = await apiRequest('GET', attendeesCsvPath(eventId), undefined, { headers: hostHeaders(false) });
  const blob = await res.blob();
  const name = /filename="?([^";]+)"?/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'attendees.csv';
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const ordersKey = [HOST_QUERY_ROOT, 'orders'] as const;

/** GET /api/host/orders: orders of the host's events, newest first, searched by `q`. */
export function useHostOrders(q: string, eventId: number | null) {
  const path = `/api/host/orders${query({ q: q.trim(), eventId })}`;
  return useQuery({
    queryKey: [...ordersKey, path],
    queryFn: ({ signal }) => hostGet<THostOrder[]>(path, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** POST /api/host/orders/{reference}/resend: mails the tickets again to the address on the order. */
export function useResendTickets() {
  return useMutation({
    mutationFn: (reference: string) =>
      hostSend<unknown>('POST', `/api/host/orders/${encodeURIComponent(reference)}/resend`),
  });
}

/**
 * POST /api/host/orders/{reference}/refund: refunds a paid order in full (idempotent on the
 * server). The order's row shows 'refunded' at once; lists, attendees and the dashboard reload.
 */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) =>
      hostSend<unknown>('POST', `/api/host/orders/${encodeURIComponent(reference)}/refund`),
    onSuccess: (_answer, reference) => {
      queryClient.setQueriesData<THostOrder[]>({ queryKey: ordersKey }, (orders) =>
        orders?.map((o) =>
          o.reference === reference
            ? { ...o, status: 'refunded', refunded: o.refunded + o.refundAmount, refundable: false, refundAmount: 0 }
            : o,
        ),
      );
      void queryClient.invalidateQueries({ queryKey: ordersKey });
      void queryClient.invalidateQueries({ queryKey: [HOST_QUERY_ROOT, 'attendees'] });
      void queryClient.invalidateQueries({ queryKey: [HOST_QUERY_ROOT, 'dashboard'] });
    },
  });
}
