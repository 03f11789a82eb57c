import {
  DATE_PRESETS,
  LOCATIONS,
  PRICE_MAX_CHOICES,
  PRICE_MAX_DEFAULT,
  PRICE_MIN_CHOICES,
  PRICE_MIN_DEFAULT,
  SORT_IDS,
  parseDay,
  type TDatePreset,
  type TDay,
  type TLocationId,
  type TSortId,
} from '@tribe/contracts';
import { isRelativePreset, presetRange } from './date-presets';

/**
 * The listing's filter state (spec section 4, "Filters") and its home, the query string.
 *
 * Parameter names: the spec's `q`, `categoryId`, `subcategoryId`, `location`, `startDate`,
 * `endDate`, `minPrice`, `maxPrice`, plus `sort` and `date` (the date preset) which the spec
 * leaves unnamed. Defaults are never written, so a cleared listing is plain `/events`.
 * `search` is accepted on arrival (the home page links to /events?search=…) and becomes `q`.
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
}) as TListingFilters;

/** Every query parameter this page owns; anything else in the address (utm_…) is left alone. */
export const FILTER_PARAM_KEYS = [
  'q',
  'categoryId',
  'subcategoryId',
  'location',
  'date',
  'startDate',
  'endDate',
  'minPrice',
  'maxPrice',
  'sort',
] as const;
const LEGACY_SEARCH_KEY = 'search';

/** The API rejects longer search text (ZEventListQuery). */
export const MAX_SEARCH_LENGTH = 200;

const LOCATION_IDS = new Set<string>(LOCATIONS.map((l) => l.id));
const MIN_CHOICES = new Set<number>(PRICE_MIN_CHOICES.map((c) => c.value));
const MAX_CHOICES = new Set<number>(PRICE_MAX_CHOICES.map((c) => c.value));

function splitList(value: string | null): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    ),
  ];
}

function parseIds(value: string | null): number[] {
  return splitList(value)
    .filter((p) => /^\d{1,9}$/.test(p))
    .map(Number)
    .filter((n) => n > 0);
}

function parseDayParam(value: string | null): TDay | null {
  return value && parseDay(value) ? value : null;
}

function parseChoice(value: string | null, choices: Set<number>, fallback: number): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  const n = Number(value);
  return choices.has(n) ? n : fallback;
}

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
  const q = normaliseSearch(params.get('q') ?? params.get(LEGACY_SEARCH_KEY) ?? '');
  const categoryIds = parseIds(params.get('categoryId'));
  const subcategoryIds = parseIds(params.get('subcategoryId'));
  const locations = splitList(params.get('location'))
    .map((l) => l.toLowerCase())
    .filter((l): l is TLocationId => LOCATION_IDS.has(l));

  const presetParam = params.get('date');
  const preset = (DATE_PRESETS as readonly string[]).includes(presetParam ?? '') ? (presetParam as TDatePreset) : null;
  let datePreset: TDatePreset = 'any';
  let startDate: TDay | null = null;
  let endDate: TDay | null = null;
  if (preset && isRelativePreset(preset)) {
    datePreset = preset;
    ({ startDate, endDate } = presetRange(preset, now));
  } else if (preset !== 'any') {
    startDate = parseDayParam(params.get('startDate'));
    endDate = parseDayParam(params.get('endDate'));
    if (startDate && endDate && endDate < startDate) endDate = null;
    if (startDate || endDate) datePreset = 'custom';
  }

  const minPrice = parseChoice(params.get('minPrice'), MIN_CHOICES, PRICE_MIN_DEFAULT);
  let maxPrice = parseChoice(params.get('maxPrice'), MAX_CHOICES, PRICE_MAX_DEFAULT);
  if (maxPrice < minPrice) maxPrice = PRICE_MAX_DEFAULT;

  const sortParam = params.get('sort');
  const sort = (SORT_IDS as readonly string[]).includes(sortParam ?? '') ? (sortParam as TSortId) : 'relevance';

  return { q, categoryIds, subcategoryIds, locations, datePreset, startDate, endDate, minPrice, maxPrice, sort };
}

/** True when the price range is narrower than the default 0 to 10,000+ (spec section 5). */
export function isPriceActive(f: Pick<TListingFilters, 'minPrice' | 'maxPrice'>): boolean {
  return f.minPrice > PRICE_MIN_DEFAULT || f.maxPrice < PRICE_MAX_DEFAULT;
}

/** The page's own parameters for the filters, in a stable order, defaults left out. */
export function serializeFilters(f: TListingFilters): URLSearchParams {
  const out = new URLSearchParams();
  const q = normaliseSearch(f.q);
  if (q) out.set('q', q);
  if (f.categoryIds.length) out.set('categoryId', f.categoryIds.join(','));
  if (f.subcategoryIds.length) out.set('subcategoryId', f.subcategoryIds.join(','));
  if (f.locations.length) out.set('location', f.locations.join(','));
  if (f.datePreset !== 'any' && (f.startDate || f.endDate)) {
    if (f.datePreset !== 'custom') out.set('date', f.datePreset);
    if (f.startDate) out.set('startDate', f.startDate);
    if (f.endDate) out.set('endDate', f.endDate);
  }
  if (f.minPrice > PRICE_MIN_DEFAULT) out.set('minPrice', String(f.minPrice));
  if (f.maxPrice < PRICE_MAX_DEFAULT) out.set('maxPrice', String(f.maxPrice));
  if (f.sort !== 'relevance') out.set('sort', f.sort);
  return out;
}

/**
 * The full query string for `f`: the page's parameters replaced (and the legacy `search` dropped),
 * any other parameter kept as it was.
 */
export function writeFilters(current: URLSearchParams, f: TListingFilters): URLSearchParams {
  const out = serializeFilters(f);
  for (const [key, value] of current) {
    if (key === LEGACY_SEARCH_KEY || (FILTER_PARAM_KEYS as readonly string[]).includes(key)) continue;
    out.append(key, value);
  }
  return out;
}

export interface TListingEventsParams {
  q?: string;
  categoryId?: string;
  subcategoryId?: string;
  location?: string;
  startDate?: TDay;
  endDate?: TDay;
  minPrice?: number;
  maxPrice?: number;
  sort?: TSortId;
}

/**
 * The `GET /api/events` parameters for the filters: the same names as the address, minus the
 * date preset (the server only needs the days) and minus defaults.
 */
export function toEventsParams(f: TListingFilters): TListingEventsParams {
  const params: TListingEventsParams = {
    q: normaliseSearch(f.q) || undefined,
    categoryId: f.categoryIds.length ? f.categoryIds.join(',') : undefined,
    subcategoryId: f.subcategoryIds.length ? f.subcategoryIds.join(',') : undefined,
    location: f.locations.length ? f.locations.join(',') : undefined,
    startDate: f.datePreset !== 'any' ? (f.startDate ?? undefined) : undefined,
    endDate: f.datePreset !== 'any' ? (f.endDate ?? undefined) : undefined,
    minPrice: f.minPrice > PRICE_MIN_DEFAULT ? f.minPrice : undefined,
    maxPrice: f.maxPrice < PRICE_MAX_DEFAULT ? f.maxPrice : undefined,
    sort: f.sort !== 'relevance' ? f.sort : undefined,
  };
  // Absent rather than undefined, so equal filters give equal query keys and request paths.
  for (const key of Object.keys(params) as (keyof TListingEventsParams)[])
    if (params[key] === undefined) delete params[key];
  return params;
}
