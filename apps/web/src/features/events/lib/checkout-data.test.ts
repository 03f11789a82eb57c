import { describe, expect, it } from 'vitest';
import { CHECKOUT_STORAGE_KEY, parseCheckoutData } from '@tribe/contracts/checkout';
import {
  buildCheckoutData,
  buildFreeCheckoutData,
  saveCheckoutData,
  selectedTickets,
  totalAmount,
  totalQuantity,
} from './checkout-data';
import { makeEvent } from '@/test/events.test-util';

describe('selectedTickets', () => {
  it('keeps only quantities above zero, in ticket order', () => {
    const event = makeEvent();
    expect(selectedTickets(event.ticketTypes, { 12: 2, 11: 0 })).toEqual([
      { id: 12, name: 'VIP', price: 5000, quantity: 2 },
    ]);
    expect(selectedTickets(event.ticketTypes, {})).toEqual([]);
  });

  it('totals amount and quantity', () => {
    const tickets = selectedTickets(makeEvent().ticketTypes, { 11: 3, 12: 1 });
    expect(totalQuantity(tickets)).toBe(4);
    expect(totalAmount(tickets)).toBe(9500);
  });
});

describe('buildCheckoutData', () => {
  it('stores tickets and the chosen date and show', () => {
    const data = buildCheckoutData(makeEvent(), [{ id: 11, name: 'Regular', price: 1500, quantity: 1 }], {
      key: 'show-4',
      selectedDate: '2026-12-08',
      showTimeId: 4,
      dateLabel: '',
      timeLabel: '',
    });
    expect(data).toEqual({
      selectedTickets: [{ id: 11, name: 'Regular', price: 1500, quantity: 1 }],
      eventDetails: { id: 7, name: 'Sauti Sol Live', selectedDate: '2026-12-08', selectedShowTimeId: 4 },
    });
  });

  it('gives a default Free Admission ticket (id 1) to free events without ticket types', () => {
    const data = buildFreeCheckoutData(makeEvent({ ticketTypes: [] }), null);
    expect(data.selectedTickets).toEqual([{ id: 1, name: 'Free Admission', price: 0, quantity: 1 }]);
    expect(data.eventDetails.selectedDate).toBeNull();
  });

  it('saves JSON that the checkout can read back', () => {
    const store = new Map<string, string>();
    const storage = { setItem: (k: string, v: string) => store.set(k, v) } as unknown as Storage;
    const data = buildFreeCheckoutData(makeEvent({ ticketTypes: [] }), null);
    saveCheckoutData(data, storage);
    expect(parseCheckoutData(store.get(CHECKOUT_STORAGE_KEY))).toEqual(data);
  });
});
