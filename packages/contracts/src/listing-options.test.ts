import { describe, expect, it } from 'vitest';
import { DATE_PRESETS, PRICE_MAX_CHOICES, PRICE_MIN_CHOICES, SORTS, SORT_IDS } from './listing-query.js';

describe('listing choices (spec section 9)', () => {
  it('offers the sort options with the exact labels, in order, relevance first', () => {
    expect(SORTS.map((s) => [s.id, s.label])).toEqual([
      ['relevance', 'Relevance'],
      ['date-asc', 'Date: Soonest'],
      ['date-desc', 'Date: Latest'],
      ['price-asc', 'Price: Low to High'],
      ['price-desc', 'Price: High to Low'],
    ]);
    expect(SORT_IDS).toEqual(SORTS.map((s) => s.id));
  });

  it("starts the minimum price choices at 'Free' and ends the maximum ones with '10,000+' at 10000", () => {
    expect(PRICE_MIN_CHOICES.map((c) => c.label)).toEqual(['Free', '500', '1,000', '2,000', '3,000', '5,000']);
    expect(PRICE_MIN_CHOICES[0].value).toBe(0);
    expect(PRICE_MAX_CHOICES.map((c) => c.label)).toEqual(['1,000', '2,000', '3,000', '5,000', '7,500', '10,000+']);
    expect(PRICE_MAX_CHOICES.at(-1)?.value).toBe(10000);
  });

  it('names the date presets as the address writes them', () => {
    expect(DATE_PRESETS).toEqual(['any', 'today', 'tomorrow', 'this-weekend', 'this-week', 'this-month', 'custom']);
  });
});
