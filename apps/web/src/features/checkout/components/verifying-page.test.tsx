import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { checkoutPageHooks, makeOrder, mockApi, paidOrder, renderAt, TOKEN } from '../testing/test-utils.test-util';
import { T } from '../texts';
import { VerifyingPage } from './verifying-page';

const brand = <span>Tikiti</span>;
const where = () => screen.getByTestId('where').textContent;
const cardPayment = (status: 'initialized' | 'failed') => ({
  reference: 'sbx_9',
  provider: 'sandbox' as const,
  channel: 'card' as const,
  status,
  authorizationUrl: null,
  message: status === 'failed' ? 'Card declined' : null,
  mpesaReceipt: null,
  phone: null,
});

checkoutPageHooks();

describe('VerifyingPage', () => {
  it('verifies once from the address alone, polls, and goes to the success page when paid', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const calls = mockApi({
      [`POST /api/orders/${TOKEN}/verify`]: () => ({ json: makeOrder({ payment: cardPayment('initialized') }) }),
      [`GET /api/orders/${TOKEN}`]: (_b, n) => ({
        json: n < 2 ? makeOrder({ payment: cardPayment('initialized') }) : paidOrder(),
      }),
    });
    renderAt(`/checkout/verifying?order=${TOKEN}&reference=sbx_9`, <VerifyingPage brand={brand} />);
    expect(await screen.findByRole('heading', { name: T.verifyingTitle })).toBeTruthy();
    expect(screen.getByText(T.paymentReference('sbx_9'))).toBeTruthy();
    for (let i = 0; i < 3 && where() !== `/checkout/success?order=${TOKEN}`; i++) {
      await act(async () => vi.advanceTimersByTime(2_000));
    }
    await waitFor(() => expect(where()).toBe(`/checkout/success?order=${TOKEN}`));
    expect(calls.filter((c) => c.path.endsWith('/verify'))).toHaveLength(1);
  });

  it('offers to try again when the card was declined and the hold lasts', async () => {
    mockApi({
      [`POST /api/orders/${TOKEN}/verify`]: () => ({ json: makeOrder({ payment: cardPayment('failed') }) }),
      [`GET /api/orders/${TOKEN}`]: () => ({ json: makeOrder({ payment: cardPayment('failed') }) }),
    });
    renderAt(`/checkout/verifying?order=${TOKEN}`, <VerifyingPage brand={brand} />);
    expect(await screen.findByRole('heading', { name: T.declinedTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: T.tryAgain }).getAttribute('href')).toBe(
      `/checkout/26/payment?order=${TOKEN}&retry=${cardPayment('failed').reference}`,
    );
  });

  it('says it is still confirming after two minutes, with a way to check again', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    mockApi({
      [`POST /api/orders/${TOKEN}/verify`]: () => ({ json: makeOrder({ payment: cardPayment('initialized') }) }),
      [`GET /api/orders/${TOKEN}`]: () => ({ json: makeOrder({ payment: cardPayment('initialized') }) }),
    });
    renderAt(`/checkout/verifying?order=${TOKEN}`, <VerifyingPage brand={brand} />);
    await act(async () => vi.advanceTimersByTime(121_000));
    expect(await screen.findByRole('heading', { name: T.stillConfirmingTitle })).toBeTruthy();
    expect(screen.getByText(T.stillConfirmingText)).toBeTruthy();
    expect(screen.getByRole('button', { name: T.checkAgain })).toBeTruthy();
  });

  it('without a token, says the order was not found and links to resending tickets', async () => {
    mockApi({});
    renderAt('/checkout/verifying', <VerifyingPage brand={brand} />);
    expect(await screen.findByRole('heading', { name: T.orderNotFoundTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: T.resendTickets }).getAttribute('href')).toBe('/resend-tickets');
  });
});
