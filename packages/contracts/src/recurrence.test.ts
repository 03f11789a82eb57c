import { describe, expect, it } from 'vitest';
import type { TShowTime } from './events.js';
import {
  cardRecurringDate,
  formatRecurringDays,
  nextRecurringDate,
  nextShowTime,
  parseRecurringDays,
  pastShowTimes,
  recurringOccursOn,
  recurringShownStart,
  recurringStartTime,
  scheduledShowTimes,
  upcomingRecurringDates,
  upcomingShowTimes,
} from './recurrence.js';

const NAIROBI = 'Africa/Nairobi';
type TRecurringEvent = Parameters<typeof upcomingRecurringDates>[0];

/** Saturdays 7–11 PM in Nairobi through December 2026 (Dec 5, 2026 is a Saturday). */
const saturdays = (over: Partial<TRecurringEvent> = {}): TRecurringEvent => ({
  recurringDays: ['Saturday'],
  recurringStartDate: '2026-11-01',
  recurringEndDate: '2026-12-31',
  recurringStartTime: '19:00',
  recurringEndTime: '23:00',
  timeZone: NAIROBI,
  ...over,
});

/** Saturday Dec 5, 00:30 in Nairobi; still Friday Dec 4 on the Los Angeles test machine. */
const SAT_0030 = new Date('2026-12-04T21:30:00Z');
const days = (list: { date: string }[]) => list.map((o) => o.date);

describe('parseRecurringDays', () => {
  it('matches weekday names case-insensitively and ignores unknown names', () => {
    expect(parseRecurringDays(['Monday', 'FRIDAY', 'saturday', 'Funday'])).toEqual([1, 5, 6]);
  });

  it('accepts three-letter abbreviations and surrounding spaces, without duplicates', () => {
    expect(parseRecurringDays(['Sat', ' sunday ', 'SATURDAY', 'wed'])).toEqual([0, 3, 6]);
  });

  it('returns no days for an empty or unknown list', () => {
    expect(parseRecurringDays([])).toEqual([]);
    expect(parseRecurringDays(['Funday', 'someday'])).toEqual([]);
  });
});

describe('formatRecurringDays', () => {
  it("writes 'Every' with capitalised names from Monday to Sunday, dropping unknown names", () => {
    expect(formatRecurringDays(['friday', 'MONDAY', 'Funday', 'wednesday'])).toBe('Every Monday, Wednesday and Friday');
  });

  it('joins one and two days naturally, with Sunday last', () => {
    expect(formatRecurringDays(['saturday'])).toBe('Every Saturday');
    expect(formatRecurringDays(['Sun', 'Sat'])).toBe('Every Saturday and Sunday');
  });

  it('gives empty text when no day is known', () => {
    expect(formatRecurringDays(['Funday'])).toBe('');
  });
});

describe('recurringStartTime', () => {
  it('defaults to 12:00 when missing or invalid', () => {
    expect(recurringStartTime({ recurringStartTime: null })).toBe('12:00');
    expect(recurringStartTime({ recurringStartTime: 'noon' })).toBe('12:00');
    expect(recurringStartTime({ recurringStartTime: '9:30' })).toBe('09:30');
  });
});

