import type { TSentTransfer, TTransferOffer, TTransferRequest } from '@tribe/contracts/transfers';
import type { TTicketReturn } from '@tribe/contracts/waiting-list';
import { apiGet, apiPost, apiRequest } from '@/lib/api-client';

/** Tickets sent to a friend (decision 051) and returned for resale (decision 054), as the browser calls the API. */

const enc = encodeURIComponent;

/** The QR code of a ticket someone sent this person (their session, never an order's link). */
export const heldTicketQrUrl = (ticketId: number) => `/api/profile/tickets/${ticketId}/qr.svg`;

/** POST /api/tickets/transfers: sends tickets the person holds to a phone or an email. */
export function sendTransfer(body: TTransferRequest): Promise<TSentTransfer> {
  return apiPost<TSentTransfer>('/api/tickets/transfers', body);
}

/** DELETE /api/tickets/transfers/{id}: takes back a transfer not yet accepted. */
export async function cancelTransfer(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/tickets/transfers/${id}`);
}

/** GET /api/profile/transfers: the transfers this person sent, newest first. */
export function getSentTransfers(signal?: AbortSignal): Promise<{ items: TSentTransfer[] }> {
  return apiGet<{ items: TSentTransfer[] }>('/api/profile/transfers', { signal });
}

/** GET /api/transfers/{token}: what a link offers. */
export function getTransferOffer(token: string, signal?: AbortSignal): Promise<TTransferOffer> {
  return apiGet<TTransferOffer>(`/api/transfers/${enc(token)}`, { signal });
}

/** POST /api/transfers/{token}/accept: the tickets are re-issued to the signed-in person. */
export function acceptTransfer(token: string): Promise<{ ticketIds: number[] }> {
  return apiPost<{ ticketIds: number[] }>(`/api/transfers/${enc(token)}/accept`);
}

/** POST /api/tickets/returns: returns tickets of a sold-out date to its waiting list (decision 054). */
export function returnTickets(ticketIds: number[]): Promise<{ returns: TTicketReturn[] }> {
  return apiPost<{ returns: TTicketReturn[] }>('/api/tickets/returns', { ticketIds });
}

/** DELETE /api/tickets/returns/{id}: takes a returned ticket back while no fan holds it. */
export async function takeReturnBack(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/tickets/returns/${id}`);
}
