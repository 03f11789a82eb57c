import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { TAdminOrderDetail, TAdminOrderSummary } from '@tribe/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { ReauthProvider } from '../components/reauth-dialog';
import { AdminOrdersPage } from './orders-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SUMMARY: TAdminOrderSummary = {
  id: 41,
  reference: 'TK-7Q2M9X',
  status: 'paid',
  buyerName: 'Amina Njeri',
  buyerEmail: 'amina@example.com',
  buyerPhone: '+254712345678',
  eventTitle: 'Sauti Sol Live',
  total: 1500,
  currency: 'KES',
  createdAt: '2026-11-03T09:00:00.000Z',
};

const ours = {
  reference: 'tkp_daraja_1',
  provider: 'daraja',
  channel: 'mpesa',
  status: 'succeeded' as const,
  amount: 1500,
  currency: 'KES',
  mpesaReceipt: 'SGH7XK2L9P',
  providerFee: null,
  failureReason: null,
  createdAt: '2026-11-03T09:01:00.000Z',
};

function detail(payments: TAdminOrderDetail['payments']): TAdminOrderDetail {
  return {
    ...SUMMARY,
    eventId: 7,
    hostId: 2,
    hostName: 'Savannah Sounds',
    paidAt: '2026-11-03T09:02:00.000Z',
    tickets: 1,
    refundable: 1500,
    refunds: [],
    payments,
  };
}

/** Answers the search with the one order and its page with `order`. */
function serve(order: TAdminOrderDetail) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input).split('?')[0];
      const body = path === '/api/admin/orders' ? { items: [SUMMARY] } : order;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

async function openOrder() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReauthProvider>
        <AdminOrdersPage />
      </ReauthProvider>
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByRole('searchbox', { name: 'Order reference, email or phone' }), {
    target: { value: 'TK-7Q2M9X' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Find' }));
  fireEvent.click(await screen.findByRole('button', { name: /TK-7Q2M9X/ }));
  await screen.findByText('Payments');
}

describe('AdminOrdersPage: a Daraja attempt', () => {
  it('shows what Safaricom’s STK query says beside our record', async () => {
    serve(
      detail([
        {
          ours,
          provider: { ...ours, mpesaReceipt: null },
          providerError: null,
        },
      ]),
    );
    await openOrder();
    expect(screen.getByText(/Safaricom says/)).toBeTruthy();
    expect(screen.queryByText(/The provider says/)).toBeNull();
    expect(
      screen.getByText('From Safaricom’s STK query, which gives the result but not the M-Pesa receipt.'),
    ).toBeTruthy();
  });

  it('says Safaricom did not answer, with the reason', async () => {
    serve(
      detail([
        {
          ours,
          provider: null,
          providerError: 'The payment provider did not answer. Daraja POST /mpesa/stkpushquery/v1/query answered 500',
        },
      ]),
    );
    await openOrder();
    const down = within(screen.getByRole('status'));
    expect(down.getByText('Safaricom did not answer')).toBeTruthy();
    expect(down.getByText(/stkpushquery/)).toBeTruthy();
  });

  it('keeps the card provider’s words for a card attempt', async () => {
    const card = { ...ours, reference: 'tkp_card_1', provider: 'paystack', channel: 'card', mpesaReceipt: null };
    serve(detail([{ ours: card, provider: card, providerError: null }]));
    await openOrder();
    expect(screen.getByText(/The provider says/)).toBeTruthy();
    expect(screen.queryByText(/STK query/)).toBeNull();
  });
});
