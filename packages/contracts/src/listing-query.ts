import { parseDay, type TDay } from './dates.js';
import { LOCATION_IDS, type TLocationId } from './towns.js';

// The writer lives apart (listing-query-write.ts): pages that only write a query (the home page)
// do not load the parser and the filters' choices.
export { LISTING_QUERY_KEYS, serializeListingQuery } from './listing-query-write.js';
// The towns too (towns.ts): the host's event form uses them, and should not load the parser.
export { LOCATIONS, LOCATION_IDS, townId, townName, type TLocationId } from './towns.js';

/**
 * The listing query: the filters of /events as they travel in a query string, both in the page's
 * own address and in `GET /api/events`. One parser and one serialiser for both sides. Plain
 * TypeScript on purpose (no Zod), so the browser can use it without the schema library; the
 * server's `ZEventListQuery` wraps `parseListingQuery` in strict mode.
 */

export const PRICE_MIN_DEFAULT = 0;
export const PRICE_MAX_DEFAULT = 10000;
export const PRICE_MIN_CHOICES = [
  { value: 0, label: 'Free' },
  { value: 500, label: '500' },
  { value: 1000, label: '1,000' },
  { value: 2000, label: '2,000' },
  { value: 3000, label: '3,000' },
  { value: 5000, label: '5,000' },
] as const;
export const PRICE_MAX_CHOICES = [
  { value: 1000, label: '1,000' },
  { value: 2000, label: '2,000' },
  { value: 3000, label: '3,000' },
  { value: 5000, label: '5,000' },
  { value: 7500, label: '7,500' },
  { value: 10000, label: '10,000+' },
] as const;

export const SORTS = [
  { id: 'relevance', label: 'Relevance' },
  { id: 'date-asc', label: 'Date: Soonest' },
  { id: 'date-desc', label: 'Date: Latest' },
  { id: 'price-asc', label: 'Price: Low to High' },
  { id: 'price-desc', label: 'Price: High to Low' },
] as const;
export type TSortId = (typeof SORTS)[number]['id'];
export const SORT_IDS = SORTS.map((s) => s.id) as unknown as readonly [TSortId, ...TSortId[]];

export const DATE_PRESETS = ['any', 'today', 'tomorrow', 'this-weekend', 'this-week', 'this-month', 'custom'] as const;
export type TDatePreset = (typeof DATE_PRESETS)[number];

/** Longest search text, in characters, after trimming. */
export const MAX_SEARCH_LENGTH = 200;
/** Most values in one comma list (categories, types, towns). */
export const MAX_LIST_VALUES = 50;
export const MAX_PAGE_SIZE = 100;
export const MAX_OFFSET = 1_000_000;

/**
 * The parsed query. Lists are empty rather than absent; everything else is absent when not given.
 * `past`: ended events are left out unless it is true (`past=1`). `upcoming` is the older switch
 * the home page still sends (`upcoming=1`: ended events left out); see `includesPastEvents`.
 */
export interface TListingQuery {
  q?: string;
  categoryId: number[];
  subcategoryId: number[];
  location: TLocationId[];
  /** The page's date preset; the server filters by the days only. */
  date?: TDatePreset;
  startDate?: TDay;
  endDate?: TDay;
  minPrice?: number;
  maxPrice?: number;
  sort?: TSortId;
  past: boolean;
  upcoming?: boolean;
  limit?: number;
  offset?: number;
}

/** What the serialiser accepts: any part of the query. */
export type TListingQueryInput = Partial<TListingQuery>;

export const LEGACY_SEARCH_KEY = 'search';

export interface TListingQueryIssue {
  param: string;
  message: string;
}

export type TListingQueryResult =
  { ok: true; query: TListingQuery; issues: [] } | { ok: false; query: TListingQuery; issues: TListingQueryIssue[] };

/** A query string, or an object of already-decoded parameters (Fastify's `req.query`). */
export type TQuerySource = URLSearchParams | Readonly<Record<string, unknown>>;

// C0 controls and DEL: never meaningful in a search or a filter value.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001F\u007F]/;
const ID = /^\d{1,9}$/;
const WHOLE = /^\d{1,9}$/;
const LOCATION_SET = new Set<string>(LOCATION_IDS);

function read(source: TQuerySource, key: string): string | undefined {
  const value = source instanceof URLSearchParams ? source.get(key) : source[key];
  return typeof value === 'string' ? value : undefined;
}

function splitList(value: string): string[] {
  return [
    ...new Set(
      value
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    ),
  ];
}

function parseFlag(value: string): boolean | null {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return null;
}

function oneOf<T extends string>(choices: readonly T[], value: string): T | null {
  return (choices as readonly string[]).includes(value) ? (value as T) : null;
}

