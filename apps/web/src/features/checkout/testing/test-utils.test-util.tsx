import { cleanup } from '@testing-library/react';
import type { TCheckoutData, TOrder } from '@tribe/contracts/checkout';
import { afterEach, beforeEach, vi } from 'vitest';
import type { ReactNode } from 'react';
import type { TUser } from '@/lib/auth';
import { renderRoute } from '@/test/api.test-util';
import { PaymentPage } from '../components/payment-page';
import { ATTENDEE } from '@/test/users.test-util';

export { ATTENDEE as BUYER };

export const TOKEN = 'tok_abcdefghijklmnopqrstuvwx';

/** A pending order of 2 × VIP at KES 1,500 with the buyer's fee, held 10 minutes from serverNow. */
export function makeOrder(over: Partial<TOrder> = {}): TOrder {
  const serverNow = over.serverNow ?? '2026-06-01T09:00:00.000Z';
  return {
    token: TOKEN,
    reference: 'TK-ABC123',
    status: 'pending',
    statusReason: null,
    free: false,
    event: {
      id: 26,
      externalId: 'nairobi-jazz',
      title: 'Nairobi Jazz Night',
      imageUrl: null,
      location: 'Alliance Française',
      address: 'Loita Street, Nairobi',
      timeZone: 'Africa/Nairobi',
    },
    occurrence: {
      key: 'single',
      date: '2026-06-20',
      showTimeId: null,
      startsAt: '2026-06-20T16:00:00.000Z',
      endsAt: null,
    },
    items: [{ ticketTypeId: 3, name: 'VIP', unitPrice: 1500, quantity: 2 }],
    subtotal: 3000,
    discount: 0,
    promoCode: null,
    fees: 210,
    total: 3210,
    currency: 'KES',
    feePaidBy: 'buyer',
    buyer: { name: 'Brian Otieno', email: 'brian@example.co.ke', phone: '+254712345678', locale: 'en' },
    expiresAt: new Date(Date.parse(serverNow) + 600_000).toISOString(),
    serverNow,
    createdAt: serverNow,
    paidAt: null,
    payment: null,
    tickets: [],
    refunds: [],
    history: [],
    ...over,
  };
}

/** The same order, paid, with two tickets. */
export function paidOrder(over: Partial<TOrder> = {}): TOrder {
  return makeOrder({
    status: 'paid',
    paidAt: '2026-06-01T09:03:00.000Z',
    expiresAt: null,
    payment: {
      reference: 'sbx_ref_000001',
      provider: 'sandbox',
      channel: 'mpesa',
      status: 'succeeded',
      authorizationUrl: null,
      message: null,
      mpesaReceipt: 'QK12ABC3DE',
      phone: '+254712345678',
    },
    tickets: [
      {
        id: 41,
        code: 'TKT-AAAA-1111',
        qrPayload: 'x',
        ticketTypeName: 'VIP',
        attendeeName: 'Brian Otieno',
        status: 'valid',
        checkedInAt: null,
      },
      {
        id: 42,
        code: 'TKT-BBBB-2222',
        qrPayload: 'y',
        ticketTypeName: 'VIP',
        attendeeName: 'Brian Otieno',
        status: 'valid',
        checkedInAt: null,
      },
    ],
    ...over,
  });
}

export { apiError, mockApi } from '@/test/api.test-util';

/** A reservation: the paid order's two tickets, free, nothing paid. */
export const reservedOrder = (over: Partial<TOrder> = {}): TOrder =>
  paidOrder({ status: 'reserved', free: true, total: 0, fees: 0, subtotal: 0, payment: null, paidAt: null, ...over });

/** What the event page stores for checkout: 2 × VIP at KES 1,500 and 1 × Regular at 500 of event 26. */
export const CHECKOUT_DATA: TCheckoutData = {
  selectedTickets: [
    { id: 3, name: 'VIP', price: 1500, quantity: 2 },
    { id: 4, name: 'Regular', price: 500, quantity: 1 },
  ],
  eventDetails: { id: 26, name: 'Nairobi Jazz Night', selectedDate: '2026-06-20', selectedShowTimeId: null },
};

/**
 * The hooks the checkout pages' tests share. Before each test: the session's storage empty and
 * console.error quiet (React's warnings about the failures a test provokes). After each: the tree
 * unmounted, real timers again, every stub and spy put back.
 */
export function checkoutPageHooks() {
  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** Renders `element` at `url` (a route pattern may be given for params) with a fresh query client. */
export function renderAt(url: string, element: ReactNode, { path = '*', user = null as TUser | null } = {}) {
  return renderRoute(url, element, { path, user });
}

/** The site's brand, as the checkout pages' shells take it. */
export const BRAND = <span>Tikiti</span>;
/** The payment page's route pattern. */
export const PAYMENT_ROUTE = '/checkout/:id/payment';

/** The payment page at `url` (the order in the address, or else in storage), as its route shows it. */
export const renderPaymentPage = (url = `/checkout/26/payment?order=${TOKEN}`, user: TUser | null = null) =>
  renderAt(url, <PaymentPage brand={BRAND} />, { path: PAYMENT_ROUTE, user });
