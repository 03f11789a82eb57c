import { describe, expect, it } from 'vitest';
import {
  DATE_NOT_SET,
  addDaysToDay,
  addMonthsToDay,
  dayOfWeek,
  formatCardDate,
  formatDateRange,
  formatEventDateTime,
  formatFullDate,
  formatTime12,
  formatWrittenDay,
  parseDay,
  resolveTimeZone,
  toZonedDay,
  zonedDateTimeToInstant,
  zonedToday,
} from './dates.js';

const NAIROBI = 'Africa/Nairobi';
/** Dec 5 00:30 in Nairobi, still Dec 4 in UTC and Dec 4 13:30 on the test machine (Los Angeles). */
const JUST_AFTER_NAIROBI_MIDNIGHT = '2026-12-04T21:30:00Z';

describe('test environment', () => {
  it('runs in a machine zone far from Nairobi so zone leaks would show', () => {
    expect(process.env.TZ).toBe('America/Los_Angeles');
    expect(new Date(JUST_AFTER_NAIROBI_MIDNIGHT).getDate()).toBe(4);
  });
});

describe('resolveTimeZone', () => {
  it('keeps a valid IANA zone', () => {
    expect(resolveTimeZone('Europe/London')).toBe('Europe/London');
  });

  it.each([undefined, null, '', 'Not/AZone'])('falls back to Africa/Nairobi for %s', (zone) => {
    expect(resolveTimeZone(zone)).toBe(NAIROBI);
  });
});

describe('formatCardDate', () => {
  it('formats in Nairobi time, not the machine zone, across midnight', () => {
    expect(formatCardDate(JUST_AFTER_NAIROBI_MIDNIGHT)).toBe('Dec 5, 12:30 AM');
  });

  it('formats an evening start', () => {
    expect(formatCardDate('2026-12-05T16:00:00Z', NAIROBI)).toBe('Dec 5, 7:00 PM');
  });

  it("uses the event's own zone when given", () => {
    expect(formatCardDate('2026-12-05T16:00:00Z', 'Europe/London')).toBe('Dec 5, 4:00 PM');
  });

  it.each([null, '', 'not a date'])('shows Date not set for %s', (iso) => {
    expect(formatCardDate(iso)).toBe(DATE_NOT_SET);
    expect(DATE_NOT_SET).toBe('Date not set');
  });
});

describe('formatEventDateTime', () => {
  it("uses the spec's 'MMM d, yyyy h:mm a' pattern in the event zone", () => {
    expect(formatEventDateTime(JUST_AFTER_NAIROBI_MIDNIGHT, NAIROBI)).toBe('Dec 5, 2026 12:30 AM');
  });

  it('shows Date not set for a missing date', () => {
    expect(formatEventDateTime(null, NAIROBI)).toBe('Date not set');
  });
});

describe('formatDateRange', () => {
  it('collapses a same-day range to one date with both times', () => {
    expect(formatDateRange('2026-12-05T16:00:00Z', '2026-12-05T20:00:00Z', NAIROBI)).toBe(
      'Dec 5, 2026, 7:00 PM – 11:00 PM',
    );
  });

  it('treats a range as same-day by Nairobi days even when UTC days differ', () => {
    expect(formatDateRange(JUST_AFTER_NAIROBI_MIDNIGHT, '2026-12-05T01:00:00Z', NAIROBI)).toBe(
      'Dec 5, 2026, 12:30 AM – 4:00 AM',
    );
  });

  it('collapses a same-month range to one month and year', () => {
    expect(formatDateRange('2026-12-05T16:00:00Z', '2026-12-07T20:00:00Z', NAIROBI)).toBe('Dec 5 – 7, 2026');
  });

  it('collapses a same-year range across months to one year', () => {
    expect(formatDateRange('2026-11-28T07:00:00Z', '2026-12-02T20:00:00Z', NAIROBI)).toBe('Nov 28 – Dec 2, 2026');
  });

  it('shows both years when the range crosses a year', () => {
    expect(formatDateRange('2026-12-30T16:00:00Z', '2027-01-02T20:00:00Z', NAIROBI)).toBe('Dec 30, 2026 – Jan 2, 2027');
  });

  it('decides the year by the Nairobi calendar (New Year in Nairobi is still Dec 31 in UTC)', () => {
    expect(formatDateRange('2026-12-31T18:00:00Z', '2026-12-31T22:00:00Z', NAIROBI)).toBe('Dec 31, 2026 – Jan 1, 2027');
  });

  it('shows only the start when there is no end', () => {
    expect(formatDateRange('2026-12-05T16:00:00Z', null, NAIROBI)).toBe('Dec 5, 2026, 7:00 PM');
  });

  it('ignores an end that is not after the start', () => {
    expect(formatDateRange('2026-12-05T16:00:00Z', '2026-12-04T16:00:00Z', NAIROBI)).toBe('Dec 5, 2026, 7:00 PM');
  });

  it('shows Date not set without a start', () => {
    expect(formatDateRange(null, '2026-12-05T16:00:00Z', NAIROBI)).toBe('Date not set');
  });
});

