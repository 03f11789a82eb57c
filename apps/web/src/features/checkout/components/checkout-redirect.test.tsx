import { cleanup, screen, waitFor } from '@testing-library/react';
import { CHECKOUT_STORAGE_KEY, ORDER_TOKEN_STORAGE_KEY } from '@tribe/contracts/checkout';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOrder, mockApi, renderAt, TOKEN } from '../testing/test-utils.test-util';
import { CheckoutRedirect } from './checkout-redirect';

const where = () => screen.getByTestId('where').textContent;
const data = (price: number) =>
  JSON.stringify({
    selectedTickets: [{ id: 3, name: 'VIP', price, quantity: 1 }],
    eventDetails: { id: 26, name: 'Jazz', selectedDate: null, selectedShowTimeId: null },
  });

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/checkout', () => {
  it('resumes a pending order', async () => {
    sessionStorage.setItem(ORDER_TOKEN_STORAGE_KEY, TOKEN);
    mockApi({ [`GET /api/orders/${TOKEN}`]: () => ({ json: makeOrder() }) });
    renderAt('/checkout', <CheckoutRedirect />);
    await waitFor(() => expect(where()).toBe(`/checkout/26/payment?order=${TOKEN}`));
  });

  it('goes to payment, or to the free reservation, from stored tickets', async () => {
    mockApi({});
    sessionStorage.setItem(CHECKOUT_STORAGE_KEY, data(1500));
    renderAt('/checkout', <CheckoutRedirect />);
    await waitFor(() => expect(where()).toBe('/checkout/26/payment'));
    cleanup();
    sessionStorage.setItem(CHECKOUT_STORAGE_KEY, data(0));
    renderAt('/checkout', <CheckoutRedirect />);
    await waitFor(() => expect(where()).toBe('/checkout/free-reservation'));
  });

  it('goes to the events listing with nothing stored', async () => {
    mockApi({});
    renderAt('/checkout', <CheckoutRedirect />);
    await waitFor(() => expect(where()).toBe('/events'));
  });
});
