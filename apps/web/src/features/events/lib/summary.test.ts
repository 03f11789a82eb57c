import { describe, expect, it } from 'vitest';
import { priceSummary, whenSummary } from './summary';
import { makeEvent } from '@/test/events.test-util';

const t = (id: number, price: number) => ({
  id,
  name: `T${id}`,
  price,
  description: null,
  quantity: null,
  maxPerOrder: null,
  salesStartAt: null,
  salesEndAt: null,
});

describe('priceSummary', () => {
  it('shows the lowest price, with From when prices differ', () => {
    expect(priceSummary(makeEvent())).toBe('From KES\u00a01,500');
    expect(priceSummary(makeEvent({ ticketTypes: [t(1, 800), t(2, 800)] }))).toBe('KES\u00a0800');
  });

  it('says Free without ticket types or prices, and nothing for external sellers without prices', () => {
    expect(priceSummary(makeEvent({ ticketTypes: [] }))).toBe('Free');
    expect(priceSummary(makeEvent({ ticketTypes: [t(1, 0)] }))).toBe('Free');
    expect(priceSummary(makeEvent({ ticketTypes: [], paymentType: 'external' }))).toBeNull();
  });
});

describe('whenSummary', () => {
  const now = new Date('2026-12-01T07:00:00Z');

  it('gives the one-off start in the event zone', () => {
    expect(whenSummary(makeEvent(), now)).toEqual({ primary: 'Dec 5, 2026 7:00 PM', secondary: null });
  });

  it('never repeats the date section labels', () => {
    const shows = makeEvent({
      eventType: 'multiple-shows',
      showTimes: [{ id: 1, date: '2026-12-08', startTime: '18:00', endTime: null }],
    });
    const s = whenSummary(shows, now);
    expect(s).toEqual({ primary: '1 upcoming show', secondary: 'Soonest: Dec 8, 6:00 PM' });
    expect(`${s.primary} ${s.secondary}`.toLowerCase()).not.toContain('next show');
    const recurring = makeEvent({
      eventType: 'recurring',
      recurringDays: ['Saturday'],
      recurringStartDate: '2026-11-01',
      recurringEndDate: '2027-01-31',
      recurringStartTime: '19:00',
    });
    expect(whenSummary(recurring, now)).toEqual({ primary: 'Recurring event', secondary: 'Upcoming: Dec 5, 7:00 PM' });
  });
});
