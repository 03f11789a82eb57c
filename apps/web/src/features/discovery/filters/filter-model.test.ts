import { describe, expect, it } from 'vitest';
import type { TSubcategory } from '@tribe/contracts';
import {
  activeChips,
  applyCustomRange,
  countActiveFilters,
  formatPriceRange,
  resultsHeading,
  selectDatePreset,
  setPriceRange,
  toggleCategory,
  togglePast,
  visibleSubcategories,
} from './filter-model';
import { DEFAULT_FILTERS, serializeFilters, type TListingFilters } from './url-state';

const now = new Date('2026-06-10T07:00:00Z'); // Wednesday 10 June 2026 in Nairobi
const subs: TSubcategory[] = [
  { id: 1, name: 'Jazz', categoryId: 1, nameSw: null },
  { id: 2, name: 'Afrobeats', categoryId: 1, nameSw: null },
  { id: 3, name: 'Running', categoryId: 2, nameSw: 'Mbio' },
];
const lists = {
  categories: [
    { id: 1, name: 'Music' },
    { id: 2, name: 'Sports' },
  ],
  subcategories: subs,
};

describe('category and type selection', () => {
  it('shows only the selected categories’ types, or all types when none is selected', () => {
    expect(visibleSubcategories(subs, []).map((s) => s.id)).toEqual([1, 2, 3]);
    expect(visibleSubcategories(subs, [2]).map((s) => s.id)).toEqual([3]);
    expect(visibleSubcategories(subs, [2], [1]).map((s) => s.id)).toEqual([1, 3]);
  });

  it('drops a category’s selected types when the category is removed', () => {
    const f = { ...DEFAULT_FILTERS, categoryIds: [1, 2], subcategoryIds: [1, 3] };
    expect(toggleCategory(f, 1, subs)).toMatchObject({ categoryIds: [2], subcategoryIds: [3] });
    expect(toggleCategory({ ...DEFAULT_FILTERS }, 2, subs)).toMatchObject({ categoryIds: [2] });
  });
});

describe('dates', () => {
  it('a preset sets its days, any clears them', () => {
    const weekend = selectDatePreset(DEFAULT_FILTERS, 'this-weekend', now);
    expect(weekend).toMatchObject({ datePreset: 'this-weekend', startDate: '2026-06-13', endDate: '2026-06-14' });
    expect(selectDatePreset(weekend, 'any', now)).toMatchObject({ datePreset: 'any', startDate: null, endDate: null });
  });

  it('a custom range needs both days and never ends before it starts', () => {
    expect(applyCustomRange(DEFAULT_FILTERS, '2026-06-12', '')).toBe(DEFAULT_FILTERS);
    expect(applyCustomRange(DEFAULT_FILTERS, '2026-06-20', '2026-06-12')).toMatchObject({
      startDate: '2026-06-12',
      endDate: '2026-06-20',
      datePreset: 'custom',
    });
  });
});

describe('price', () => {
  it('keeps the range consistent when one end passes the other', () => {
    const f = { ...DEFAULT_FILTERS, maxPrice: 1000 };
    expect(setPriceRange(f, 3000, 1000)).toMatchObject({ minPrice: 3000, maxPrice: 10000 });
    const g = { ...DEFAULT_FILTERS, minPrice: 3000 };
    expect(setPriceRange(g, 3000, 1000)).toMatchObject({ minPrice: 0, maxPrice: 1000 });
  });

  it('labels the range', () => {
    expect(formatPriceRange(500, 5000)).toBe('KES 500 – KES 5,000');
    expect(formatPriceRange(500, 10000)).toBe('KES 500+');
    expect(formatPriceRange(0, 2000)).toBe('Up to KES 2,000');
  });
});

describe('chips and badge', () => {
  const f: TListingFilters = {
    ...DEFAULT_FILTERS,
    q: 'jazz',
    categoryIds: [1, 99],
    subcategoryIds: [2],
    locations: ['nairobi'],
    datePreset: 'today',
    startDate: '2026-06-10',
    endDate: '2026-06-10',
    minPrice: 500,
  };

  it('lists search, category, type, location, date and price chips in that order', () => {
    expect(activeChips(f, lists, now).map((c) => [c.kind, c.label])).toEqual([
      ['search', '“jazz”'],
      ['category', 'Music'],
      ['type', 'Afrobeats'],
      ['location', 'Nairobi'],
      ['date', 'Today'],
      ['price', 'KES 500+'],
    ]);
  });

  it('shows the price chip only when min is above 0 or max below 10000', () => {
    const kinds = (x: TListingFilters) => activeChips(x, lists, now).map((c) => c.kind);
    expect(kinds({ ...DEFAULT_FILTERS, minPrice: 0, maxPrice: 10000 })).toEqual([]);
    expect(kinds({ ...DEFAULT_FILTERS, maxPrice: 7500 })).toEqual(['price']);
  });

  it('labels a custom range by its days', () => {
    const custom = {
      ...DEFAULT_FILTERS,
      datePreset: 'custom' as const,
      startDate: '2026-06-12',
      endDate: '2026-06-20',
    };
    expect(activeChips(custom, lists, now)[0]?.label).toBe('Jun 12 – Jun 20');
  });

  it('removing each chip removes just that filter, and all of them gives a clean address', () => {
    const chips = activeChips(f, lists, now);
    const music = chips.find((c) => c.key === 'category-1')!;
    expect(music.remove(f).categoryIds).toEqual([99]);
    const afterAll = chips.reduce((acc, c) => c.remove(acc), { ...f, categoryIds: [1] });
    expect(serializeFilters(afterAll).toString()).toBe('');
  });

  it('counts drawer filters for the badge (search and sort are outside the drawer)', () => {
    expect(countActiveFilters(DEFAULT_FILTERS)).toBe(0);
    expect(countActiveFilters(f)).toBe(6);
    expect(countActiveFilters({ ...DEFAULT_FILTERS, q: 'x', sort: 'date-asc' })).toBe(0);
  });

  it("counts 'Include past events' in the badge and writes it as past=1, or nothing when off", () => {
    const on = togglePast(DEFAULT_FILTERS);
    expect(countActiveFilters(on)).toBe(1);
    expect(serializeFilters(on).toString()).toBe('past=1');
    expect(serializeFilters(togglePast(on)).toString()).toBe('');
  });

  it('says how many events were found', () => {
    expect(resultsHeading(0)).toBe('0 events found');
    expect(resultsHeading(1)).toBe('1 event found');
    expect(resultsHeading(63)).toBe('63 events found');
    expect(resultsHeading(5000)).toBe('5,000 events found');
  });
});
