import { describe, expect, it } from 'vitest';
import {
  includesPastEvents,
  parseListingQuery,
  serializeListingQuery,
  townId,
  townName,
  type TListingQuery,
} from './listing-query.js';
import { ZEventListQuery } from './filters.js';

const strict = (qs: string) => parseListingQuery(new URLSearchParams(qs), { strict: true });
const lenient = (qs: string) => parseListingQuery(new URLSearchParams(qs), { strict: false }).query;
const EMPTY: TListingQuery = { categoryId: [], subcategoryId: [], location: [], past: false };

describe('parseListingQuery', () => {
  it('reads every parameter under the spec names', () => {
    const r = strict(
      'q=%20jazz%20&categoryId=2,1&subcategoryId=7&location=Nairobi,mombasa&date=custom&startDate=2026-06-01&endDate=2026-06-30&minPrice=500&maxPrice=5000&sort=date-asc&past=1&limit=24&offset=48',
    );
    expect(r).toEqual({
      ok: true,
      issues: [],
      query: {
        q: 'jazz',
        categoryId: [2, 1],
        subcategoryId: [7],
        location: ['nairobi', 'mombasa'],
        date: 'custom',
        startDate: '2026-06-01',
        endDate: '2026-06-30',
        minPrice: 500,
        maxPrice: 5000,
        sort: 'date-asc',
        past: true,
        limit: 24,
        offset: 48,
      },
    });
  });

  it('gives the empty query for no parameters, with past events left out', () => {
    expect(strict('')).toEqual({ ok: true, issues: [], query: EMPTY });
  });

  it('reads the home page search= as q', () => {
    expect(strict('search=%20night%20market').query.q).toBe('night market');
  });

  it.each([
    ['endDate=2024-13-45', 'endDate'],
    ['startDate=2025-02-29', 'startDate'],
    ['startDate=2026-06-10&endDate=2026-06-01', 'endDate'],
    ['location=atlantis', 'location'],
    ['categoryId=1,x', 'categoryId'],
    ['categoryId=0', 'categoryId'],
    ['minPrice=-5', 'minPrice'],
    ['minPrice=5000&maxPrice=500', 'maxPrice'],
    ['sort=random', 'sort'],
    ['date=yesterday', 'date'],
    ['past=maybe', 'past'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['offset=1.5', 'offset'],
    ['q=a%00b', 'q'],
    [`q=${'x'.repeat(201)}`, 'q'],
  ])('strictly refuses %s, naming %s', (qs, param) => {
    const r = strict(qs);
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => i.param)).toContain(param);
  });

  it('leniently drops what it cannot read and keeps the rest', () => {
    expect(
      lenient('endDate=2024-13-45&startDate=2026-06-01&location=atlantis,lamu&categoryId=x,3&sort=random'),
    ).toEqual({
      ...EMPTY,
      startDate: '2026-06-01',
      location: ['lamu'],
      categoryId: [3],
    });
    expect(lenient('q=a%01b')).toEqual({ ...EMPTY, q: 'a b' });
  });

  it('keeps each list value once', () => {
    expect(lenient('location=lamu,LAMU,lamu&categoryId=3,3').location).toEqual(['lamu']);
    expect(lenient('categoryId=3,3').categoryId).toEqual([3]);
  });
});

describe('serializeListingQuery', () => {
  it('writes a stable order, lists comma-joined, empty values and past=0 left out', () => {
    const qs = serializeListingQuery({
      offset: 24,
      limit: 24,
      sort: 'price-asc',
      past: false,
      location: ['lamu', 'nairobi'],
      categoryId: [],
      q: '  ',
      upcoming: true,
    }).toString();
    expect(qs).toBe('location=lamu%2Cnairobi&sort=price-asc&upcoming=1&limit=24&offset=24');
  });

  it('round-trips with the parser', () => {
    const query: TListingQuery = {
      q: 'jazz & wine',
      categoryId: [4, 2],
      subcategoryId: [9],
      location: ['kisumu'],
      date: 'this-weekend',
      startDate: '2026-06-13',
      endDate: '2026-06-14',
      minPrice: 0,
      maxPrice: 7500,
      sort: 'date-desc',
      past: true,
      limit: 24,
      offset: 0,
    };
    expect(strict(serializeListingQuery(query).toString()).query).toEqual(query);
  });
});

describe('includesPastEvents', () => {
  it('leaves ended events out unless past=1; upcoming=1 always leaves them out', () => {
    expect(includesPastEvents(strict('').query)).toBe(false);
    expect(includesPastEvents(strict('past=1').query)).toBe(true);
    expect(includesPastEvents(strict('upcoming=1').query)).toBe(false);
    expect(includesPastEvents(strict('past=1&upcoming=1').query)).toBe(false);
    expect(includesPastEvents(strict('upcoming=0').query)).toBe(true);
  });
});

describe('ZEventListQuery', () => {
  it('is the strict parser behind a schema: issues name the parameter', () => {
    const bad = ZEventListQuery.safeParse({ endDate: '2024-13-45' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['endDate']);
    const bounds = ZEventListQuery.safeParse({ minPrice: '5000', maxPrice: '500' });
    expect(bounds.error?.issues[0]).toMatchObject({ path: ['maxPrice'], message: 'must not be below minPrice' });
    expect(ZEventListQuery.parse({ location: 'lamu', past: '1' })).toEqual({
      ...EMPTY,
      location: ['lamu'],
      past: true,
    });
  });

  it('refuses control characters and over-long raw values', () => {
    expect(ZEventListQuery.safeParse({ location: 'lamu\u0000' }).success).toBe(false);
    expect(ZEventListQuery.safeParse({ categoryId: '1,'.repeat(600) }).success).toBe(false);
  });
});

describe('listing-query module', () => {
  it('loads without the schema library, so the browser can use it on its own', async () => {
    const { readFileSync } = await import('node:fs');
    const seen = new Set<string>();
    const imports: string[] = [];
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      for (const [, spec] of source.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gms)) {
        imports.push(spec!);
        if (spec!.startsWith('./')) walk(spec!.replace(/\.js$/, '.ts'));
      }
    };
    walk('./listing-query.ts');
    expect(imports).toContain('./dates.js');
    expect(imports.filter((s) => s === 'zod' || s.startsWith('zod/'))).toEqual([]);
  });
});

describe('townId and townName', () => {
  it('reads a town by id or name in any case, and nothing else', () => {
    expect(townId('Mombasa')).toBe('mombasa');
    expect(townId(' NAIROBI ')).toBe('nairobi');
    expect(townId('kisumu')).toBe('kisumu');
    expect(townId('Atlantis')).toBeNull();
    expect(townName('lamu')).toBe('Lamu');
    expect(townName('Lamu')).toBe('Lamu');
    expect(townName('Atlantis')).toBe('Atlantis');
  });
});