describe('upcomingRecurringDates', () => {
  it("starts from today's Nairobi date right after Nairobi midnight, with instants in Nairobi time", () => {
    const [first] = upcomingRecurringDates(saturdays(), SAT_0030);
    expect(first).toEqual({
      date: '2026-12-05',
      startsAt: new Date('2026-12-05T16:00:00Z'),
      endsAt: new Date('2026-12-05T20:00:00Z'),
    });
  });

  it("keeps today's date until its start time", () => {
    expect(days(upcomingRecurringDates(saturdays(), new Date('2026-12-05T15:59:00Z')))[0]).toBe('2026-12-05');
  });

  it("skips today's date once its start time has come", () => {
    expect(days(upcomingRecurringDates(saturdays(), new Date('2026-12-05T16:00:00Z')))[0]).toBe('2026-12-12');
  });

  it('generates at most 8 dates by default and honours a smaller max', () => {
    const event = saturdays({ recurringDays: ['Saturday', 'Sunday'], recurringEndDate: '2027-12-31' });
    expect(upcomingRecurringDates(event, SAT_0030)).toHaveLength(8);
    expect(days(upcomingRecurringDates(event, SAT_0030, 3))).toEqual(['2026-12-05', '2026-12-06', '2026-12-12']);
  });

  it('matches mixed-case day names and ignores unknown ones', () => {
    const event = saturdays({ recurringDays: ['mOnDaY', 'Funday', 'WEDNESDAY'] });
    expect(days(upcomingRecurringDates(event, SAT_0030, 3))).toEqual(['2026-12-07', '2026-12-09', '2026-12-14']);
  });

  it('generates nothing when no day name is known', () => {
    expect(upcomingRecurringDates(saturdays({ recurringDays: ['Funday'] }), SAT_0030)).toEqual([]);
  });

  it('never starts before recurringStartDate', () => {
    const event = saturdays({ recurringStartDate: '2027-01-10', recurringEndDate: '2027-03-31' });
    expect(days(upcomingRecurringDates(event, SAT_0030, 2))).toEqual(['2027-01-16', '2027-01-23']);
  });

  it('reads a recurringStartDate sent as an instant as its Nairobi day', () => {
    const event = saturdays({ recurringStartDate: '2026-12-11T21:00:00Z' });
    expect(days(upcomingRecurringDates(event, SAT_0030, 1))).toEqual(['2026-12-12']);
  });

  it('runs to one month after recurringEndDate, including that day', () => {
    // End Dec 9 + 1 month = Sat Jan 9, 2027, which is included.
    const event = saturdays({ recurringEndDate: '2026-12-09' });
    expect(days(upcomingRecurringDates(event, SAT_0030))).toEqual([
      '2026-12-05',
      '2026-12-12',
      '2026-12-19',
      '2026-12-26',
      '2027-01-02',
      '2027-01-09',
    ]);
  });

  it('stops the day before when one month after the end date falls the day before a match', () => {
    // End Dec 8 + 1 month = Fri Jan 8, 2027, so Sat Jan 9 is out.
    const event = saturdays({ recurringEndDate: '2026-12-08' });
    expect(days(upcomingRecurringDates(event, SAT_0030)).at(-1)).toBe('2027-01-02');
  });

  it('generates nothing once the end date plus one month has passed', () => {
    expect(upcomingRecurringDates(saturdays({ recurringEndDate: '2026-10-31' }), SAT_0030)).toEqual([]);
  });

  it('defaults the start time to 12:00 and leaves the end open without an end time', () => {
    const [first] = upcomingRecurringDates(saturdays({ recurringStartTime: null, recurringEndTime: null }), SAT_0030);
    expect(first).toEqual({ date: '2026-12-05', startsAt: new Date('2026-12-05T09:00:00Z'), endsAt: null });
  });

  it('ends the next day when the end time is before the start time', () => {
    const [first] = upcomingRecurringDates(
      saturdays({ recurringStartTime: '22:00', recurringEndTime: '02:00' }),
      SAT_0030,
    );
    expect(first?.endsAt).toEqual(new Date('2026-12-05T23:00:00Z'));
  });

  it('defaults to Nairobi when the event zone is missing', () => {
    const [first] = upcomingRecurringDates(saturdays({ timeZone: '' }), SAT_0030);
    expect(first?.startsAt).toEqual(new Date('2026-12-05T16:00:00Z'));
  });
});

describe('nextRecurringDate', () => {
  it('finds the same weekday a week later once today has started', () => {
    expect(nextRecurringDate(saturdays(), new Date('2026-12-05T17:00:00Z'))?.date).toBe('2026-12-12');
  });

  it('returns null when the series resumes beyond the 14-day scan', () => {
    const event = saturdays({ recurringStartDate: '2026-12-20', recurringEndDate: '2027-01-31' });
    expect(nextRecurringDate(event, SAT_0030)).toBeNull();
    expect(nextRecurringDate(event, SAT_0030, 21)?.date).toBe('2026-12-26');
  });

  it('scans today and the next 14 days', () => {
    const event = saturdays({ recurringStartDate: '2026-12-19' });
    expect(nextRecurringDate(event, SAT_0030)?.date).toBe('2026-12-19');
  });
});

