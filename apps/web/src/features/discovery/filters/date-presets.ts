import { addDaysToDay, dayOfWeek, parseDay, zonedToday, type TDay } from '@tribe/contracts/dates';
import type { TDatePreset } from '@tribe/contracts/listing-query';

/**
 * Date presets of the listing filter (spec section 4, "Filters"), as calendar days in
 * Africa/Nairobi: the catalogue is Kenyan, so "today" is today in Nairobi whatever the phone's
 * zone says. Pure: the caller passes `now`.
 */

export const FILTER_TIME_ZONE = 'Africa/Nairobi';

export interface TDayRange {
  startDate: TDay;
  endDate: TDay;
}

/** The presets that stand for a range relative to today (not 'any', not 'custom'). */
export type TRelativePreset = Exclude<TDatePreset, 'any' | 'custom'>;

export const RELATIVE_PRESETS: readonly TRelativePreset[] = [
  'today',
  'tomorrow',
  'this-weekend',
  'this-week',
  'this-month',
];

export function isRelativePreset(preset: string): preset is TRelativePreset {
  return (RELATIVE_PRESETS as readonly string[]).includes(preset);
}

/** What the filter shows for each preset, in DATE_PRESETS order. */
export const DATE_PRESET_LABELS: Record<TDatePreset, string> = {
  any: 'Any date',
  today: 'Today',
  tomorrow: 'Tomorrow',
  'this-weekend': 'This weekend',
  'this-week': 'This week',
  'this-month': 'This month',
  custom: 'Custom range',
};

const SATURDAY = 6;
const SUNDAY = 0;

/** Last calendar day of the day's month. */
function monthEnd(day: TDay): TDay {
  const d = parseDay(day)!;
  return new Date(Date.UTC(d.year, d.month, 0)).toISOString().slice(0, 10);
}

/**
 * The days a relative preset covers, as of `now` in Nairobi:
 * - today: today only; tomorrow: tomorrow only;
 * - this-week: today to the coming Saturday (today itself when it is Saturday);
 * - this-weekend: the coming Saturday and Sunday. On a Saturday that is today and tomorrow; on a
 *   Sunday the weekend is already under way, so it is today only (never next week's weekend,
 *   which is what someone asking on Sunday for "this weekend" does not mean);
 * - this-month: today to the last day of the month.
 */
export function presetRange(preset: TRelativePreset, now: Date): TDayRange {
  const today = zonedToday(now, FILTER_TIME_ZONE);
  const dow = dayOfWeek(today);
  const daysToSaturday = (SATURDAY - dow + 7) % 7;
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'tomorrow': {
      const tomorrow = addDaysToDay(today, 1);
      return { startDate: tomorrow, endDate: tomorrow };
    }
    case 'this-week':
      return { startDate: today, endDate: addDaysToDay(today, daysToSaturday) };
    case 'this-weekend': {
      if (dow === SUNDAY) return { startDate: today, endDate: today };
      const saturday = addDaysToDay(today, daysToSaturday);
      return { startDate: saturday, endDate: addDaysToDay(saturday, 1) };
    }
    case 'this-month':
      return { startDate: today, endDate: monthEnd(today) };
  }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Jun 5' (or 'Jun 5, 2027' when `withYear`) for a 'YYYY-MM-DD' day; zone-free. */
export function formatShortDay(day: TDay, withYear = false): string {
  const d = parseDay(day);
  if (!d) return day;
  return `${MONTHS[d.month - 1]} ${d.day}${withYear ? `, ${d.year}` : ''}`;
}

/**
 * Label of a custom range for the chip bar: 'Jun 5', 'Jun 5 – Jun 9', 'From Jun 5', 'Until Jun 9'.
 * The year is shown only when a day is not in the current (Nairobi) year.
 */
export function formatDayRange(startDate: TDay | null, endDate: TDay | null, now: Date): string {
  const year = zonedToday(now, FILTER_TIME_ZONE).slice(0, 4);
  const fmt = (day: TDay) => formatShortDay(day, day.slice(0, 4) !== year);
  if (startDate && endDate) return startDate === endDate ? fmt(startDate) : `${fmt(startDate)} – ${fmt(endDate)}`;
  if (startDate) return `From ${fmt(startDate)}`;
  if (endDate) return `Until ${fmt(endDate)}`;
  return DATE_PRESET_LABELS.any;
}
