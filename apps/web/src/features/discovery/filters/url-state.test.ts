import {
  LOCATION_IDS,
  PRICE_MAX_CHOICES,
  PRICE_MIN_CHOICES,
  SORT_IDS,
  parseListingQuery,
} from '@tribe/contracts/listing-query';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventsPath } from '../api/get-events';
import {
  DEFAULT_FILTERS,
  parseFilters,
  serializeFilters,
  toEventsParams,
  writeFilters,
  type TListingFilters,
} from './url-state';

const now = new Date('2026-06-10T07:00:00Z'); // Wednesday 10 June 2026, 10:00 in Nairobi
const parse = (qs: string) => parseFilters(new URLSearchParams(qs), now);
const qs = (f: TListingFilters) => serializeFilters(f).toString();

const full: TListingFilters = {
  q: 'jazz night',
  categoryIds: [1, 4],
  subcategoryIds: [3],
  locations: ['nairobi', 'mombasa'],
  datePreset: 'custom',
  startDate: '2026-06-12',
  endDate: '2026-06-20',
  minPrice: 500,
  maxPrice: 5000,
  sort: 'price-asc',
  past: false,
};

describe('parseFilters / serializeFilters', () => {
  it('reads nothing as the defaults, and writes the defaults as nothing (a clean /events)', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(qs(DEFAULT_FILTERS)).toBe('');
  });

  it('round-trips every filter with the spec parameter names', () => {
    const written = qs(full);
    expect(written).toBe(
      'q=jazz+night&categoryId=1%2C4&subcategoryId=3&location=nairobi%2Cmombasa&startDate=2026-06-12&endDate=2026-06-20&minPrice=500&maxPrice=5000&sort=price-asc',
    );
    expect(parse(written)).toEqual(full);
  });

  it('round-trips a relative preset with its days and the date parameter', () => {
    const weekend = parse('date=this-weekend');
    expect(weekend).toMatchObject({ datePreset: 'this-weekend', startDate: '2026-06-13', endDate: '2026-06-14' });
    expect(qs(weekend)).toBe('date=this-weekend&startDate=2026-06-13&endDate=2026-06-14');
    expect(parse(qs(weekend))).toEqual(weekend);
  });

  it('recomputes a relative preset as of now (a stale shared link means this weekend)', () => {
    expect(parse('date=today&startDate=2020-01-01&endDate=2020-01-01')).toMatchObject({
      startDate: '2026-06-10',
      endDate: '2026-06-10',
    });
  });

  it('leaves out each value that is at its default', () => {
    expect(
      qs({
        ...full,
        q: '  ',
        categoryIds: [],
        subcategoryIds: [],
        locations: [],
        datePreset: 'any',
        minPrice: 0,
        maxPrice: 10000,
        sort: 'relevance',
      }),
    ).toBe('');
    expect(qs({ ...DEFAULT_FILTERS, minPrice: 500 })).toBe('minPrice=500');
    expect(qs({ ...DEFAULT_FILTERS, maxPrice: 7500 })).toBe('maxPrice=7500');
    expect(qs({ ...DEFAULT_FILTERS, datePreset: 'custom' })).toBe('');
  });

  it('accepts search= from the home page as the search text', () => {
    expect(parse('search=jazz%20night').q).toBe('jazz night');
    expect(parse('q=afro&search=jazz').q).toBe('afro');
  });

  it('trims search text and caps it at 200 characters', () => {
    expect(parse('q=%20%20jazz%20%20').q).toBe('jazz');
    expect(parse(`q=${'a'.repeat(250)}`).q).toHaveLength(200);
  });

  it('ignores unknown and malformed values', () => {
    expect(
      parse(
        'categoryId=1,abc,-2,0,1&subcategoryId=x&location=nairobi,atlantis,MOMBASA&date=someday&startDate=2026-02-30&minPrice=750&maxPrice=lots&sort=random',
      ),
    ).toEqual({ ...DEFAULT_FILTERS, categoryIds: [1], locations: ['nairobi', 'mombasa'] });
  });

  it('treats days without a preset as a custom range and drops an end before the start', () => {
    expect(parse('startDate=2026-06-12')).toMatchObject({
      datePreset: 'custom',
      startDate: '2026-06-12',
      endDate: null,
    });
    expect(parse('startDate=2026-06-12&endDate=2026-06-01')).toMatchObject({
      datePreset: 'custom',
      startDate: '2026-06-12',
      endDate: null,
    });
    expect(parse('date=any&startDate=2026-06-12')).toMatchObject({ datePreset: 'any', startDate: null });
  });

  it('drops a maximum price below the minimum', () => {
    expect(parse('minPrice=3000&maxPrice=1000')).toMatchObject({ minPrice: 3000, maxPrice: 10000 });
  });

  it('is stable: parsing what it wrote gives the same query string', () => {
    for (const s of [
      'search=x',
      'location=lamu,nairobi',
      'date=this-month',
      'startDate=2026-07-01&endDate=2026-07-02',
      'sort=date-desc',
    ]) {
      const once = qs(parse(s));
      expect(qs(parse(once))).toBe(once);
    }
  });
});

