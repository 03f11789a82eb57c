import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { TEvent } from '@tribe/contracts';
import { eventsApiPath } from '@tribe/contracts/first-requests';
import type { TListingQueryInput } from '@tribe/contracts/listing-query';
import { apiRequest } from '@/lib/api-client';

/**
 * Parameters of `GET /api/events`: the listing query of contracts, written by its serialiser (the
 * server reads it with the same module). Empty values are left out of the request.
 */
export type TEventsParams = TListingQueryInput;

export interface TEventsPage {
  events: TEvent[];
  /** Number of matches before limit/offset (the `X-Total-Count` header). */
  total: number;
}

/** The request path for a params object. */
export const eventsPath = (params: TEventsParams = {}): string => eventsApiPath(params);

/** GET /api/events with filters; the total comes from X-Total-Count (falls back to the list length). */
export async function fetchEvents(params: TEventsParams = {}, signal?: AbortSignal): Promise<TEventsPage> {
  const res = await apiRequest('GET', eventsPath(params), undefined, { signal });
  const events = (await res.json()) as TEvent[];
  const header = Number(res.headers.get('X-Total-Count'));
  const total = res.headers.has('X-Total-Count') && Number.isFinite(header) ? header : events.length;
  return { events, total };
}

export const eventsQueryKey = (params: TEventsParams = {}) => ['/api/events', params] as const;

type TEventsQueryOptions = Omit<
  UseQueryOptions<TEventsPage, Error, TEventsPage, ReturnType<typeof eventsQueryKey>>,
  'queryKey' | 'queryFn'
>;

/** Filtered, sorted events. Keeps the previous page on screen while new params load. */
export function useEvents(params: TEventsParams = {}, options?: TEventsQueryOptions) {
  return useQuery({
    queryKey: eventsQueryKey(params),
    queryFn: ({ signal }) => fetchEvents(params, signal),
    placeholderData: keepPreviousData,
    ...options,
  });
}
