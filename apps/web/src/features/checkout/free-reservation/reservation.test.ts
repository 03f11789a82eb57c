import type { TCheckoutData } from '@tribe/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { initialDateKey, reservationRequest, reservationRows } from './reservation';

const FREE_ONLY: TCheckoutData = {
  selectedTickets: [{ id: 1, name: 'Free Admission', price: 0, quantity: 1 }],
  eventDetails: { id: 7, name: 'Open Day', selectedDate: '2026-12-06', selectedShowTimeId: null },
};

const dates = [
  { key: '2026-12-05', selectedDate: '2026-12-05', showTimeId: null, dateLabel: 'Sat', timeLabel: '' },
  { key: '2026-12-06', selectedDate: '2026-12-06', showTimeId: null, dateLabel: 'Sun', timeLabel: '' },
];

describe('free reservation rules', () => {
  it("caps 'Free Admission' (no ticket types) at the default per-order limit of 10", () => {
    const rows = reservationRows(FREE_ONLY, { eventType: 'recurring', ticketTypes: [] }, dates[1]!, undefined);
    expect(rows).toEqual([{ id: 1, name: 'Free Admission', cap: 10, note: null, unavailable: false }]);
  });

  it('caps at the smallest of quantity, per-order limit and places left on the chosen date', () => {
    const types = [
      {
        id: 1,
        name: 'Lawn',
        price: 0,
        description: null,
        quantity: 4,
        maxPerOrder: 6,
        salesStartAt: null,
        salesEndAt: null,
      },
    ];
    const availability = {
      eventId: 7,
      asOf: '',
      occurrences: [
        {
          key: '2026-12-06',
          date: '2026-12-06',
          showTimeId: null,
          startsAt: null,
          placesLeft: 2,
          ticketTypes: [{ id: 1, placesLeft: 2, state: 'on_sale' as const }],
        },
      ],
    };
    expect(
      reservationRows(FREE_ONLY, { eventType: 'recurring', ticketTypes: types }, dates[0]!, availability)[0]!.cap,
    ).toBe(4);
    expect(
      reservationRows(FREE_ONLY, { eventType: 'recurring', ticketTypes: types }, dates[1]!, availability)[0],
    ).toMatchObject({
      cap: 2,
      note: 'Only 2 left',
    });
  });

  it('preselects the stored date, else the first one offered', () => {
    expect(initialDateKey(dates, FREE_ONLY.eventDetails)).toBe('2026-12-06');
    expect(initialDateKey(dates, { ...FREE_ONLY.eventDetails, selectedDate: '2026-11-01' })).toBe('2026-12-05');
    expect(initialDateKey([], FREE_ONLY.eventDetails)).toBeNull();
  });

  it('sends only lines above zero at price 0, and no phone when none was given', () => {
    expect(
      reservationRequest({
        eventId: 7,
        date: dates[0]!,
        lines: [
          { id: 1, quantity: 2 },
          { id: 2, quantity: 0 },
        ],
        buyer: { name: ' Amina ', email: 'Amina@Example.com', phone: '' },
        idempotencyKey: 'k'.repeat(32),
      }),
    ).toEqual({
      eventId: 7,
      selectedDate: '2026-12-05',
      selectedShowTimeId: null,
      tickets: [{ ticketTypeId: 1, quantity: 2, price: 0 }],
      buyer: { name: 'Amina', email: 'amina@example.com' },
      idempotencyKey: 'k'.repeat(32),
    });
  });
});
