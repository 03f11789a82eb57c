import { parseDay, zonedToday, type TDay } from '@tribe/contracts/dates';
import { INTL_LOCALE, type TLocale } from '@tribe/contracts/locale';
import type { TDatePreset } from '@tribe/contracts/listing-query';
import { getLocale } from '@/i18n/i18n';
import { T } from '../discovery.texts';
import { FILTER_TIME_ZONE } from './date-presets';

/**
 * What the date filter and its chip show, in the active language. Apart from the date presets
 * (date-presets.ts), which the listing's first request needs without any texts.
 */

/** What the filter shows for each preset, in DATE_PRESETS order; read when shown. */
export const DATE_PRESET_LABELS: Readonly<Record<TDatePreset, string>> = T.date.presets;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'Jun 5' (or 'Jun 5, 2027' when `withYear`) for a 'YYYY-MM-DD' day; zone-free. Kiswahili
 * goes through Intl's sw-KE data ('5 Jun', '5 Jun 2027').
 */
export function formatShortDay(day: TDay, withYear = false, locale: TLocale = getLocale()): string {
  const d = parseDay(day);
  if (!d) return day;
  if (locale === 'en') return `${MONTHS[d.month - 1]} ${d.day}${withYear ? `, ${d.year}` : ''}`;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    month: 'short',
    day: 'numeric',
    year: withYear ? 'numeric' : undefined,
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(d.year, d.month - 1, d.day)));
}

/**
 * Label of a custom range for the chip bar: 'Jun 5', 'Jun 5 – Jun 9', 'From Jun 5', 'Until Jun 9'.
 * The year is shown only when a day is not in the current (Nairobi) year.
 */
export function formatDayRange(startDate: TDay | null, endDate: TDay | null, now: Date): string {
  const year = zonedToday(now, FILTER_TIME_ZONE).slice(0, 4);
  const fmt = (day: TDay) => formatShortDay(day, day.slice(0, 4) !== year);
  if (startDate && endDate) return startDate === endDate ? fmt(startDate) : `${fmt(startDate)} – ${fmt(endDate)}`;
  if (startDate) return T.date.from(fmt(startDate));
  if (endDate) return T.date.until(fmt(endDate));
  return DATE_PRESET_LABELS.any;
}
