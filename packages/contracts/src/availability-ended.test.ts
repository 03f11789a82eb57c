import { describe, expect, it } from 'vitest';
import { eventEndsAt, isEventEnded, isEventStarted } from './availability.js';

type TEndingEvent = Parameters<typeof eventEndsAt>[0];

const NAIROBI = 'Africa/Nairobi';
const at = (iso: string) => new Date(iso);
const base: TEndingEvent = {
  eventType: 'one-off',
  startDate: null,
  endDate: null,
  showTimes: [],
  timeZone: NAIROBI,
  recurringEndDate: null,
  recurringStartTime: null,
  recurringEndTime: null,
};

describe('isEventEnded: one-off', () => {
  // 7 PM to 11 PM in Nairobi on Dec 5, 2026.
  const event = { ...base, startDate: '2026-12-05T16:00:00Z', endDate: '2026-12-05T20:00:00Z' };

  it('is under way, not ended, between start and end (the spec keeps "Event Started" then)', () => {
    const now = at('2026-12-05T18:00:00Z');
    expect(isEventStarted(event, now)).toBe(true);
    expect(isEventEnded(event, now)).toBe(false);
  });

  it('is ended from its end on', () => {
    expect(isEventEnded(event, at('2026-12-05T19:59:59Z'))).toBe(false);
    expect(isEventEnded(event, at('2026-12-05T20:00:00Z'))).toBe(true);
    expect(isEventEnded(event, at('2027-01-05T20:00:00Z'))).toBe(true);
  });

  it('without a usable end, lasts until midnight of its day in the event zone', () => {
    const open = { ...event, endDate: null };
    expect(eventEndsAt(open)?.toISOString()).toBe('2026-12-05T21:00:00.000Z');
    const backwards = { ...event, endDate: '2026-12-05T10:00:00Z' };
    expect(isEventEnded(backwards, at('2026-12-05T20:59:59Z'))).toBe(false);
    expect(isEventEnded(backwards, at('2026-12-05T21:00:00Z'))).toBe(true);
  });

  it('never ends without a start date', () => {
    expect(eventEndsAt(base)).toBeNull();
    expect(isEventEnded(base, at('2100-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('isEventEnded: recurring', () => {
  const event: TEndingEvent = {
    ...base,
    eventType: 'recurring',
    startDate: '2026-12-12T16:00:00Z',
    recurringEndDate: '2026-12-31',
    recurringStartTime: '19:00',
    recurringEndTime: '23:00',
  };

  it('is ended from the last day at its end time, in the event zone', () => {
    expect(isEventEnded(event, at('2026-12-31T19:59:59Z'))).toBe(false);
    expect(isEventEnded(event, at('2026-12-31T20:00:00Z'))).toBe(true);
  });

  it('crossing midnight, ends the morning after the last day', () => {
    const late = { ...event, recurringStartTime: '22:00', recurringEndTime: '02:00' };
    expect(eventEndsAt(late)?.toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('without an end time, ends at midnight after the last day; without an end date, never', () => {
    expect(eventEndsAt({ ...event, recurringEndTime: null })?.toISOString()).toBe('2026-12-31T21:00:00.000Z');
    expect(isEventEnded({ ...event, recurringEndDate: null }, at('2100-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('isEventEnded: multiple shows', () => {
  const event: TEndingEvent = {
    ...base,
    eventType: 'multiple-shows',
    showTimes: [
      { id: 2, date: '2026-12-06', startTime: '19:00', endTime: '21:30' },
      { id: 1, date: '2026-12-05', startTime: '19:00', endTime: '21:30' },
    ],
  };

  it('is under way between its first show and the end of its last one', () => {
    const between = at('2026-12-06T12:00:00Z');
    expect(isEventEnded(event, between)).toBe(false);
    const lastShowOn = at('2026-12-06T17:00:00Z');
    expect(isEventStarted(event, lastShowOn)).toBe(true);
    expect(isEventEnded(event, lastShowOn)).toBe(false);
  });

  it('is ended when the last show is over', () => {
    expect(eventEndsAt(event)?.toISOString()).toBe('2026-12-06T18:30:00.000Z');
    expect(isEventEnded(event, at('2026-12-06T18:30:00Z'))).toBe(true);
  });

  it('a last show without an end time lasts until midnight; no shows at all never ends', () => {
    const open = { ...event, showTimes: [{ id: 1, date: '2026-12-05', startTime: '19:00', endTime: null }] };
    expect(eventEndsAt(open)?.toISOString()).toBe('2026-12-05T21:00:00.000Z');
    expect(isEventEnded({ ...event, showTimes: [] }, at('2100-01-01T00:00:00Z'))).toBe(false);
  });
});
