import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TICKET_AVAILABILITY,
  availableQuantity,
  canIncreaseQuantity,
  clampQuantity,
  isEventStarted,
  recurringEndInstant,
} from './availability.js';

type TAvailabilityEvent = Parameters<typeof isEventStarted>[0];

const NAIROBI = 'Africa/Nairobi';
const at = (iso: string) => new Date(iso);

const oneOff = (startDate: string | null): TAvailabilityEvent => ({
  eventType: 'one-off',
  startDate,
  showTimes: [],
  timeZone: NAIROBI,
  recurringEndDate: null,
  recurringStartTime: null,
  recurringEndTime: null,
});

describe('isEventStarted: one-off', () => {
  const event = oneOff('2026-12-05T16:00:00Z');

  it('is not started before startDate', () => {
    expect(isEventStarted(event, at('2026-12-05T15:59:59Z'))).toBe(false);
  });

  it('is started exactly at startDate', () => {
    expect(isEventStarted(event, at('2026-12-05T16:00:00Z'))).toBe(true);
  });

  it('is started after startDate', () => {
    expect(isEventStarted(event, at('2026-12-06T00:00:00Z'))).toBe(true);
  });

  it('is never started without a startDate', () => {
    expect(isEventStarted(oneOff(null), at('2030-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('isEventStarted: multiple shows', () => {
  const event: TAvailabilityEvent = {
    ...oneOff('2026-12-01T16:00:00Z'),
    eventType: 'multiple-shows',
    showTimes: [
      { id: 1, date: '2026-12-01', startTime: '19:00', endTime: null },
      { id: 2, date: '2026-12-05', startTime: '00:30', endTime: null },
      { id: 3, date: '2026-12-05', startTime: '00:30', endTime: null },
    ],
  };

  it('stays available while a show remains in the future, even after startDate', () => {
    expect(isEventStarted(event, at('2026-12-04T21:29:00Z'))).toBe(false);
  });

  it('is unavailable once the last show has started (Dec 5 00:30 in Nairobi)', () => {
    expect(isEventStarted(event, at('2026-12-04T21:30:00Z'))).toBe(true);
  });

  it('is unavailable when it has no show times at all', () => {
    expect(
      isEventStarted({ ...event, startDate: '2030-01-01T00:00:00Z', showTimes: [] }, at('2026-12-01T00:00:00Z')),
    ).toBe(true);
  });
});

describe('isEventStarted: recurring', () => {
  const recurring = (over: Partial<TAvailabilityEvent> = {}): TAvailabilityEvent => ({
    ...oneOff('2026-12-12T16:00:00Z'), // the API sends the next occurrence as startDate
    eventType: 'recurring',
    recurringEndDate: '2026-12-31',
    recurringStartTime: '19:00',
    recurringEndTime: '23:00',
    ...over,
  });

  it('is available before the next occurrence', () => {
    expect(isEventStarted(recurring(), at('2026-12-12T15:00:00Z'))).toBe(false);
  });

  it('is started at the next occurrence startDate', () => {
    expect(isEventStarted(recurring(), at('2026-12-12T16:00:00Z'))).toBe(true);
  });

  it('is still available on the end date until its end time (11 PM in Nairobi)', () => {
    const event = recurring({ startDate: '2027-01-05T16:00:00Z' });
    expect(isEventStarted(event, at('2026-12-31T19:59:59Z'))).toBe(false);
  });

  it('is over at the end time of the recurring end date, whatever startDate says', () => {
    const event = recurring({ startDate: '2027-01-05T16:00:00Z' });
    expect(isEventStarted(event, at('2026-12-31T20:00:00Z'))).toBe(true);
  });

  it('is over at Nairobi midnight after the end date when there is no end time', () => {
    const event = recurring({ startDate: '2027-01-05T16:00:00Z', recurringEndTime: null });
    expect(isEventStarted(event, at('2026-12-31T20:59:59Z'))).toBe(false);
    expect(isEventStarted(event, at('2026-12-31T21:00:00Z'))).toBe(true);
  });

  it('uses only the startDate rule without an end date', () => {
    expect(isEventStarted(recurring({ recurringEndDate: null }), at('2026-12-12T15:59:00Z'))).toBe(false);
    expect(isEventStarted(recurring({ recurringEndDate: null }), at('2026-12-12T16:00:00Z'))).toBe(true);
  });
});

describe('recurringEndInstant', () => {
  const base = {
    recurringEndDate: '2026-12-31',
    recurringStartTime: '19:00',
    recurringEndTime: '23:00',
    timeZone: NAIROBI,
  };

  it('is the end date at the end time in Nairobi', () => {
    expect(recurringEndInstant(base)).toEqual(at('2026-12-31T20:00:00Z'));
  });

  it('moves to the next day when the shows run past midnight', () => {
    expect(recurringEndInstant({ ...base, recurringStartTime: '22:00', recurringEndTime: '02:00' })).toEqual(
      at('2026-12-31T23:00:00Z'),
    );
  });

  it('is null without an end date', () => {
    expect(recurringEndInstant({ ...base, recurringEndDate: null })).toBeNull();
  });
});

describe('ticket quantities', () => {
  it('offers the ticket quantity, or 100 when absent', () => {
    expect(DEFAULT_TICKET_AVAILABILITY).toBe(100);
    expect(availableQuantity({ quantity: 25 })).toBe(25);
    expect(availableQuantity({ quantity: null })).toBe(100);
    expect(availableQuantity({})).toBe(100);
  });

  it('offers nothing for a sold-out ticket with quantity 0', () => {
    expect(availableQuantity({ quantity: 0 })).toBe(0);
    expect(clampQuantity(1, { quantity: 0 })).toBe(0);
  });

  it('never goes below 0', () => {
    expect(clampQuantity(-1, { quantity: 10 })).toBe(0);
    expect(clampQuantity(Number.NaN, { quantity: 10 })).toBe(0);
  });

  it('never goes above the available quantity', () => {
    expect(clampQuantity(11, { quantity: 10 })).toBe(10);
    expect(clampQuantity(101, { quantity: null })).toBe(100);
    expect(clampQuantity(7, { quantity: 10 })).toBe(7);
  });

  it('disables the plus button at the available quantity', () => {
    expect(canIncreaseQuantity(9, { quantity: 10 })).toBe(true);
    expect(canIncreaseQuantity(10, { quantity: 10 })).toBe(false);
    expect(canIncreaseQuantity(100, { quantity: null })).toBe(false);
  });
});
