import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CHECKOUT_STORAGE_KEY } from '@tribe/contracts/checkout';
import type { TPromoCheck } from '@tribe/contracts/promo-codes';
import { beforeEach, describe, expect, it } from 'vitest';
import { PROMO_T } from '../promo.texts';
import { T } from '../texts';
import {
  apiError,
  BRAND,
  BUYER,
  CHECKOUT_DATA,
  checkoutPageHooks,
  makeOrder,
  mockApi,
  paidOrder,
  renderAt,
  renderPaymentPage,
  TOKEN,
} from '../testing/test-utils.test-util';
import { OutcomeScreen, outcomeOfOrder } from './outcome-screen';
import { SuccessPage } from './success-page';

const CHECK: TPromoCheck = {
  code: 'EARLY',
  discountType: 'amount',
  discountValue: 500,
  ticketTypeIds: [],
  subtotal: 3500,
  discount: 500,
  fees: 240,
  total: 3240,
};

checkoutPageHooks();
beforeEach(() => sessionStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(CHECKOUT_DATA)));

const summary = () => within(screen.getByRole('complementary'));

async function openAndType(code: string) {
  fireEvent.click(await screen.findByRole('button', { name: PROMO_T.haveCode }));
  fireEvent.change(screen.getByLabelText(PROMO_T.label), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: PROMO_T.apply }));
}

