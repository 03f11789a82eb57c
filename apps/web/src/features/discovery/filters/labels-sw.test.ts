import { act } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n/i18n';
import { formatDayRange } from './date-labels';
import { formatPriceRange, resultsHeading } from './filter-model';

const now = new Date('2026-06-10T07:00:00.000Z');

beforeAll(async () => {
  await act(() => setLocale('sw'));
});
afterAll(async () => {
  await act(() => setLocale('en'));
});

describe('filter labels in Kiswahili', () => {
  it('writes custom days in the sw-KE style', () => {
    expect(formatDayRange('2026-06-12', '2026-06-20', now)).toBe('12 Jun – 20 Jun');
    expect(formatDayRange('2026-06-12', null, now)).toBe('Kuanzia 12 Jun');
    expect(formatDayRange(null, '2027-01-02', now)).toBe('Hadi 2 Jan 2027');
    expect(formatDayRange(null, null, now)).toBe('Tarehe yoyote');
  });

  it('writes amounts in shillings the Kenyan way', () => {
    expect(formatPriceRange(500, 5000)).toBe('Ksh 500 – Ksh 5,000');
    expect(formatPriceRange(0, 2000)).toBe('Hadi Ksh 2,000');
  });

  it('counts results with the Kiswahili plural', () => {
    expect(resultsHeading(0)).toBe('Hakuna matukio yaliyopatikana');
    expect(resultsHeading(1)).toBe('Tukio 1 limepatikana');
    expect(resultsHeading(5000)).toBe('Matukio 5,000 yamepatikana');
  });
});
