import {
  formatCardDate,
  formatDateRange,
  formatEventDateTime,
  formatFullDate,
  formatInstantTime12,
  formatTime12,
  formatWrittenDay,
  parseTime,
} from '@tribe/contracts/dates';
import { INTL_LOCALE } from '@tribe/contracts/locale';
import { formatEventPrice, formatPrice } from '@tribe/contracts/money';
import { getLocale } from './i18n';

/*
 * Amounts, counts and dates in the active language: English keeps the spec's formats exactly
 * ('KES 1,500', 'Dec 5, 2026 7:00 PM'); Kiswahili goes through Intl's sw-KE data.
 */

/** 'KES 1,500' in English, 'Ksh 1,500' in Kiswahili. */
export const price = (amount: number): string => formatPrice(amount, getLocale());
/** A card's price: the lowest, or 'Free' / 'Bure'. */
export const eventPrice = (event: Parameters<typeof formatEventPrice>[0]): string =>
  formatEventPrice(event, getLocale());
/** A count with the language's grouping ('1,234'). */
export const count = (n: number): string => n.toLocaleString(INTL_LOCALE[getLocale()]);

type Zone = string | null | undefined;
export const cardDate = (iso: string | null, tz?: Zone) => formatCardDate(iso, tz, getLocale());
export const eventDateTime = (iso: string | null, tz?: Zone) => formatEventDateTime(iso, tz, getLocale());
export const dateRange = (start: string | null, end: string | null, tz?: Zone) =>
  formatDateRange(start, end, tz, getLocale());
export const fullDate = (date: Date | string, tz?: Zone) => formatFullDate(date, tz, getLocale());
/** A 'YYYY-MM-DD' day written out: '22 November 2026', '22 Novemba 2026' (the information pages' last change). */
export const writtenDay = (day: string) => formatWrittenDay(day, getLocale());
export const instantTime = (iso: string | null | undefined, tz?: Zone) => formatInstantTime12(iso, tz, getLocale());

/** A wall-clock 'HH:MM': '7:30 PM' in English, '19:30' in Kiswahili (Kenya's 24-hour written style). */
export function clockTime(hhmm: string): string {
  if (getLocale() === 'en') return formatTime12(hhmm);
  const t = parseTime(hhmm);
  return t ? `${String(t.hours).padStart(2, '0')}:${String(t.minutes).padStart(2, '0')}` : hhmm;
}
