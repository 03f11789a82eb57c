import { TZDate, tz } from '@date-fns/tz';
import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCardDate,
  formatEventDateTime,
  formatFullDate,
  formatInstantTime12,
  zonedDateTimeToInstant,
  zonedToday,
} from './dates.js';

/**
 * The date helpers write the spec's date-fns patterns on Intl's numbers, so no date library is in
 * a page's first load. date-fns stays here, as a test dependency only, to hold them to its output
 * for any instant in zones with and without daylight saving.
 */
const ZONES = ['Africa/Nairobi', 'UTC', 'Europe/London', 'America/New_York', 'Asia/Kolkata', 'Australia/Adelaide'];
const instant = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2045, 0, 1) }).map((ms) => new Date(ms));
const zone = fc.constantFrom(...ZONES);
const dateFns = (date: Date, pattern: string, timeZone: string) => format(date, pattern, { in: tz(timeZone) });

describe('dates written without date-fns', () => {
  it('write every English pattern as date-fns does, in every zone', () => {
    fc.assert(
      fc.property(instant, zone, (date, timeZone) => {
        const iso = date.toISOString();
        expect(formatCardDate(iso, timeZone)).toBe(dateFns(date, 'MMM d, h:mm a', timeZone));
        expect(formatEventDateTime(iso, timeZone)).toBe(dateFns(date, 'MMM d, yyyy h:mm a', timeZone));
        expect(formatFullDate(date, timeZone)).toBe(dateFns(date, 'EEEE, MMMM d, yyyy', timeZone));
        expect(formatInstantTime12(iso, timeZone)).toBe(dateFns(date, 'h:mm a', timeZone));
        expect(zonedToday(date, timeZone)).toBe(dateFns(date, 'yyyy-MM-dd', timeZone));
      }),
      { numRuns: 2000 },
    );
  });

  it('find the instant of a wall-clock day and time as TZDate does, away from daylight-saving changes', () => {
    fc.assert(
      fc.property(instant, zone, (date, timeZone) => {
        const day = dateFns(date, 'yyyy-MM-dd', timeZone);
        const time = dateFns(date, 'HH:mm', timeZone);
        const [y, m, d] = day.split('-').map(Number) as [number, number, number];
        const [h, min] = time.split(':').map(Number) as [number, number];
        const expected = new TZDate(y, m - 1, d, h, min, 0, 0, timeZone).getTime();
        // A wall time that exists once (not in a change's gap or overlap) names one instant: the
        // zone's offset is the same three hours either side of it.
        const offset = (ms: number) => dateFns(new Date(ms), 'xxx', timeZone);
        const unique = offset(date.getTime() - 3 * 3_600_000) === offset(date.getTime() + 3 * 3_600_000);
        if (unique) expect(zonedDateTimeToInstant(day, time, timeZone).getTime()).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('read a wall time that happens twice (clocks going back) as its first instant, as Temporal does', () => {
    // New York, 3 November 2013: 01:00 happens at 05:00 UTC (EDT) and again at 06:00 UTC (EST).
    expect(zonedDateTimeToInstant('2013-11-03', '01:00', 'America/New_York').toISOString()).toBe(
      '2013-11-03T05:00:00.000Z',
    );
  });
});
