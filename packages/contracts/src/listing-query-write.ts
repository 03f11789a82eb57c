import type { TListingQuery, TListingQueryInput } from './listing-query.js';

/** The parameter names, in the order the serialiser writes them. `search` is read as `q`. */
export const LISTING_QUERY_KEYS = [
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
  'past',
  'upcoming',
  'limit',
  'offset',
] as const satisfies readonly (keyof TListingQuery)[];

/**
 * Writes a query in a stable order, leaving out what is absent or empty, so equal queries give
 * equal strings. Lists are comma-joined; `past` is written only when true. What the page leaves
 * out as a default (relevance, the full price range) it simply does not put in the query.
 */
export function serializeListingQuery(q: TListingQueryInput): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of LISTING_QUERY_KEYS) {
    const value = q[key];
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length) out.set(key, value.join(','));
    } else if (key === 'past') {
      if (value === true) out.set(key, '1');
    } else if (typeof value === 'boolean') {
      out.set(key, value ? '1' : '0');
    } else if (typeof value === 'number') {
      if (Number.isFinite(value)) out.set(key, String(value));
    } else if (typeof value === 'string') {
      const text = value.trim();
      if (text) out.set(key, text);
    }
  }
  return out;
}
