import type { TAvailability } from '@tribe/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { placesCap, placesNote, ticketPlaces } from './places';

const availability: TAvailability = {
  eventId: 7,
  asOf: '2026-12-01T07:00:00Z',
  occurrences: [
    {
      key: 'show:3',
      date: '2026-12-05',
      showTimeId: 3,
      startsAt: null,
      placesLeft: null,
      ticketTypes: [
        { id: 11, placesLeft: 4, state: 'on_sale' },
        { id: 12, placesLeft: 0, state: 'sold_out' },
      ],
    },
    {
      key: '2026-12-06',
      date: '2026-12-06',
      showTimeId: null,
      startsAt: null,
      placesLeft: null,
      ticketTypes: [{ id: 11, placesLeft: null, state: 'on_sale' }],
    },
  ],
};

describe('ticketPlaces', () => {
  it('finds a show by its show time and a recurring date by its day', () => {
    expect(
      ticketPlaces(availability, { eventType: 'multiple-shows' }, { selectedDate: '2026-12-05', showTimeId: 3 }, 11),
    ).toEqual({ placesLeft: 4, state: 'on_sale' });
    expect(
      ticketPlaces(availability, { eventType: 'recurring' }, { selectedDate: '2026-12-06', showTimeId: null }, 11),
    ).toEqual({ placesLeft: null, state: 'on_sale' });
  });

  it('is unknown without availability, without a date, or for a date or type it does not list', () => {
    expect(
      ticketPlaces(undefined, { eventType: 'recurring' }, { selectedDate: '2026-12-06', showTimeId: null }, 11),
    ).toBeNull();
    expect(ticketPlaces(availability, { eventType: 'recurring' }, null, 11)).toBeNull();
    expect(
      ticketPlaces(availability, { eventType: 'recurring' }, { selectedDate: '2026-12-07', showTimeId: null }, 11),
    ).toBeNull();
    expect(
      ticketPlaces(availability, { eventType: 'recurring' }, { selectedDate: '2026-12-06', showTimeId: null }, 99),
    ).toBeNull();
  });
});

describe('placesNote and placesCap', () => {
  it("says 'Only N left' below FEW_PLACES_LEFT and nothing from 10 up", () => {
    expect(placesNote({ placesLeft: 9, state: 'on_sale' })).toEqual({ text: 'Only 9 left', unavailable: false });
    expect(placesNote({ placesLeft: 10, state: 'on_sale' })).toBeNull();
    expect(placesNote({ placesLeft: null, state: 'on_sale' })).toBeNull();
  });

  it("says 'Sold out' and caps at 0 when nothing is left or the type is not on sale", () => {
    expect(placesNote({ placesLeft: 0, state: 'sold_out' })).toEqual({ text: 'Sold out', unavailable: true });
    expect(placesNote({ placesLeft: 0, state: 'on_sale' })).toEqual({ text: 'Sold out', unavailable: true });
    expect(placesNote({ placesLeft: 5, state: 'ended' })?.text).toBe('Sales ended');
    expect(placesNote({ placesLeft: 5, state: 'not_started' })?.text).toBe('Not on sale yet');
    expect(placesCap({ placesLeft: 0, state: 'sold_out' })).toBe(0);
    expect(placesCap({ placesLeft: 5, state: 'ended' })).toBe(0);
  });

  it('caps at places left, and not at all when unknown or unlimited', () => {
    expect(placesCap({ placesLeft: 4, state: 'on_sale' })).toBe(4);
    expect(placesCap({ placesLeft: null, state: 'on_sale' })).toBe(Infinity);
    expect(placesCap(null)).toBe(Infinity);
  });
});
