import {
  LEGACY_SEARCH_KEY,
  LISTING_QUERY_KEYS,
  MAX_SEARCH_LENGTH,
  PRICE_MAX_CHOICES,
  PRICE_MAX_DEFAULT,
  PRICE_MIN_CHOICES,
  PRICE_MIN_DEFAULT,
  parseListingQuery,
  serializeListingQuery,
  type TDatePreset,
  type TListingQueryInput,
  type TLocationId,
  type TSortId,
} from '@tribe/contracts/listing-query';
import type { TDay } from '@tribe/contracts/dates';
import { isRelativePreset, presetRange } from './date-presets';

/**
 * The listing's filter state (spec section 4, "Filters") and its home, the query string. The
 * query string itself is read and written by the listing query of contracts (parseListingQuery,
 * serializeListingQuery), the same code the server reads `GET /api/events` with; this module
 * only maps it to the page's state and back.
 *
 * Parameter names: the spec's `q`, `categoryId`, `subcategoryId`, `location`, `startDate`,
 * `endDate`, `minPrice`, `maxPrice`, plus `sort`, `date` (the date preset) and `past` ('Include
 * past events') which the spec leaves unnamed. Defaults are never written, so a cleared listing
 * is plain `/events`. `search` is accepted on arrival (the home page links to /events?search=…)
 * and becomes `q`.
 */
export interface TListingFilters {
  /** Trimmed search text, '' for none. */
  q: string;
  categoryIds: number[];
  subcategoryIds: number[];
  locations: TLocationId[];
  datePreset: TDatePreset;
  startDate: TDay | null;
  endDate: TDay | null;
  minPrice: number;
  maxPrice: number;
  sort: TSortId;
  /** 'Include past events': ended events are listed too. */
  past: boolean;
}

export const DEFAULT_FILTERS: TListingFilters = Object.freeze({
  q: '',
  categoryIds: [],
  subcategoryIds: [],
  locations: [],
  datePreset: 'any',
  startDate: null,
  endDate: null,
  minPrice: PRICE_MIN_DEFAULT,
  maxPrice: PRICE_MAX_DEFAULT,
  sort: 'relevance',
  past: false,
}) as TListingFilters;

/**
 * Every query parameter this page owns (the listing query's, less its paging); anything else in
 * the address (utm_…) is left alone.
 */
export const FILTER_PARAM_KEYS: readonly string[] = LISTING_QUERY_KEYS.filter((k) => k !== 'limit' && k !== 'offset');

export { MAX_SEARCH_LENGTH };

const MIN_CHOICES = new Set<number>(PRICE_MIN_CHOICES.map((c) => c.value));
const MAX_CHOICES = new Set<number>(PRICE_MAX_CHOICES.map((c) => c.value));

const choice = (value: number | undefined, choices: Set<number>, fallback: number) =>
  value !== undefined && choices.has(value) ? value : fallback;

/** Normalises search text the way the page stores it: trimmed, at most 200 characters. */
export function normaliseSearch(text: string): string {
  return text.trim().slice(0, MAX_SEARCH_LENGTH).trim();
}

/**
 * Reads the filters from a query string. Unknown or malformed values are ignored (a bad town,
 * a price that is not one of the choices, an impossible date), never an error. A relative date
 * preset (`date=today`…) is recomputed as of `now`, so a shared "this weekend" link means this
 * weekend for whoever opens it; dates without a preset are a custom range.
 */
export function parseFilters(params: URLSearchParams, now: Date): TListingFilters {
  const query = parseListingQuery(params, { strict: false }).query;
  let datePreset: TDatePreset = 'any';
  let startDate: TDay | null = null;
  let endDate: TDay | null = null;
  if (query.date && isRelativePreset(query.date)) {
    datePreset = query.date;
    ({ startDate, endDate } = presetRange(query.date, now));
  } else if (query.date !== 'any') {
    startDate = query.startDate ?? null;
    endDate = query.endDate ?? null;
    if (startDate || endDate) datePreset = 'custom';
  }
  const minPrice = choice(query.minPrice, MIN_CHOICES, PRICE_MIN_DEFAULT);
  let maxPrice = choice(query.maxPrice, MAX_CHOICES, PRICE_MAX_DEFAULT);
  if (maxPrice < minPrice) maxPrice = PRICE_MAX_DEFAULT;
  return {
    q: normaliseSearch(query.q ?? ''),
    categoryIds: query.categoryId,
    subcategoryIds: query.subcategoryId,
    locations: query.location,
    datePreset,
    startDate,
    endDate,
    minPrice,
    maxPrice,
    sort: query.sort ?? 'relevance',
    past: query.past,
  };
}

/** True when the price range is narrower than the default 0 to 10,000+ (spec section 5). */
export function isPriceActive(f: Pick<TListingFilters, 'minPrice' | 'maxPrice'>): boolean {
  return f.minPrice > PRICE_MIN_DEFAULT || f.maxPrice < PRICE_MAX_DEFAULT;
}

/**
 * The `GET /api/events` query for the filters: the same names as the address, minus the date
 * preset (the server only needs the days) and minus defaults.
 */
export function toEventsParams(f: TListingFilters): TListingEventsParams {
  const hasDates = f.datePreset !== 'any';
  const params: TListingEventsParams = {
    q: normaliseSearch(f.q) || undefined,
    categoryId: f.categoryIds.length ? [...f.categoryIds] : undefined,
    subcategoryId: f.subcategoryIds.length ? [...f.subcategoryIds] : undefined,
    location: f.locations.length ? [...f.locations] : undefined,
    startDate: hasDates ? (f.startDate ?? undefined) : undefined,
    endDate: hasDates ? (f.endDate ?? undefined) : undefined,
    minPrice: f.minPrice > PRICE_MIN_DEFAULT ? f.minPrice : undefined,
    maxPrice: f.maxPrice < PRICE_MAX_DEFAULT ? f.maxPrice : undefined,
    sort: f.sort !== 'relevance' ? f.sort : undefined,
    past: f.past || undefined,
  };
  // Absent rather than undefined, so equal filters give equal query keys and request paths.
  for (const key of Object.keys(params) as (keyof TListingEventsParams)[])
    if (params[key] === undefined) delete params[key];
  return params;
}

/** The page's own parameters for the filters, in a stable order, defaults left out. */
export function serializeFilters(f: TListingFilters): URLSearchParams {
  const withDates = f.datePreset !== 'any' && (f.startDate || f.endDate);
  return serializeListingQuery({
    ...toEventsParams(f),
    date: withDates && f.datePreset !== 'custom' ? f.datePreset : undefined,
  });
}

/**
 * The full query string for `f`: the page's parameters replaced (and the legacy `search` dropped),
 * any other parameter kept as it was.
 */
export function writeFilters(current: URLSearchParams, f: TListingFilters): URLSearchParams {
  const out = serializeFilters(f);
  for (const [key, value] of current) {
    if (key === LEGACY_SEARCH_KEY || FILTER_PARAM_KEYS.includes(key)) continue;
    out.append(key, value);
  }
  return out;
}

/** The filter part of a `GET /api/events` query (paging is added by the listing). */
export type TListingEventsParams = Omit<TListingQueryInput, 'date' | 'upcoming' | 'limit' | 'offset'>;
