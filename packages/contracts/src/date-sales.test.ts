import { describe, expect, it } from 'vitest';
import { isEventStarted } from './availability.js';
import { dateStarted, hostDateOver } from './date-sales.js';
import { upcomingRecurringDates, upcomingShowTimes } from './recurrence.js';

const at = (iso: string) => new Date(iso);
const start = at('2026-12-05T16:00:00Z');
const end = at('2026-12-05T20:00:00Z');

describe('the one sale-stop rule: a date is on sale to buyers until it starts', () => {
  it('stops at the start instant, not at the end', () => {
    expect(dateStarted(start, at('2026-12-05T15:59:59.999Z'))).toBe(false);
    expect(dateStarted(start, start)).toBe(true);
    expect(dateStarted(start, at('2026-12-05T18:00:00Z'))).toBe(true);
    expect(dateStarted(null, at('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('is the rule of the event page, the show list and the recurring dates alike', () => {
    const underWay = at('2026-12-05T17:00:00Z');
    const oneOff = {
      eventType: 'one-off' as const,
      startDate: start.toISOString(),
      showTimes: [],
      timeZone: 'UTC',
      recurringEndDate: null,
      recurringStartTime: null,
      recurringEndTime: null,
    };
    expect(isEventStarted(oneOff, underWay)).toBe(dateStarted(start, underWay));
    const shows = {
      ...oneOff,
      eventType: 'multiple-shows' as const,
      showTimes: [{ id: 1, date: '2026-12-05', startTime: '16:00', endTime: '20:00', capacity: null }],
    };
    expect(upcomingShowTimes(shows, underWay)).toEqual([]);
    expect(isEventStarted(shows, underWay)).toBe(true);
    const daily = {
      recurringDays: ['Saturday'],
      recurringStartDate: '2026-12-01',
      recurringEndDate: '2026-12-31',
      recurringStartTime: '16:00',
      recurringEndTime: '20:00',
      timeZone: 'UTC',
    };
    expect(upcomingRecurringDates(daily, underWay)[0]!.date).toBe('2026-12-12');
    expect(upcomingRecurringDates(daily, at('2026-12-05T15:59:00Z'))[0]!.date).toBe('2026-12-05');
  });

  it("keeps the host's later limit apart: guest tickets until the date ends", () => {
    expect(hostDateOver({ startsAt: start, endsAt: end }, at('2026-12-05T19:59:59Z'))).toBe(false);
    expect(hostDateOver({ startsAt: start, endsAt: end }, end)).toBe(true);
    expect(hostDateOver({ startsAt: start, endsAt: null }, start)).toBe(true);
    expect(hostDateOver({ startsAt: null, endsAt: null }, end)).toBe(false);
  });
});
