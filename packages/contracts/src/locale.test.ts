import { describe, expect, it } from 'vitest';
import { formatCardDate, formatDateRange, formatFullDate } from './dates.js';
import { localeFromAcceptLanguage, localeFromCookie, toLocale } from './locale.js';
import { formatEventPrice, formatPrice } from './money.js';

describe('the buyer language', () => {
  it('reads supported languages from tags, Accept-Language by weight, and the lang cookie', () => {
    expect(toLocale('sw-KE')).toBe('sw');
    expect(toLocale('EN_gb')).toBe('en');
    expect(toLocale('fr')).toBeNull();
    expect(localeFromAcceptLanguage('fr-FR,sw;q=0.8,en;q=0.5')).toBe('sw');
    expect(localeFromAcceptLanguage('en;q=0.2, sw-KE;q=0.9')).toBe('sw');
    expect(localeFromAcceptLanguage('fr, de')).toBeNull();
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
    expect(localeFromCookie('a=1; lang=sw; b=2')).toBe('sw');
    expect(localeFromCookie('slang=sw')).toBeNull();
  });
  it('takes a malformed lang cookie or Accept-Language as naming no language, never throwing', () => {
    for (const junk of ['lang=%', 'lang=%E0%A4%A', 'lang=%ZZ; x=1', 'lang=\u0000']) {
      expect(localeFromCookie(junk), junk).toBeNull();
    }
    expect(localeFromCookie('lang=%73%77')).toBe('sw');
    for (const junk of [';;;', 'q=1', ',,,', 'sw;q=abc', '\u0000', '*;q=-1']) {
      expect(() => localeFromAcceptLanguage(junk), junk).not.toThrow();
    }
  });
});

describe('Kiswahili dates and amounts through Intl (sw-KE); English unchanged', () => {
  const start = '2026-12-05T16:00:00Z'; // 7:00 PM in Nairobi
  it('formats amounts and the free price', () => {
    expect(formatPrice(1500, 'sw')).toBe('Ksh\u00a01,500');
    expect(formatPrice(1500)).toBe('KES\u00a01,500');
    expect(formatEventPrice({ ticketTypes: [] } as never, 'sw')).toBe('Bure');
    expect(formatEventPrice({ ticketTypes: [] } as never)).toBe('Free');
  });
  it('formats dates and ranges with Kiswahili month and day names and a 24-hour clock', () => {
    expect(formatFullDate('2026-12-05', null, 'sw')).toBe('Jumamosi, 5 Desemba 2026');
    expect(formatCardDate(start, null, 'sw')).toBe('5 Des, 19:00');
    // Plain spaces around the dash, whichever ICU the runtime has (the server's page and the browser's agree).
    expect(formatDateRange(start, '2026-12-07T20:00:00Z', null, 'sw')).toBe('5 – 7 Des 2026');
    expect(formatCardDate(null, null, 'sw')).toBe('Tarehe haijawekwa');
    expect(formatCardDate(start)).toBe('Dec 5, 7:00 PM');
  });
});