describe('writeFilters', () => {
  it('replaces the page parameters, drops search= and keeps unrelated ones', () => {
    const current = new URLSearchParams('utm_source=home&search=jazz&categoryId=2');
    const next = writeFilters(current, { ...DEFAULT_FILTERS, q: 'jazz' });
    expect(next.toString()).toBe('q=jazz&utm_source=home');
  });
});

describe('toEventsParams', () => {
  it('asks the API with the same names, no preset and no defaults', () => {
    expect(toEventsParams(parse('date=today'))).toEqual({ startDate: '2026-06-10', endDate: '2026-06-10' });
    expect(toEventsParams(full)).toEqual({
      q: 'jazz night',
      categoryId: [1, 4],
      subcategoryId: [3],
      location: ['nairobi', 'mombasa'],
      startDate: '2026-06-12',
      endDate: '2026-06-20',
      minPrice: 500,
      maxPrice: 5000,
      sort: 'price-asc',
    });
    expect(toEventsParams(DEFAULT_FILTERS)).toEqual({});
  });
});

describe('Include past events (past=1)', () => {
  it('is off by default and kept in the address as past=1 when on', () => {
    expect(parse('').past).toBe(false);
    expect(qs({ ...DEFAULT_FILTERS, past: true })).toBe('past=1');
    expect(parse('past=1').past).toBe(true);
    expect(parse('past=true').past).toBe(true);
    expect(parse('past=0').past).toBe(false);
    expect(parse('past=yes').past).toBe(false);
  });

  it('is asked of the API, and dropped by Clear filters', () => {
    expect(toEventsParams({ ...DEFAULT_FILTERS, past: true })).toEqual({ past: true });
    const current = new URLSearchParams('past=1&location=lamu&utm_source=x');
    expect(writeFilters(current, DEFAULT_FILTERS).toString()).toBe('utm_source=x');
  });
});

describe('the address and the API request round-trip', () => {
  const day = fc
    .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));
  const ids = fc.uniqueArray(fc.integer({ min: 1, max: 999_999 }), { maxLength: 5 });
  const filters: fc.Arbitrary<TListingFilters> = fc
    .record({
      // eslint-disable-next-line no-control-regex
      q: fc.string({ maxLength: 30 }).map((t) => t.replace(/[\u0000-\u001f\u007f]/g, '').trim()),
      categoryIds: ids,
      subcategoryIds: ids,
      locations: fc.uniqueArray(fc.constantFrom(...LOCATION_IDS), { maxLength: 4 }),
      days: fc.option(fc.tuple(day, day).map(([a, b]): [string, string] => (a <= b ? [a, b] : [b, a]))),
      minPrice: fc.constantFrom(...PRICE_MIN_CHOICES.map((c) => c.value)),
      maxPrice: fc.constantFrom(...PRICE_MAX_CHOICES.map((c) => c.value)),
      sort: fc.constantFrom(...SORT_IDS),
      past: fc.boolean(),
    })
    .filter((r) => r.maxPrice >= r.minPrice)
    .map(({ days, ...r }): TListingFilters => ({
      ...r,
      datePreset: days ? 'custom' : 'any',
      startDate: days?.[0] ?? null,
      endDate: days?.[1] ?? null,
    }));

  it('reads back from the address exactly the filters it wrote', () => {
    fc.assert(
      fc.property(filters, (f) => {
        expect(parse(qs(f))).toEqual(f);
      }),
    );
  });

  it('sends the API a query its strict reader accepts, with the same filters', () => {
    fc.assert(
      fc.property(filters, (f) => {
        const path = eventsPath(toEventsParams(f));
        const read = parseListingQuery(new URLSearchParams(path.split('?')[1] ?? ''), { strict: true });
        expect(read.issues).toEqual([]);
        expect(read.query.past).toBe(f.past);
        expect(read.query.categoryId).toEqual(f.categoryIds);
        expect(read.query.location).toEqual(f.locations);
        expect(read.query.startDate ?? null).toBe(f.startDate);
        expect(read.query.q ?? '').toBe(f.q);
      }),
    );
  });

  it('ignores an impossible date in its address', () => {
    expect(parse('startDate=2024-13-45&endDate=2026-02-29')).toEqual(DEFAULT_FILTERS);
  });
});
