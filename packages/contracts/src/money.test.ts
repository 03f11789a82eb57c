import { describe, expect, it } from 'vitest';
import type { TTicketType } from './events.js';
import { formatEventPrice, formatPrice, isFreeTicketing, lowestPrice } from './money.js';

/** Intl separates the currency code from the number with a no-break space. */
const kes = (digits: string) => `KES\u00a0${digits}`;

const ticket = (id: number, price: number): TTicketType => ({
  id,
  name: `Ticket ${id}`,
  price,
  description: null,
  quantity: null,
  maxPerOrder: null,
  salesStartAt: null,
  salesEndAt: null,
});

describe('formatPrice', () => {
  it.each([
    [0, '0'],
    [1500, '1,500'],
    [10000, '10,000'],
    [250000, '250,000'],
  ])('formats %i shillings as KES with en-US grouping and no decimals', (amount, digits) => {
    expect(formatPrice(amount)).toBe(kes(digits));
  });

  it('rounds fractional amounts instead of showing decimals', () => {
    expect(formatPrice(1499.6)).toBe(kes('1,500'));
  });
});

describe('lowestPrice', () => {
  it('takes the lowest ticket type price over minTicketPrice and price', () => {
    const event = { ticketTypes: [ticket(1, 3000), ticket(2, 1500), ticket(3, 2000)], minTicketPrice: 999, price: 5 };
    expect(lowestPrice(event)).toBe(1500);
  });

  it('returns 0 when one ticket type is free even if others are paid', () => {
    expect(lowestPrice({ ticketTypes: [ticket(1, 1000), ticket(2, 0)], minTicketPrice: 1000, price: 1000 })).toBe(0);
  });

  it('falls back to minTicketPrice when there are no ticket types', () => {
    expect(lowestPrice({ ticketTypes: [], minTicketPrice: 700, price: 900 })).toBe(700);
  });

  it('falls back to price when there are no ticket types and no minTicketPrice', () => {
    expect(lowestPrice({ ticketTypes: [], minTicketPrice: null, price: 900 })).toBe(900);
  });

  it('returns 0 when nothing carries a usable price', () => {
    expect(lowestPrice({ ticketTypes: [], minTicketPrice: null, price: Number.NaN })).toBe(0);
  });
});

describe('formatEventPrice', () => {
  it('shows Free when the lowest price is zero', () => {
    expect(formatEventPrice({ ticketTypes: [ticket(1, 0), ticket(2, 500)], minTicketPrice: 0, price: 0 })).toBe('Free');
  });

  it('shows Free when no price is known at all', () => {
    expect(formatEventPrice({ ticketTypes: [], minTicketPrice: null, price: 0 })).toBe('Free');
  });

  it('shows the lowest ticket price in KES', () => {
    expect(
      formatEventPrice({ ticketTypes: [ticket(1, 10000), ticket(2, 250000)], minTicketPrice: null, price: 0 }),
    ).toBe(kes('10,000'));
  });
});

describe('isFreeTicketing', () => {
  it('is free when the event has no ticket types', () => {
    expect(isFreeTicketing({ ticketTypes: [] })).toBe(true);
  });

  it('is free when every ticket type costs zero', () => {
    expect(isFreeTicketing({ ticketTypes: [ticket(1, 0), ticket(2, 0)] })).toBe(true);
  });

  it('is not free when any ticket type has a price', () => {
    expect(isFreeTicketing({ ticketTypes: [ticket(1, 0), ticket(2, 1500)] })).toBe(false);
  });
});
