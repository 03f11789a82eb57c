import type { TEvent } from '@tribe/contracts';
import { describe, expect, it } from 'vitest';
import { cardDateText, plainSpaces } from './card-date';

const base = {
  eventType: 'one-off',
  startDate: '2026-12-05T16:00:00.000Z',
  timeZone: 'Africa/Nairobi',
  recurringDays: [],
  recurringStartDate: null,
  recurringEndDate: null,
  recurringStartTime: null,
  recurringEndTime: null,
} satisfies Partial<TEvent>;

describe('cardDateText', () => {
  it("formats the start in the event's zone as 'Mon D, h:mm AM/PM'", () => {
    expect(cardDateText({ ...base })).toBe('Dec 5, 7:00 PM');
  });

  it("shows 'Date not set' without a start date", () => {
    expect(cardDateText({ ...base, startDate: null })).toBe('Date not set');
  });

  it('shows the next recurring date within 7 days', () => {
    // 2026-03-02 is a Monday; at 09:00 Nairobi the next Wednesday is 2026-03-04.
    const now = new Date('2026-03-02T06:00:00.000Z');
    const recurring = {
      ...base,
      eventType: 'recurring' as const,
      startDate: '2026-01-01T15:00:00.000Z',
      recurringDays: ['Wednesday'],
      recurringStartDate: '2026-01-01',
      recurringEndDate: '2026-12-31',
      recurringStartTime: '18:30',
    };
    expect(cardDateText(recurring, now)).toBe('Mar 4, 6:30 PM');
  });

  it('falls back to the start date when no recurring date falls in the next 7 days', () => {
    const now = new Date('2026-03-02T06:00:00.000Z');
    const ended = {
      ...base,
      eventType: 'recurring' as const,
      recurringDays: ['Wednesday'],
      recurringStartDate: '2026-06-01',
      recurringEndDate: '2026-12-31',
    };
    expect(cardDateText(ended, now)).toBe('Dec 5, 7:00 PM');
  });
});

describe('plainSpaces', () => {
  it('turns no-break spaces into plain spaces', () => {
    expect(plainSpaces('KES\u00a01,500')).toBe('KES 1,500');
  });
});
