import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentChannel, TAvailability, TOrder, TReceivedTickets } from '@tribe/contracts/checkout';
import type { TCreateOrderRequest, TFreeReservationRequest } from '@tribe/contracts/checkout.schema';
import { apiGet, apiPost } from '@/lib/api-client';
import { getLocale } from '@/i18n/i18n';

/**
 * The checkout API as the browser calls it (one module for the order resource: every call
 * answers with the same TOrder). Types only come from the schema module, so no schema library
 * reaches the bundle; the server validates every body.
 */

const enc = encodeURIComponent;

// --- Addresses ----------------------------------------------------------------------------------

export const orderApiPath = (token: string) => `/api/orders/${enc(token)}`;
/** All of an order's tickets as one PDF (a link, not a fetch: the browser downloads it). */
export const ticketsPdfUrl = (token: string) => `${orderApiPath(token)}/tickets.pdf`;
/** The add-to-calendar file of the order's date. */
export const calendarUrl = (token: string) => `${orderApiPath(token)}/calendar.ics`;
/** One ticket's QR code, signed by the server. */
export const ticketQrUrl = (token: string, ticketId: number) => `${orderApiPath(token)}/tickets/${ticketId}/qr.svg`;

// --- Calls --------------------------------------------------------------------------------------

/** GET /api/orders/{token}: the order, with the server's clock for countdowns. */
export function getOrder(token: string, signal?: AbortSignal): Promise<TOrder> {
  return apiGet<TOrder>(orderApiPath(token), { signal });
}

/** POST /api/checkout/orders: hold places and open a pending order (201; a retry with the same key answers the same order). */
export function createOrder(body: TCreateOrderRequest): Promise<TOrder> {
  // The buyer's language goes with the order: its mails are written in it (decision 026).
  return apiPost<TOrder>('/api/checkout/orders', { ...body, locale: body.locale ?? getLocale() });
}

/**
 * POST /api/checkout/free-reservations: signed in, reserved at once (status 'reserved', tickets issued);
 * otherwise held (status 'pending') until the emailed code is confirmed.
 */
export function createFreeReservation(body: TFreeReservationRequest): Promise<TOrder> {
  return apiPost<TOrder>('/api/checkout/free-reservations', { ...body, locale: body.locale ?? getLocale() });
}

/** POST /api/orders/{token}/confirm: the code we emailed for a free reservation (the order becomes 'reserved'). */
export function confirmReservation(token: string, code: string): Promise<TOrder> {
  return apiPost<TOrder>(`${orderApiPath(token)}/confirm`, { code });
}

/** POST /api/orders/{token}/cancel: a pending hold or a reservation is cancelled and its places return. */
export function cancelOrder(token: string): Promise<TOrder> {
  return apiPost<TOrder>(`${orderApiPath(token)}/cancel`);
}

export interface TStartPaymentBody {
  channel: PaymentChannel;
  /** The M-Pesa number; the order's phone when left out. */
  phone?: string;
  idempotencyKey: string;
}
export interface TStartPaymentAnswer {
  order: TOrder;
  /** Card: where the browser goes next. M-Pesa: null (the prompt is on the phone). */
  redirectUrl: string | null;
}

/** POST /api/orders/{token}/payments: start paying by card or M-Pesa. */
export function startPayment(token: string, body: TStartPaymentBody): Promise<TStartPaymentAnswer> {
  return apiPost<TStartPaymentAnswer>(`${orderApiPath(token)}/payments`, body);
}

/** POST /api/orders/{token}/verify: asks the payment provider now ("Check my payment", the card's return). */
export function verifyOrder(token: string): Promise<TOrder> {
  return apiPost<TOrder>(`${orderApiPath(token)}/verify`);
}

/** POST /api/orders/resend: mails every ticket bought with this address (the answer never says whether any exist). */
export function resendTickets(email: string): Promise<{ success: true; message: string }> {
  return apiPost<{ success: true; message: string }>('/api/orders/resend', { email });
}

/** GET /api/profile/tickets (signed in): the person's orders with tickets. */
export function getMyTickets(
  signal?: AbortSignal,
): Promise<{ upcoming: TOrder[]; past: TOrder[]; received?: TReceivedTickets[] }> {
  return apiGet<{ upcoming: TOrder[]; past: TOrder[]; received?: TReceivedTickets[] }>('/api/profile/tickets', {
    signal,
  });
}

/** GET /api/events/{id}/availability: places left per date and ticket type (a few seconds old at most). */
export function getAvailability(eventId: number | string, signal?: AbortSignal): Promise<TAvailability> {
  return apiGet<TAvailability>(`/api/events/${enc(String(eventId))}/availability`, { signal });
}

// --- Query --------------------------------------------------------------------------------------

export const orderQueryKey = (token: string) => ['/api/orders', token] as const;

/** The order behind a token; always read fresh (its status moves on the server). */
export const orderQuery = (token: string) =>
  queryOptions({
    queryKey: orderQueryKey(token),
    queryFn: ({ signal }) => getOrder(token, signal),
    staleTime: 0,
  });

/**
 * The order of a checkout page. `pollMs` refetches it on that interval while given (the M-Pesa
 * wait, the verifying page); null or undefined stops.
 */
export function useOrder(token: string | null, options: { pollMs?: number | null } = {}) {
  return useQuery({
    ...orderQuery(token ?? ''),
    enabled: !!token,
    refetchOnMount: 'always',
    refetchInterval: options.pollMs ?? false,
  });
}

// --- Idempotency --------------------------------------------------------------------------------

/** A fresh key for one attempt (32 hex characters); a retry of the same attempt sends it again. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID().replace(/-/g, '');
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
