import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { TOrder } from '@tribe/contracts/checkout';
import type { ReactNode } from 'react';
import { MemoryRouter } from '@/lib/router';
import { meQueryKey, type TUser } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { ATTENDEE } from '@/test/users.test-util';

export { mockApi, type TAnswer } from '@/test/api.test-util';

export function renderWith(element: ReactNode, user: TUser | null = null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, user);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

export { ATTENDEE as USER };

/** A reserved order with two tickets; override what a test cares about. */
export function makeOrder(overrides: Partial<TOrder> = {}): TOrder {
  return {
    token: 'tok_ABCDEFGHIJKLMNOPQRSTUV',
    reference: 'TK-7Q2M4X',
    status: 'reserved',
    statusReason: null,
    free: true,
    event: {
      id: 7,
      externalId: 'evt-7',
      title: 'Sauti Sol Live',
      imageUrl: null,
      location: 'KICC, Nairobi',
      address: 'Harambee Ave',
      timeZone: 'Africa/Nairobi',
    },
    occurrence: {
      key: 'single',
      date: '2026-12-05',
      showTimeId: null,
      startsAt: '2026-12-05T16:00:00.000Z',
      endsAt: null,
    },
    items: [{ ticketTypeId: 21, name: 'Lawn', unitPrice: 0, quantity: 2 }],
    subtotal: 0,
    discount: 0,
    promoCode: null,
    fees: 0,
    total: 0,
    currency: 'KES',
    feePaidBy: 'buyer',
    buyer: { name: 'Brian Otieno', email: 'brian@example.co.ke', phone: null, locale: 'en' },
    expiresAt: null,
    serverNow: '2026-12-01T07:00:00.000Z',
    createdAt: '2026-12-01T07:00:00.000Z',
    paidAt: null,
    payment: null,
    tickets: [
      {
        id: 1,
        code: 'TKT-AAAA-1111',
        qrPayload: 'x',
        ticketTypeName: 'Lawn',
        attendeeName: null,
        status: 'valid',
        checkedInAt: null,
      },
      {
        id: 2,
        code: 'TKT-BBBB-2222',
        qrPayload: 'y',
        ticketTypeName: 'Lawn',
        attendeeName: null,
        status: 'valid',
        checkedInAt: null,
      },
    ],
    refunds: [],
    history: [],
    ...overrides,
  };
}
