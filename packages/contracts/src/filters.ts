import { z } from 'zod';
import { zIsoDay, zText } from './input.js';
import { parseListingQuery, type TListingQuery } from './listing-query.js';

/** Bounds on the raw text of each parameter, before it is read (see listing-query.ts). */
const raw = (max: number) => zText(max).optional();

/**
 * Query parameters of `GET /api/events`: the listing query (listing-query.ts), read strictly, so a
 * malformed value is a 400 naming the parameter. The filter names are the ones the listing page
 * writes to its own address (`categoryId`, `subcategoryId`, `location`, `startDate`, `endDate`,
 * `q`, `minPrice`, `maxPrice`), plus `sort`, `date`, `past`, `upcoming`, `limit` and `offset`.
 * Ended events are left out unless `past=1`. Without `limit` the whole matching list is
 * returned; the total count is always in the `X-Total-Count` header.
 */
export const ZEventListQuery = z
  .object({
    q: raw(400).describe('Search text (title, description, venue, town, host)'),
    search: raw(400).describe('Older name of q'),
    categoryId: raw(1000).describe('Comma list of category ids'),
    subcategoryId: raw(1000).describe('Comma list of type (subcategory) ids'),
    location: raw(1000).describe('Comma list of town ids, e.g. nairobi,mombasa'),
    date: raw(20).describe('Date preset of the page; the server filters by startDate/endDate only'),
    startDate: zIsoDay.optional().describe('First day, YYYY-MM-DD, in each event’s own zone'),
    endDate: zIsoDay.optional().describe('Last day, YYYY-MM-DD, inclusive'),
    minPrice: raw(12).describe('Lowest ticket price at least this (KES)'),
    maxPrice: raw(12).describe('Lowest ticket price at most this (KES); 10000 means no upper bound'),
    sort: raw(20).describe('relevance, date-asc, date-desc, price-asc or price-desc'),
    past: raw(5).describe('1: include events that have ended'),
    upcoming: raw(5).describe('1: only events that have not ended (the default)'),
    limit: raw(10).describe('Page size, 1 to 100'),
    offset: raw(10).describe('Matches to skip'),
  })
  .transform((input, ctx): TListingQuery => {
    const result = parseListingQuery(input, { strict: true });
    if (!result.ok) {
      for (const issue of result.issues) ctx.addIssue({ code: 'custom', path: [issue.param], message: issue.message });
      return z.NEVER;
    }
    return result.query;
  });
export type TEventListQuery = z.output<typeof ZEventListQuery>;
