import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_STORAGE_KEY,
  FREE_ADMISSION_TICKET,
  freeCheckoutTickets,
  parseCheckoutData,
  type TCheckoutData,
} from './checkout.js';
import { ZCheckoutData } from './checkout.schema.js';

const valid: TCheckoutData = {
  selectedTickets: [{ id: 3, name: 'VIP', price: 1500, quantity: 2 }],
  eventDetails: { id: 42, name: 'Jazz Night', selectedDate: '2026-12-05', selectedShowTimeId: 7 },
};

describe('checkout constants', () => {
  it('stores checkout data under checkoutData', () => {
    expect(CHECKOUT_STORAGE_KEY).toBe('checkoutData');
  });

  it('defines the default Free Admission ticket with id 1 at price 0', () => {
    expect(FREE_ADMISSION_TICKET).toEqual({ id: 1, name: 'Free Admission', price: 0 });
  });
});

describe('ZCheckoutData', () => {
  it('accepts tickets with event details', () => {
    expect(ZCheckoutData.parse(valid)).toEqual(valid);
  });

  it('accepts a one-off choice without show time and an externalId as event id', () => {
    const data = {
      ...valid,
      eventDetails: { id: 'evt_abc', name: 'Gig', selectedDate: null, selectedShowTimeId: null },
    };
    expect(ZCheckoutData.safeParse(data).success).toBe(true);
  });

  it('rejects an empty ticket list (at least one ticket is needed)', () => {
    expect(ZCheckoutData.safeParse({ ...valid, selectedTickets: [] }).success).toBe(false);
  });

  it('rejects tickets with quantity zero, since only tickets above zero are stored', () => {
    const data = {
      ...valid,
      selectedTickets: [
        { id: 3, name: 'VIP', price: 1500, quantity: 0, maxPerOrder: null, salesStartAt: null, salesEndAt: null },
      ],
    };
    expect(ZCheckoutData.safeParse(data).success).toBe(false);
  });

  it('rejects a negative price', () => {
    const data = {
      ...valid,
      selectedTickets: [
        { id: 3, name: 'VIP', price: -1, quantity: 1, maxPerOrder: null, salesStartAt: null, salesEndAt: null },
      ],
    };
    expect(ZCheckoutData.safeParse(data).success).toBe(false);
  });
});

describe('parseCheckoutData', () => {
  it('reads what was stored as JSON', () => {
    expect(parseCheckoutData(JSON.stringify(valid))).toEqual(valid);
  });

  it.each([null, '', '{not json', '{"selectedTickets":[]}'])('gives null for %s', (raw) => {
    expect(parseCheckoutData(raw)).toBeNull();
  });
});

describe('freeCheckoutTickets', () => {
  it('stores one ticket per type at price 0 and quantity 1', () => {
    const ticketTypes = [
      {
        id: 10,
        name: 'Early bird',
        price: 0,
        description: null,
        quantity: 50,
        maxPerOrder: null,
        salesStartAt: null,
        salesEndAt: null,
      },
      {
        id: 11,
        name: 'General',
        price: 0,
        description: 'Entry',
        quantity: null,
        maxPerOrder: null,
        salesStartAt: null,
        salesEndAt: null,
      },
    ];
    expect(freeCheckoutTickets({ ticketTypes })).toEqual([
      { id: 10, name: 'Early bird', price: 0, quantity: 1 },
      { id: 11, name: 'General', price: 0, quantity: 1 },
    ]);
  });

  it('stores the default Free Admission ticket when there are no ticket types', () => {
    expect(freeCheckoutTickets({ ticketTypes: [] })).toEqual([
      { id: 1, name: 'Free Admission', price: 0, quantity: 1 },
    ]);
  });

  it('produces data the checkout schema accepts', () => {
    const data = {
      selectedTickets: freeCheckoutTickets({ ticketTypes: [] }),
      eventDetails: { id: 1, name: 'Free Gig', selectedDate: null, selectedShowTimeId: null },
    };
    expect(ZCheckoutData.safeParse(data).success).toBe(true);
  });
});