describe('the promo code on the payment page', { timeout: 20_000 }, () => {
  it('applies a code: the server’s discount and totals show, and the order carries the code', async () => {
    const calls = mockApi({
      'POST /api/events/26/promo-codes/check': () => ({ json: CHECK }),
      'POST /api/checkout/orders': () => ({
        status: 201,
        json: makeOrder({ subtotal: 3000, discount: 500, promoCode: 'EARLY', fees: 185, total: 2685 }),
      }),
      [`GET /api/orders/${TOKEN}`]: () => ({
        json: makeOrder({ subtotal: 3000, discount: 500, promoCode: 'EARLY', fees: 185, total: 2685 }),
      }),
    });
    renderPaymentPage('/checkout/26/payment', BUYER);
    await openAndType('early ');
    expect((await screen.findByTestId('summary-discount')).textContent).toBe('Promo EARLY\u2212KES\u00a0500');
    expect(screen.getByTestId('summary-total').textContent).toContain('3,240');
    expect(screen.getByTestId('promo-applied').textContent).toContain('You save KES');
    const check = calls.find((c) => c.path === '/api/events/26/promo-codes/check');
    expect(check?.body).toEqual({
      code: 'EARLY',
      tickets: [
        { id: 3, quantity: 2 },
        { id: 4, quantity: 1 },
      ],
    });

    fireEvent.click(screen.getByRole('button', { name: T.continueToPayment }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain(`order=${TOKEN}`));
    expect(calls.find((c) => c.path === '/api/checkout/orders')?.body).toMatchObject({ promoCode: 'EARLY' });
    // Step 2 shows the order's own figures, discount included.
    expect((await screen.findByTestId('summary-discount')).textContent).toBe('Promo EARLY\u2212KES\u00a0500');
    expect(summary().getByTestId('summary-total').textContent).toContain('2,685');
  });

  it('says in the server’s words why a code does not apply, and keeps the full price', async () => {
    mockApi({
      'POST /api/events/26/promo-codes/check': () => apiError(409, 'promo_code_used_up', 'This code has been used up'),
    });
    renderPaymentPage('/checkout/26/payment', BUYER);
    await openAndType('FULL');
    expect(await screen.findByText('This code has been used up')).toBeTruthy();
    expect(screen.queryByTestId('summary-discount')).toBeNull();
    expect(screen.getByTestId('summary-total').textContent).toContain('3,765');
  });

  it('asks for a code before checking, and says when the server cannot be reached', async () => {
    const calls = mockApi({ 'POST /api/events/26/promo-codes/check': () => new TypeError('Failed to fetch') });
    renderPaymentPage('/checkout/26/payment', BUYER);
    await openAndType('');
    expect(await screen.findByText(PROMO_T.empty)).toBeTruthy();
    expect(calls.some((c) => c.path.includes('promo-codes'))).toBe(false);
    fireEvent.change(screen.getByLabelText(PROMO_T.label), { target: { value: 'EARLY' } });
    fireEvent.click(screen.getByRole('button', { name: PROMO_T.apply }));
    expect(await screen.findByText(PROMO_T.network)).toBeTruthy();
  });

  it('takes the code off when the order refuses it, and the next attempt goes without it', async () => {
    const calls = mockApi({
      'POST /api/events/26/promo-codes/check': () => ({ json: CHECK }),
      'POST /api/checkout/orders': (_b, n) =>
        n === 0
          ? apiError(409, 'promo_code_used_up', 'This code has been used up')
          : { status: 201, json: makeOrder() },
      [`GET /api/orders/${TOKEN}`]: () => ({ json: makeOrder() }),
    });
    renderPaymentPage('/checkout/26/payment', BUYER);
    await openAndType('EARLY');
    await screen.findByTestId('summary-discount');
    fireEvent.click(screen.getByRole('button', { name: T.continueToPayment }));
    expect((await screen.findByTestId('checkout-problem')).textContent).toContain(PROMO_T.removedFromOrder);
    expect(screen.queryByTestId('summary-discount')).toBeNull();
    expect(screen.getByTestId('summary-total').textContent).toContain('3,765');
    fireEvent.click(screen.getByRole('button', { name: T.continueToPayment }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain(`order=${TOKEN}`));
    const orders = calls.filter((c) => c.path === '/api/checkout/orders');
    expect(orders).toHaveLength(2);
    expect(orders[1]!.body).not.toHaveProperty('promoCode');
    // A different attempt: a new key.
    expect((orders[0]!.body as { idempotencyKey: string }).idempotencyKey).not.toBe(
      (orders[1]!.body as { idempotencyKey: string }).idempotencyKey,
    );
  });

  it('removes an applied code on request', async () => {
    mockApi({ 'POST /api/events/26/promo-codes/check': () => ({ json: CHECK }) });
    renderPaymentPage('/checkout/26/payment', BUYER);
    await openAndType('EARLY');
    fireEvent.click(await screen.findByRole('button', { name: PROMO_T.removeCode('EARLY') }));
    expect(screen.queryByTestId('summary-discount')).toBeNull();
    // The field stays open for another code.
    expect((screen.getByLabelText(PROMO_T.label) as HTMLInputElement).value).toBe('');
  });
});

describe('the promo code on the success page', () => {
  it('shows the discount line on the receipt', async () => {
    mockApi({
      [`GET /api/orders/${TOKEN}`]: () => ({
        json: paidOrder({ subtotal: 3000, discount: 750, promoCode: 'QUARTER', fees: 170, total: 2420 }),
      }),
    });
    renderAt(`/checkout/success?order=${TOKEN}`, <SuccessPage brand={BRAND} />);
    const receipt = within(await screen.findByTestId('receipt'));
    expect(receipt.getByTestId('receipt-discount').textContent).toBe('Promo QUARTER\u2212KES\u00a0750');
    expect(screen.getByTestId('receipt').textContent).toContain('Total');
    expect(screen.getByTestId('receipt').textContent).toContain('2,420');
  });

  it('welcomes a buyer whose code made the tickets free as going, not just reserved', async () => {
    mockApi({
      [`GET /api/orders/${TOKEN}`]: () => ({
        json: paidOrder({
          status: 'reserved',
          free: true,
          subtotal: 3000,
          discount: 3000,
          promoCode: 'GUEST',
          fees: 0,
          total: 0,
          payment: null,
        }),
      }),
    });
    renderAt(`/checkout/success?order=${TOKEN}`, <SuccessPage brand={BRAND} />);
    expect(await screen.findByRole('heading', { name: T.paidTitle })).toBeTruthy();
  });
});

describe('a late payment whose code ran out', () => {
  it('says the code ran out and that the money is coming back', () => {
    const order = makeOrder({
      status: 'expired',
      statusReason: 'late_payment_promo_used_up',
      refunds: [
        { amount: 2685, reason: 'late_payment_sold_out', status: 'pending', createdAt: '2026-06-01T09:20:00Z' },
      ],
    });
    const outcome = outcomeOfOrder(order);
    expect(outcome).toEqual({ variant: 'late_promo_used_up', reason: null, amount: 2685 });
    renderAt(
      '/',
      <OutcomeScreen variant={outcome!.variant} amount={outcome!.amount} primary={{ label: 'OK', to: '/' }} />,
    );
    expect(screen.getByRole('heading', { name: PROMO_T.lateUsedUpTitle })).toBeTruthy();
    expect(screen.getByText(/refunding KES.2,685/)).toBeTruthy();
  });
});
