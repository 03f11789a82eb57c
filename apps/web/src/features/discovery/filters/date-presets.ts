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