describe('formatFullDate', () => {
  it('shows full weekday, month, day and year in the event zone', () => {
    expect(formatFullDate(new Date(JUST_AFTER_NAIROBI_MIDNIGHT), NAIROBI)).toBe('Saturday, December 5, 2026');
  });

  it('accepts an ISO instant string', () => {
    expect(formatFullDate(JUST_AFTER_NAIROBI_MIDNIGHT)).toBe('Saturday, December 5, 2026');
  });

  it('shows a calendar day as that day whatever the zone', () => {
    expect(formatFullDate('2026-12-05', 'Pacific/Honolulu')).toBe('Saturday, December 5, 2026');
  });

  it.each(['2026-02-30', 'nonsense'])('shows Date not set for invalid input %s', (value) => {
    expect(formatFullDate(value, NAIROBI)).toBe('Date not set');
  });
});

describe('formatWrittenDay', () => {
  it('writes a day out, day first, whatever the machine zone', () => {
    expect(formatWrittenDay('2026-11-22')).toBe('22 November 2026');
    expect(formatWrittenDay('2026-01-01')).toBe('1 January 2026');
  });

  it('uses sw-KE month names in Kiswahili', () => {
    expect(formatWrittenDay('2026-11-22', 'sw')).toBe('22 Novemba 2026');
  });

  it.each(['2026-02-30', 'nonsense'])('shows Date not set for invalid input %s', (value) => {
    expect(formatWrittenDay(value)).toBe('Date not set');
  });
});

describe('formatTime12', () => {
  it.each([
    ['19:30', '7:30 PM'],
    ['00:00', '12:00 AM'],
    ['12:00', '12:00 PM'],
    ['09:05', '9:05 AM'],
    ['23:59:00', '11:59 PM'],
  ])('formats %s as %s', (time, expected) => {
    expect(formatTime12(time)).toBe(expected);
  });

  it('returns unparseable text unchanged', () => {
    expect(formatTime12('25:00')).toBe('25:00');
    expect(formatTime12('')).toBe('');
  });
});

describe('zonedToday', () => {
  it('gives the Nairobi calendar day, which is already tomorrow for UTC and the machine', () => {
    expect(zonedToday(new Date(JUST_AFTER_NAIROBI_MIDNIGHT), NAIROBI)).toBe('2026-12-05');
  });

  it('gives the calendar day of another zone', () => {
    expect(zonedToday(new Date(JUST_AFTER_NAIROBI_MIDNIGHT), 'America/New_York')).toBe('2026-12-04');
  });
});

describe('toZonedDay', () => {
  it('keeps a calendar day as is', () => {
    expect(toZonedDay('2026-12-05', NAIROBI)).toBe('2026-12-05');
  });

  it('turns an instant into its day in the zone', () => {
    expect(toZonedDay(JUST_AFTER_NAIROBI_MIDNIGHT, NAIROBI)).toBe('2026-12-05');
  });

  it.each([null, '', '2026-13-01', 'x'])('is null for %s', (value) => {
    expect(toZonedDay(value, NAIROBI)).toBeNull();
  });
});

describe('zonedDateTimeToInstant', () => {
  it('reads the wall-clock time in Nairobi (UTC+3)', () => {
    expect(zonedDateTimeToInstant('2026-12-05', '19:30', NAIROBI).toISOString()).toBe('2026-12-05T16:30:00.000Z');
  });

  it('handles Nairobi midnight, which is the previous UTC day', () => {
    expect(zonedDateTimeToInstant('2026-12-05', '00:30', NAIROBI).toISOString()).toBe(
      JUST_AFTER_NAIROBI_MIDNIGHT.replace('Z', '.000Z'),
    );
  });

  it('follows daylight saving in zones that have it', () => {
    expect(zonedDateTimeToInstant('2026-07-01', '12:00', 'Europe/London').toISOString()).toBe(
      '2026-07-01T11:00:00.000Z',
    );
    expect(zonedDateTimeToInstant('2026-12-01', '12:00', 'Europe/London').toISOString()).toBe(
      '2026-12-01T12:00:00.000Z',
    );
  });

  it('gives an invalid date for an invalid day or time', () => {
    expect(Number.isNaN(zonedDateTimeToInstant('2026-02-30', '12:00', NAIROBI).getTime())).toBe(true);
    expect(Number.isNaN(zonedDateTimeToInstant('2026-12-05', '24:00', NAIROBI).getTime())).toBe(true);
  });
});

describe('calendar day arithmetic', () => {
  it('adds days across month and year ends', () => {
    expect(addDaysToDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysToDay('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('adds months, clamping to the last day of a shorter month', () => {
    expect(addMonthsToDay('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonthsToDay('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonthsToDay('2028-01-31', 1)).toBe('2028-02-29');
  });

  it('gives the weekday with 0 for Sunday', () => {
    expect(dayOfWeek('2026-12-05')).toBe(6);
    expect(dayOfWeek('2026-12-06')).toBe(0);
    expect(dayOfWeek('2026-12-07')).toBe(1);
  });

  it('rejects days that do not exist', () => {
    expect(parseDay('2026-02-29')).toBeNull();
    expect(() => addDaysToDay('2026-02-30', 1)).toThrow(RangeError);
    expect(() => dayOfWeek('tomorrow')).toThrow(RangeError);
  });
});
