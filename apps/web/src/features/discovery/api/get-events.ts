import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { TEvent, TSortId } from '@tribe/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * Parameters of `GET /api/events` (see `ZEventListQuery` in contracts). Lists may be given as
 * arrays or already comma-joined strings; empty values are left out of the request.
 */
export interface TEventsParams {
  q?: string;
  search?: string;
  categoryId?: number | string | readonly (number | string)[] | null;
  subcategoryId?: number | string | readonly (number | string)[] | null;
  location?: string | readonly string[] | null;
  startDate?: string | null;
  endDate?: string | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  sort?: TSortId;
  /** 1 (or true): only events that are live and not over yet. */
  upcoming?: 0 | 1 | boolean;
  limit?: number;
  offset?: number;
}

export interface TEventsPage {
  events: TEvent[];
  /** Number of matches before limit/offset (the `X-Total-Count` header). */
  total: number;
}

type TParamValue = TEventsParams[keyof TEventsParams];

function paramText(value: TParamValue): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? '1' : '';
  if (Array.isArray(value)) {
    return value
      .map((v) => String(v).trim())
      .filter(Boolean)
      .join(',');
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return String(value).trim();
}

/** The request path for a params object: only non-empty params, lists comma-joined. */
export function eventsPath(params: TEventsParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params) as [keyof TEventsParams, TParamValue][]) {
    const text = paramText(value);
    if (text) search.set(key, text);
  }
  const qs = search.toString();
  return qs ? `/api/events?${qs}` : '/api/events';
}

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