/**
 * Reads a listing query.
 * - strict (the server): any malformed value is an issue naming its parameter, so the request can
 *   be refused with a 400 (an impossible date like 2024-13-45, an unknown town, a negative price,
 *   an end date before the start date, a maximum price below the minimum);
 * - lenient (the page's own address): malformed values are dropped, never an error, so an old or
 *   hand-edited link still opens the listing.
 * `query` is always the best reading (without the bad values); `ok` says whether there were none.
 */
export function parseListingQuery(source: TQuerySource, opts: { strict: boolean }): TListingQueryResult {
  const issues: TListingQueryIssue[] = [];
  const issue = (param: string, message: string) => {
    issues.push({ param, message });
  };
  const query: TListingQuery = { categoryId: [], subcategoryId: [], location: [], past: false };

  const rawQ = read(source, 'q') ?? read(source, LEGACY_SEARCH_KEY);
  if (rawQ !== undefined) {
    const param = read(source, 'q') !== undefined ? 'q' : LEGACY_SEARCH_KEY;
    let text = rawQ.trim();
    if (CONTROL_CHARS.test(text)) {
      issue(param, 'must not contain control characters');
      text = text.replace(new RegExp(CONTROL_CHARS.source, 'g'), ' ').trim();
    }
    if (text.length > MAX_SEARCH_LENGTH) {
      issue(param, `must be at most ${MAX_SEARCH_LENGTH} characters`);
      text = text.slice(0, MAX_SEARCH_LENGTH).trim();
    }
    if (text) query.q = text;
  }

  const list = <T>(key: string, accept: (part: string) => T | null, what: string): T[] => {
    const raw = read(source, key);
    if (raw === undefined) return [];
    const out: T[] = [];
    for (const part of splitList(raw)) {
      const value = accept(part);
      if (value === null) issue(key, `'${part.slice(0, 40)}' is not ${what}`);
      else if (!out.includes(value)) out.push(value);
    }
    if (out.length > MAX_LIST_VALUES) {
      issue(key, `must list at most ${MAX_LIST_VALUES} values`);
      out.length = MAX_LIST_VALUES;
    }
    return out;
  };
  const id = (part: string) => (ID.test(part) && Number(part) > 0 ? Number(part) : null);
  query.categoryId = list('categoryId', id, 'a category id');
  query.subcategoryId = list('subcategoryId', id, 'a type id');
  query.location = list(
    'location',
    (part) => (LOCATION_SET.has(part.toLowerCase()) ? (part.toLowerCase() as TLocationId) : null),
    'a known town',
  );

  const single = <T>(key: string, accept: (value: string) => T | null, message: string): T | undefined => {
    const raw = read(source, key)?.trim();
    if (raw === undefined || raw === '') return undefined;
    const value = accept(raw);
    if (value === null) {
      issue(key, message);
      return undefined;
    }
    return value;
  };
  const day = (value: string) => (parseDay(value) ? value : null);
  const whole = (max: number) => (value: string) => (WHOLE.test(value) && Number(value) <= max ? Number(value) : null);

  query.date = single('date', (v) => oneOf(DATE_PRESETS, v), `must be one of ${DATE_PRESETS.join(', ')}`);
  query.startDate = single('startDate', day, 'must be a real calendar date like 2026-12-31');
  query.endDate = single('endDate', day, 'must be a real calendar date like 2026-12-31');
  if (query.startDate && query.endDate && query.endDate < query.startDate) {
    issue('endDate', 'must not be before startDate');
    delete query.endDate;
  }
  query.minPrice = single('minPrice', whole(999_999_999), 'must be a whole number of shillings, 0 or more');
  query.maxPrice = single('maxPrice', whole(999_999_999), 'must be a whole number of shillings, 0 or more');
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.maxPrice < query.minPrice) {
    issue('maxPrice', 'must not be below minPrice');
    delete query.maxPrice;
  }
  query.sort = single('sort', (v) => oneOf(SORT_IDS, v), `must be one of ${SORT_IDS.join(', ')}`);
  query.past = single('past', parseFlag, 'must be 1 or 0') ?? false;
  query.upcoming = single('upcoming', parseFlag, 'must be 1 or 0');
  query.limit = single(
    'limit',
    (v) => (WHOLE.test(v) && Number(v) >= 1 && Number(v) <= MAX_PAGE_SIZE ? Number(v) : null),
    `must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
  );
  query.offset = single('offset', whole(MAX_OFFSET), `must be a whole number from 0 to ${MAX_OFFSET}`);

  for (const key of Object.keys(query) as (keyof TListingQuery)[]) if (query[key] === undefined) delete query[key];
  if (issues.length > 0 && opts.strict) return { ok: false, query, issues };
  return { ok: true, query, issues: [] };
}

/**
 * Whether ended events are included: only on request (`past=1`). `upcoming=1`, which the home
 * page sends, always leaves them out; the older `upcoming=0` meant "no restriction".
 */
export function includesPastEvents(q: Pick<TListingQuery, 'past' | 'upcoming'>): boolean {
  if (q.upcoming === true) return false;
  return q.past || q.upcoming === false;
}
