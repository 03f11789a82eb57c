import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TJoinWaitlistRequest, TWaitlistEntry } from '@tribe/contracts/waiting-list';
import { apiGet, apiPost, apiRequest } from '@/lib/api-client';

/**
 * The waiting list's API as the browser calls it (decision 050). Types only: the server checks
 * every body.
 */

const enc = encodeURIComponent;

/** POST /api/waiting-list: join (201 with the place in line; 403 phone_unproven asks for the texted code). */
export function joinWaitlist(body: TJoinWaitlistRequest): Promise<TWaitlistEntry> {
  return apiPost<TWaitlistEntry>('/api/waiting-list', body);
}

export const entryQuery = (token: string) =>
  queryOptions({
    queryKey: ['/api/waiting-list', token],
    queryFn: ({ signal }) => apiGet<TWaitlistEntry>(`/api/waiting-list/${enc(token)}`, { signal }),
    // An offer can arrive while the page is open.
    refetchInterval: 15_000,
  });

export const useWaitlistEntry = (token: string) => useQuery(entryQuery(token));

/** GET /api/waiting-list/offers/{token}: the open offer's order (410 once it is closed). */
export function getOffer(token: string, signal?: AbortSignal): Promise<TWaitlistEntry> {
  return apiGet<TWaitlistEntry>(`/api/waiting-list/offers/${enc(token)}`, { signal });
}

/** DELETE /api/waiting-list/{token}: leave the line (an open offer's places go at once). */
export async function leaveWaitlist(token: string): Promise<TWaitlistEntry> {
  const res = await apiRequest('DELETE', `/api/waiting-list/${enc(token)}`);
  return (await res.json()) as TWaitlistEntry;
}

/** The order's payment page (the one every buyer pays on), resuming the offer's order. */
export const offerPaymentPath = (entry: Pick<TWaitlistEntry, 'eventId' | 'offer'>) =>
  `/checkout/${entry.eventId}/payment?order=${enc(entry.offer?.orderToken ?? '')}`;