describe('cardRecurringDate', () => {
  it('finds next week when today has already started, within today and the next 7 days', () => {
    expect(cardRecurringDate(saturdays(), new Date('2026-12-05T17:00:00Z'))?.date).toBe('2026-12-12');
  });

  it('returns null when the next date is more than 7 days away', () => {
    expect(cardRecurringDate(saturdays({ recurringStartDate: '2026-12-13' }), SAT_0030)).toBeNull();
  });
});

describe('show times', () => {
  const show = (id: number, date: string, startTime: string, endTime: string | null = null): TShowTime => ({
    id,
    date,
    startTime,
    endTime,
  });
  const event = {
    timeZone: NAIROBI,
    showTimes: [
      show(7, '2026-12-05', '19:00', '22:00'), // duplicate of id 1, listed first
      show(2, '2026-12-03', '19:00'), // past
      show(3, '2026-12-12', '14:00', '16:00'),
      show(1, '2026-12-05', '19:00:00', '22:00'),
      show(5, '2026-12-05', '15:00'),
      show(6, 'not a day', '19:00'), // unusable
      show(8, '2026-12-05', '00:30'), // just after Nairobi midnight
    ],
  };
  const NOW = new Date('2026-12-05T10:00:00Z'); // 1:00 PM in Nairobi
  const ids = (list: { id: number }[]) => list.map((s) => s.id);

  it('keeps one show per date and start time (lowest id), drops unusable ones, and sorts by start', () => {
    expect(ids(scheduledShowTimes(event))).toEqual([2, 8, 5, 1, 3]);
  });

  it('lists only future shows, soonest first, with their Nairobi instants', () => {
    const upcoming = upcomingShowTimes(event, NOW);
    expect(ids(upcoming)).toEqual([5, 1, 3]);
    expect(upcoming[1]).toMatchObject({
      date: '2026-12-05',
      startTime: '19:00',
      startsAt: new Date('2026-12-05T16:00:00Z'),
      endsAt: new Date('2026-12-05T19:00:00Z'),
    });
  });

  it('lists past shows most recent first', () => {
    expect(ids(pastShowTimes(event, NOW))).toEqual([8, 2]);
  });

  it('treats a show as past from its start instant, judged in Nairobi time', () => {
    expect(ids(upcomingShowTimes(event, new Date('2026-12-04T21:29:00Z')))[0]).toBe(8);
    expect(ids(pastShowTimes(event, new Date('2026-12-04T21:30:00Z')))[0]).toBe(8);
  });

  it('gives the next show, or null when none remain', () => {
    expect(nextShowTime(event, NOW)?.id).toBe(5);
    expect(nextShowTime(event, new Date('2026-12-31T00:00:00Z'))).toBeNull();
  });
});

describe('recurringOccursOn', () => {
  it('is true on a listed weekday inside the window, up to a month after the end date (spec section 5)', () => {
    const event = saturdays();
    expect(recurringOccursOn(event, '2026-12-05')).toBe(true);
    expect(recurringOccursOn(event, '2026-12-06')).toBe(false);
    expect(recurringOccursOn(event, '2026-10-31')).toBe(false);
    expect(recurringOccursOn(event, '2027-01-30')).toBe(true);
    expect(recurringOccursOn(event, '2027-02-06')).toBe(false);
  });

  it('agrees with the generated dates', () => {
    const event = saturdays({ recurringDays: ['sat', 'Wednesday'] });
    const now = new Date('2026-12-20T10:00:00Z');
    for (const o of upcomingRecurringDates(event, now)) expect(recurringOccursOn(event, o.date)).toBe(true);
  });
});

describe('recurringShownStart', () => {
  it('is the next date when one is within the lookup', () => {
    expect(recurringShownStart(saturdays(), SAT_0030)?.toISOString()).toBe('2026-12-05T16:00:00.000Z');
  });

  it('is the first day at the start time when no date is within the lookup', () => {
    const later = saturdays({ recurringStartDate: '2027-03-01', recurringEndDate: '2027-06-30' });
    expect(recurringShownStart(later, SAT_0030)?.toISOString()).toBe('2027-03-01T16:00:00.000Z');
    expect(recurringShownStart(saturdays({ recurringDays: [] }), SAT_0030)?.toISOString()).toBe(
      '2026-11-01T16:00:00.000Z',
    );
  });
});
