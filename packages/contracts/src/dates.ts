import type { TLocale } from './locale.js';
import { DEFAULT_TIME_ZONE } from './time-zone.js';

/**
 * Date helpers. Every wall-clock value is read and written in the event's IANA time zone
 * (default Africa/Nairobi), never the machine's zone. Calendar days are 'YYYY-MM-DD' strings and
 * times are 'HH:MM' strings; day arithmetic on them is pure and zone-free.
 */

/** 'YYYY-MM-DD', the shape of a calendar day. */
export type TDay = string;

/** Shown wherever an event has no usable date (spec section 2, event cards). */
export const DATE_NOT_SET = 'Date not set';
const NOT_SET: Record<TLocale, string> = { en: DATE_NOT_SET, sw: 'Tarehe haijawekwa' };

/**
 * Kiswahili dates go through Intl's sw-KE data ('Ijumaa, 5 Desemba 2026', '19:00'); English keeps
 * the spec's patterns (date-fns tokens) exactly. Each English pattern used for display has its Intl twin.
 */
const SW_OPTIONS: Record<string, Intl.DateTimeFormatOptions> = {
  'MMM d, h:mm a': { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  'MMM d, yyyy h:mm a': { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  'MMM d, yyyy, h:mm a': { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  'h:mm a': { hour: 'numeric', minute: '2-digit' },
  'MMM d': { month: 'short', day: 'numeric' },
  'MMM d, yyyy': { month: 'short', day: 'numeric', year: 'numeric' },
  'EEEE, MMMM d, yyyy': { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  'd MMMM yyyy': { day: 'numeric', month: 'long', year: 'numeric' },
};

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** Zones already checked, so an invalid zone name costs one Intl lookup, not one per call. */
const zoneValidity = new Map<string, boolean>();

/** Uses the given IANA zone when the runtime knows it, else the product default (Africa/Nairobi). */
export function resolveTimeZone(timeZone?: string | null): string {
  if (!timeZone) return DEFAULT_TIME_ZONE;
  let valid = zoneValidity.get(timeZone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
      valid = true;
    } catch {
      valid = false;
    }
    zoneValidity.set(timeZone, valid);
  }
  return valid ? timeZone : DEFAULT_TIME_ZONE;
}

/** Kiswahili ranges: Intl's own range format collapses the shared parts ('5 – 7 Des 2026'). */
function formatRangeSw(start: Date, end: Date | null, timeZone?: string | null): string {
  const zone = resolveTimeZone(timeZone);
  const hasEnd = end !== null && end.getTime() > start.getTime();
  const sameDay = hasEnd && formatIn(start, 'yyyy-MM-dd', zone) === formatIn(end, 'yyyy-MM-dd', zone);
  const options = !hasEnd || sameDay ? SW_OPTIONS['MMM d, yyyy h:mm a'] : SW_OPTIONS['MMM d, yyyy'];
  const f = new Intl.DateTimeFormat('sw-KE', { ...options, timeZone: zone });
  // Plain spaces: ICU versions differ in the thin and narrow spaces they put around the dash, and
  // the server's page must read as the browser's (decision 031).
  return (hasEnd ? f.formatRange(start, end) : f.format(start)).replace(/[\u2009\u202f]/g, ' ');
}

/** Parses an ISO instant; null for null, empty or unparseable input. */
export function parseInstant(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** One Intl formatter per zone, for an instant's wall-clock numbers there (24-hour). */
const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock year, month (1–12), day, hour (0–23) and minute of an instant in a zone. */
function wallClock(date: Date, timeZone: string) {
  let f = wallFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    wallFormats.set(timeZone, f);
  }
  const n: Record<string, number> = {};
  for (const part of f.formatToParts(date)) if (part.type !== 'literal') n[part.type] = Number(part.value);
  return { year: n.year!, month: n.month!, day: n.day!, hour: n.hour! % 24, minute: n.minute! };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * Formats an instant with one of the spec's patterns (the date-fns tokens yyyy, MMMM, MMM, MM,
 * dd, d, EEEE, h, mm, a, in English) in the given zone; the machine zone never leaks in. Written
 * on Intl's numbers, so no date library is in a page's first load.
 */
function formatIn(date: Date, pattern: string, timeZone?: string | null, locale: TLocale = 'en'): string {
  const zone = resolveTimeZone(timeZone);
  const sw = locale === 'sw' ? SW_OPTIONS[pattern] : undefined;
  if (sw) return new Intl.DateTimeFormat('sw-KE', { ...sw, timeZone: zone }).format(date);
  const w = wallClock(date, zone);
  return pattern.replace(/yyyy|MMMM|MMM|MM|dd|d|EEEE|h|mm|a/g, (token) => {
    switch (token) {
      case 'yyyy':
        return String(w.year).padStart(4, '0');
      case 'MMMM':
        return MONTHS[w.month - 1]!;
      case 'MMM':
        return MONTHS[w.month - 1]!.slice(0, 3);
      case 'MM':
        return pad2(w.month);
      case 'dd':
        return pad2(w.day);
      case 'd':
        return String(w.day);
      case 'EEEE':
        return WEEKDAYS[new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay()]!;
      case 'h':
        return String(w.hour % 12 === 0 ? 12 : w.hour % 12);
      case 'mm':
        return pad2(w.minute);
      default:
        return w.hour < 12 ? 'AM' : 'PM';
    }
  });
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const w = wallClock(new Date(instant), timeZone);
  const wallAsUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  return wallAsUtc - Math.floor(instant / 60_000) * 60_000;
}

/** Card date 'Dec 5, 7:00 PM' in the event zone, or 'Date not set' (spec section 2, event cards). */
export function formatCardDate(iso: string | null, timeZone?: string | null, locale: TLocale = 'en'): string {
  const date = parseInstant(iso);
  return date ? formatIn(date, 'MMM d, h:mm a', timeZone, locale) : NOT_SET[locale];
}

/** Spec date format 'MMM d, yyyy h:mm a' in the event zone, or 'Date not set' (spec section 9). */
export function formatEventDateTime(iso: string | null, timeZone?: string | null, locale: TLocale = 'en'): string {
  const date = parseInstant(iso);
  return date ? formatIn(date, 'MMM d, yyyy h:mm a', timeZone, locale) : NOT_SET[locale];
}

/**
 * One-off start/end range, collapsed by same day, month or year in the event zone (spec section 9):
 * - no end (missing, invalid, or not after the start): 'Dec 5, 2026, 7:00 PM'
 * - same day:            'Dec 5, 2026, 7:00 PM – 11:00 PM'
 * - same month:          'Dec 5 – 7, 2026'
 * - same year:           'Nov 28 – Dec 2, 2026'
 * - different years:     'Dec 30, 2026 – Jan 2, 2027'
 * Times are shown only when the range fits in one day; multi-day ranges show dates only.
 * The separator is an en dash with spaces. A missing or invalid start gives 'Date not set'.
 */
export function formatDateRange(
  startIso: string | null,
  endIso: string | null,
  timeZone?: string | null,
  locale: TLocale = 'en',
): string {
  const start = parseInstant(startIso);
  if (!start) return NOT_SET[locale];
  const end = parseInstant(endIso);
  if (locale === 'sw') return formatRangeSw(start, end, timeZone);
  const key = (d: Date, pattern: string) => formatIn(d, pattern, timeZone);
  if (!end || end.getTime() <= start.getTime()) return key(start, 'MMM d, yyyy, h:mm a');
  if (key(start, 'yyyy-MM-dd') === key(end, 'yyyy-MM-dd')) {
    return `${key(start, 'MMM d, yyyy, h:mm a')} – ${key(end, 'h:mm a')}`;
  }
  if (key(start, 'yyyy-MM') === key(end, 'yyyy-MM')) return `${key(start, 'MMM d')} – ${key(end, 'd, yyyy')}`;
  if (key(start, 'yyyy') === key(end, 'yyyy')) return `${key(start, 'MMM d')} – ${key(end, 'MMM d, yyyy')}`;
  return `${key(start, 'MMM d, yyyy')} – ${key(end, 'MMM d, yyyy')}`;
}

/** Splits a 'YYYY-MM-DD' day into numbers, or null when it is not a real calendar day. */
export function parseDay(day: string): { year: number; month: number; day: number } | null {
  const m = DAY_RE.exec(day);
  if (!m) return null;
  const [year, month, date] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = new Date(Date.UTC(year, month - 1, date));
  const real = utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
  return real ? { year, month, day: date } : null;
}

/** Splits an 'HH:MM' (or 'HH:MM:SS') wall-clock time into numbers, or null when invalid. */
export function parseTime(time: string | null | undefined): { hours: number; minutes: number } | null {
  const m = time ? TIME_RE.exec(time.trim()) : null;
  if (!m) return null;
  const [hours, minutes] = [Number(m[1]), Number(m[2])];
  return hours < 24 && minutes < 60 ? { hours, minutes } : null;
}

/**
 * Detail date 'Saturday, December 5, 2026' (spec section 9: full weekday, month, day, year).
 * A 'YYYY-MM-DD' string is a calendar day and is shown as that day; other input is an instant
 * shown in the zone. Invalid input gives 'Date not set'.
 */
export function formatFullDate(date: Date | string, timeZone?: string | null, locale: TLocale = 'en'): string {
  const pattern = 'EEEE, MMMM d, yyyy';
  if (typeof date === 'string' && DAY_RE.test(date)) {
    const parts = parseDay(date);
    if (!parts) return NOT_SET[locale];
    return formatIn(new Date(Date.UTC(parts.year, parts.month - 1, parts.day)), pattern, 'UTC', locale);
  }
  const instant = typeof date === 'string' ? parseInstant(date) : date;
  return instant && !Number.isNaN(instant.getTime()) ? formatIn(instant, pattern, timeZone, locale) : NOT_SET[locale];
}

/**
 * A calendar day written out, day first: '22 November 2026' ('22 Novemba 2026' in Kiswahili), as
 * the information pages date their last change. Invalid input gives 'Date not set'.
 */
export function formatWrittenDay(day: TDay, locale: TLocale = 'en'): string {
  const parts = parseDay(day);
  if (!parts) return NOT_SET[locale];
  return formatIn(new Date(Date.UTC(parts.year, parts.month - 1, parts.day)), 'd MMMM yyyy', 'UTC', locale);
}

/** 'HH:MM' to 12-hour 'h:mm AM/PM' ('19:30' → '7:30 PM', '00:00' → '12:00 AM'); bad input is returned as is. */
export function formatTime12(time: string): string {
  const parsed = parseTime(time);
  if (!parsed) return time;
  const hour12 = parsed.hours % 12 === 0 ? 12 : parsed.hours % 12;
  return `${hour12}:${String(parsed.minutes).padStart(2, '0')} ${parsed.hours < 12 ? 'AM' : 'PM'}`;
}

/** The calendar day it is at `now` in the zone, as 'YYYY-MM-DD' (filters and recurring dates start "today"). */
export function zonedToday(now: Date, timeZone?: string | null): TDay {
  return formatIn(now, 'yyyy-MM-dd', timeZone);
}

/** A calendar day for a stored date: 'YYYY-MM-DD' is kept, an ISO instant becomes its day in the zone. */
export function toZonedDay(value: string | null | undefined, timeZone?: string | null): TDay | null {
  if (!value) return null;
  if (DAY_RE.test(value)) return parseDay(value) ? value : null;
  const instant = parseInstant(value);
  return instant ? zonedToday(instant, timeZone) : null;
}

/** The instant of a wall-clock day and time in the zone; an invalid Date when day or time is invalid. */
export function zonedDateTimeToInstant(day: TDay, time: string, timeZone?: string | null): Date {
  const d = parseDay(day);
  const t = parseTime(time);
  if (!d || !t) return new Date(Number.NaN);
  // The wall time read as UTC, moved back by the zone's offset; checked once more at the result,
  // which differs from the first guess only near a daylight-saving change.
  const zone = resolveTimeZone(timeZone);
  const wallAsUtc = Date.UTC(d.year, d.month - 1, d.day, t.hours, t.minutes);
  const first = wallAsUtc - zoneOffsetMs(wallAsUtc, zone);
  const second = wallAsUtc - zoneOffsetMs(first, zone);
  return new Date(second);
}

/** Adds n calendar days to a 'YYYY-MM-DD' day (zone-free, so no DST drift). */
export function addDaysToDay(day: TDay, n: number): TDay {
  const d = parseDay(day);
  if (!d) throw new RangeError(`Invalid day '${day}', expected YYYY-MM-DD`);
  return new Date(Date.UTC(d.year, d.month - 1, d.day + n)).toISOString().slice(0, 10);
}

/** Adds n calendar months to a day, clamping to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonthsToDay(day: TDay, n: number): TDay {
  const d = parseDay(day);
  if (!d) throw new RangeError(`Invalid day '${day}', expected YYYY-MM-DD`);
  const lastDay = new Date(Date.UTC(d.year, d.month - 1 + n + 1, 0)).getUTCDate();
  return new Date(Date.UTC(d.year, d.month - 1 + n, Math.min(d.day, lastDay))).toISOString().slice(0, 10);
}

/** Weekday of a 'YYYY-MM-DD' day, 0 = Sunday … 6 = Saturday (matches recurring day numbers). */
export function dayOfWeek(day: TDay): number {
  const d = parseDay(day);
  if (!d) throw new RangeError(`Invalid day '${day}', expected YYYY-MM-DD`);
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
}

/**
 * Wall-clock time of an instant in the event zone, 12-hour 'h:mm AM/PM' (spec section 9), e.g. a
 * one-off event's start time on its detail page. Null for missing or invalid input.
 */
export function formatInstantTime12(
  iso: string | null | undefined,
  timeZone?: string | null,
  locale: TLocale = 'en',
): string | null {
  const date = parseInstant(iso);
  return date ? formatIn(date, 'h:mm a', timeZone, locale) : null;
}
