import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { CHECKOUT_STORAGE_KEY, ORDER_TOKEN_STORAGE_KEY, type TOrder } from '@tribe/contracts/checkout';
import { describe, expect, it, vi } from 'vitest';
import {
  apiError,
  BRAND,
  BUYER,
  CHECKOUT_DATA,
  checkoutPageHooks,
  makeOrder,
  mockApi,
  paidOrder,
  PAYMENT_ROUTE,
  renderAt,
  renderPaymentPage,
  TOKEN,
} from '../testing/test-utils.test-util';
import { T } from '../texts';
import { PaymentPage } from './payment-page';

const DATA = CHECKOUT_DATA;

function store(data: unknown = DATA) {
  sessionStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(data));
}

checkoutPageHooks();

const where = () => screen.getByTestId('where').textContent;
/** The pending order, held `ms` more from now by the server's clock (the test's). */
const heldFor = (ms: number, over: Partial<TOrder> = {}) =>
  makeOrder({ serverNow: new Date().toISOString(), expiresAt: new Date(Date.now() + ms).toISOString(), ...over });
/** A card payment the bank declined. */
const declinedCard = (reference: string): NonNullable<TOrder['payment']> => ({
  reference,
  provider: 'sandbox',
  channel: 'card',
  status: 'failed',
  authorizationUrl: null,
  message: 'Insufficient funds',
  mpesaReceipt: null,
  phone: null,
});

describe('PaymentPage: stale checkout', () => {
  it('sends the buyer back to the event with a message when nothing is stored', async () => {
    mockApi({});
    renderPaymentPage('/checkout/26/payment');
    await waitFor(() => expect(where()).toBe('/events/26'));
    expect(await screen.findByText(T.staleCheckout)).toBeTruthy();
  });

  it('treats tickets stored for another event as stale', async () => {
    mockApi({});
    store({ ...DATA, eventDetails: { ...DATA.eventDetails, id: 99 } });
    renderPaymentPage('/checkout/26/payment');
    await waitFor(() => expect(where()).toBe('/events/26'));
  });

  it('treats unreadable stored data as stale', async () => {
    mockApi({});
    sessionStorage.setItem(CHECKOUT_STORAGE_KEY, '{not json');
    renderPaymentPage('/checkout/26/payment');
    await waitFor(() => expect(where()).toBe('/events/26'));
  });
});

describe('PaymentPage: your details', () => {
  it('shows the summary and posts the server ids, quantities, prices and buyer; a retry reuses the key', async () => {
    store();
    const calls = mockApi({
      '/api/events/26': () => ({ status: 404, json: { code: 'event_not_found' } }),
      'POST /api/checkout/orders': (_b, n) =>
        n === 0 ? new TypeError('Failed to fetch') : { status: 201, json: makeOrder() },
      [`GET /api/orders/${TOKEN}`]: () => ({ json: makeOrder() }),
    });
    renderPaymentPage('/checkout/26/payment', BUYER);
    expect(await screen.findByText('2 × VIP')).toBeTruthy();
    expect(screen.getByText('1 × Regular')).toBeTruthy();
    expect(screen.getByTestId('summary-when').textContent).toContain('Saturday, June 20, 2026');
    // 2 × 1,500 + 500 with fees (5% + 30 each: 105 × 2 + 55) on top.
    expect(screen.getByTestId('summary-fee').textContent).toContain('265');
    expect(screen.getByTestId('summary-total').textContent).toContain('3,765');
    expect((screen.getByLabelText(T.fullName) as HTMLInputElement).value).toBe('Brian Otieno');
    expect((screen.getByLabelText(T.phone) as HTMLInputElement).value).toBe('0712 345 678');

    fireEvent.click(screen.getByRole('button', { name: T.continueToPayment }));
    expect(await screen.findByText(T.errors.network)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.tryAgain }));
    await waitFor(() => expect(where()).toBe(`/checkout/26/payment?order=${TOKEN}`));
    expect(await screen.findByTestId('hold-countdown')).toBeTruthy();

    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0]!.body).toEqual({
      eventId: 26,
      selectedDate: '2026-06-20',
      selectedShowTimeId: null,
      tickets: [
        { ticketTypeId: 3, quantity: 2, price: 1500 },
        { ticketTypeId: 4, quantity: 1, price: 500 },
      ],
      buyer: { name: 'Brian Otieno', email: 'brian@example.co.ke', phone: '+254712345678' },
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/) as unknown,
      // The buyer's language, so the order's mails are written in it.
      locale: 'en',
    });
    expect((posts[1]!.body as { idempotencyKey: string }).idempotencyKey).toBe(
      (posts[0]!.body as { idempotencyKey: string }).idempotencyKey,
    );
    expect(sessionStorage.getItem(ORDER_TOKEN_STORAGE_KEY)).toBe(TOKEN);
  });

  it('checks the fields before sending', async () => {
    store();
    const calls = mockApi({});
    renderPaymentPage('/checkout/26/payment');
    fireEvent.change(await screen.findByLabelText(T.fullName), { target: { value: 'Wanjiru' } });
    fireEvent.change(screen.getByLabelText(T.email), { target: { value: 'wanjiru@' } });
    fireEvent.change(screen.getByLabelText(T.phone), { target: { value: '0812 000' } });
    fireEvent.click(screen.getByRole('button', { name: T.continueToPayment }));
    expect(await screen.findByText(T.emailInvalid)).toBeTruthy();
    expect(screen.getByText(T.phoneInvalid)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it.each([
    ['sold_out', T.errors.sold_out],
    ['order_limit_exceeded', T.errors.order_limit_exceeded],
    ['buyer_limit_exceeded', T.errors.buyer_limit_exceeded],
    ['quantity_invalid', T.errors.quantity_invalid],
    ['price_changed', T.errors.price_changed],
    ['ticket_not_on_sale', T.errors.ticket_not_on_sale],
    ['event_not_on_sale', T.errors.event_not_on_sale],
    ['occurrence_not_found', T.errors.occurrence_not_found],
  ])('answers %s with its message and a way back to the event', async (code, message) => {
    store();
    mockApi({ 'POST /api/checkout/orders': () => apiError(409, code) });
    renderPaymentPage('/checkout/26/payment', BUYER);
    fireEvent.click(await screen.findByRole('button', { name: T.continueToPayment }));
    expect(await screen.findByText(message)).toBeTruthy();
    const back = screen.getAllByRole('link', { name: T.backToEvent });
    expect(back.at(-1)!.getAttribute('href')).toBe('/events/26');
    expect(screen.queryByRole('button', { name: T.continueToPayment })).toBeNull();
  });

  it('puts validation_failed next to the fields', async () => {
    store();
    mockApi({
      'POST /api/checkout/orders': () =>
        apiError(400, 'validation_failed', 'Invalid body: buyer.phone: must be a Kenyan mobile number'),
    });
    renderPaymentPage('/checkout/26/payment', BUYER);
    fireEvent.click(await screen.findByRole('button', { name: T.continueToPayment }));
    expect(await screen.findByText(T.phoneInvalid)).toBeTruthy();
  });
});

describe('PaymentPage: payment', () => {
  it('counts the hold down from the server clock, turns urgent, and shows the expired screen at 0', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    // This phone's clock is an hour and a half off the server's.
    vi.setSystemTime(new Date('2026-06-01T10:30:00.000Z'));
    const serverNow = '2026-06-01T09:00:00.000Z';
    const order = makeOrder({ serverNow, expiresAt: '2026-06-01T09:02:05.000Z' });
    mockApi({
      [`GET /api/orders/${TOKEN}`]: (_b, n) => ({
        json: n === 0 ? order : { ...order, status: 'expired', statusReason: 'hold_expired' },
      }),
    });
    renderPaymentPage();
    const timer = await screen.findByTestId('hold-countdown');
    expect(timer.textContent).toContain('02:05');
    expect(timer.getAttribute('data-urgent')).toBeNull();
    act(() => vi.advanceTimersByTime(70_000));
    expect(screen.getByTestId('hold-countdown').textContent).toContain('00:55');
    expect(screen.getByTestId('hold-countdown').getAttribute('data-urgent')).toBe('true');
    act(() => vi.advanceTimersByTime(56_000));
    expect(await screen.findByRole('heading', { name: T.expiredTitle })).toBeTruthy();
    expect(screen.getByText(T.expiredText)).toBeTruthy();
  });

  it('shows the expired screen at 0 even when the server, its clock behind, still says pending', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-06-01T10:30:00.000Z'));
    // The server's clock does not move: every read says 10 s are left.
    const order = makeOrder({ serverNow: '2026-06-01T09:00:00.000Z', expiresAt: '2026-06-01T09:00:10.000Z' });
    const calls = mockApi({ [`GET /api/orders/${TOKEN}`]: () => ({ json: order }) });
    renderPaymentPage();
    expect((await screen.findByTestId('hold-countdown')).textContent).toContain('00:10');
    act(() => vi.advanceTimersByTime(11_000));
    expect(await screen.findByRole('heading', { name: T.expiredTitle })).toBeTruthy();
    expect(calls.filter((c) => c.path === `/api/orders/${TOKEN}`).length).toBeGreaterThan(1);
    expect(screen.queryByTestId('hold-countdown')).toBeNull();
  });

  it('sends a card payment to the provider page, once per press', async () => {
    const redirect = vi.fn();
    const calls = mockApi({
      [`GET /api/orders/${TOKEN}`]: () => ({
        json: heldFor(600_000),
      }),
      [`POST /api/orders/${TOKEN}/payments`]: () => ({
        json: { order: makeOrder(), redirectUrl: `/checkout/sandbox/sbx_1?order=${TOKEN}` },
      }),
    });
    renderAt(`/checkout/26/payment?order=${TOKEN}`, <PaymentPage brand={BRAND} redirect={redirect} />, {
      path: PAYMENT_ROUTE,
    });
    fireEvent.click(await screen.findByLabelText(/^Card/));
    const pay = screen.getByRole('button', { name: 'Pay KES\u00a03,210' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(`/checkout/sandbox/sbx_1?order=${TOKEN}`));
    const posts = calls.filter((c) => c.path.endsWith('/payments'));
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ channel: 'card', idempotencyKey: expect.any(String) as unknown });
  });

  it('waits for M-Pesa, polling every 3 s, and goes to the success page once paid', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const now = new Date().toISOString();
    const base = { serverNow: now, expiresAt: new Date(Date.now() + 600_000).toISOString() };
    const waiting = makeOrder({
      ...base,
      payment: {
        reference: 'sbx_2',
        provider: 'sandbox',
        channel: 'mpesa',
        status: 'pending',
        authorizationUrl: null,
        message: 'Enter your M-Pesa PIN on 0712 345 678.',
        mpesaReceipt: null,
        phone: '+254712345678',
      },
    });
    let paid = false;
    const calls = mockApi({
      [`GET /api/orders/${TOKEN}`]: () => ({
        json: paid ? paidOrder() : calls.some((c) => c.path.endsWith('/payments')) ? waiting : makeOrder(base),
      }),
      [`POST /api/orders/${TOKEN}/payments`]: () => ({ json: { order: waiting, redirectUrl: null } }),
    });
    renderPaymentPage();
    fireEvent.change(await screen.findByLabelText(T.mpesaPhone), { target: { value: '0722 000 111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay KES\u00a03,210' }));
    expect(await screen.findByRole('heading', { name: T.checkYourPhone })).toBeTruthy();
    expect(screen.getByText('Enter your M-Pesa PIN on 0712 345 678.')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/payments'))!.body).toEqual({
      channel: 'mpesa',
      phone: '+254722000111',
      idempotencyKey: expect.any(String) as unknown,
    });
    const gets = () => calls.filter((c) => c.method === 'GET' && c.path === `/api/orders/${TOKEN}`).length;
    const before = gets();
    await act(async () => vi.advanceTimersByTime(3_000));
    await waitFor(() => expect(gets()).toBeGreaterThan(before));
    paid = true;
    await act(async () => vi.advanceTimersByTime(3_000));
    await waitFor(() => expect(where()).toBe(`/checkout/success?order=${TOKEN}`));
  });

  it('asks for the SMS code before an M-Pesa prompt to an unproven phone, resends after the wait, then pays with it', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const base = { serverNow: new Date().toISOString(), expiresAt: new Date(Date.now() + 600_000).toISOString() };
    const waiting = makeOrder({
      ...base,
      payment: {
        reference: 'sbx_3',
        provider: 'sandbox',
        channel: 'mpesa',
        status: 'pending',
        authorizationUrl: null,
        message: 'Enter your M-Pesa PIN on 0722 000 111.',
        mpesaReceipt: null,
        phone: '+254722000111',
      },
    });
    const unproven = { status: 403, json: { code: 'phone_unproven', message: 'Type the code.', retryAfter: 60 } };
    const calls = mockApi({
      [`GET /api/orders/${TOKEN}`]: () => ({ json: makeOrder(base) }),
      [`POST /api/orders/${TOKEN}/payments`]: (body) => {
        const code = (body as { code?: string }).code;
        if (code === undefined) return unproven;
        if (code !== '246810')
          return { status: 400, json: { code: 'phone_code_invalid', message: 'That code is not right.' } };
        return { json: { order: waiting, redirectUrl: null } };
      },
    });
    renderPaymentPage();
    fireEvent.change(await screen.findByLabelText(T.mpesaPhone), { target: { value: '0722 000 111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay KES\u00a03,210' }));
    // The phone never breaks across lines.
    expect((await screen.findByTestId('phone-code-step')).textContent).toContain(
      T.phoneCode.sentTo('0722\u00a0000\u00a0111'),
    );
    const codeField = screen.getByLabelText(T.phoneCode.label);
    // "Send a new code" waits out the server's minute.
    const resend = screen.getByRole('button', { name: T.phoneCode.resendIn(60) });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    await act(async () => vi.advanceTimersByTime(61_000));
    fireEvent.click(screen.getByRole('button', { name: T.phoneCode.resend }));
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/payments'))).toHaveLength(2));
    expect(await screen.findByRole('button', { name: T.phoneCode.resendIn(60) })).toBeTruthy();

    // Not six digits: said beside the field, nothing sent.
    fireEvent.change(codeField, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: T.phoneCode.submit(3210) }));
    expect(await screen.findByText(T.phoneCode.invalid)).toBeTruthy();
    fireEvent.change(codeField, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: T.phoneCode.submit(3210) }));
    expect(await screen.findByText(T.errors.phone_code_invalid)).toBeTruthy();
    fireEvent.change(codeField, { target: { value: '246 810' } });
    fireEvent.click(screen.getByRole('button', { name: T.phoneCode.submit(3210) }));
    expect(await screen.findByRole('heading', { name: T.checkYourPhone })).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith('/payments')).at(-1)!.body).toEqual({
      channel: 'mpesa',
      phone: '+254722000111',
      code: '246810',
      idempotencyKey: expect.any(String) as unknown,
    });
  });

  it('drops the code step when the buyer changes to another phone', async () => {
    const base = { serverNow: new Date().toISOString(), expiresAt: new Date(Date.now() + 600_000).toISOString() };
    mockApi({
      [`GET /api/orders/${TOKEN}`]: () => ({ json: makeOrder(base) }),
      [`POST /api/orders/${TOKEN}/payments`]: () => ({
        status: 403,
        json: { code: 'phone_unproven', message: 'Type the code.', retryAfter: 60 },
      }),
    });
    renderPaymentPage();
    const phone = await screen.findByLabelText(T.mpesaPhone);
    fireEvent.change(phone, { target: { value: '0722 000 111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay KES\u00a03,210' }));
    expect(await screen.findByTestId('phone-code-step')).toBeTruthy();
    fireEvent.change(phone, { target: { value: '0733 000 222' } });
    expect(screen.queryByTestId('phone-code-step')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay KES\u00a03,210' })).toBeTruthy();
  });

  it('says too little time is left when the hold is about to end', async () => {
    mockApi({
      [`GET /api/orders/${TOKEN}`]: () => ({
        json: heldFor(50_000),
      }),
      [`POST /api/orders/${TOKEN}/payments`]: () => apiError(409, 'hold_expiring'),
    });
    renderPaymentPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay KES\u00a03,210' }));
    expect(await screen.findByText(T.errors.hold_expiring)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.startAgain }));
    await waitFor(() => expect(where()).toBe('/events/26'));
  });

  it('shows a declined payment and lets the buyer try again while the hold lasts', async () => {
    mockApi({
      [`GET /api/orders/${TOKEN}`]: () => ({
        json: heldFor(300_000, {
          payment: declinedCard('sbx_3'),
        }),
      }),
    });
    renderPaymentPage();
    expect(await screen.findByRole('heading', { name: T.declinedTitle })).toBeTruthy();
    expect(screen.getByText('Insufficient funds')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.tryAgain }));
    expect(await screen.findByRole('button', { name: 'Pay KES\u00a03,210' })).toBeTruthy();
  });

  it("words a failed M-Pesa prompt by its code, not the server's prose, and offers a retry or the Paybill", async () => {
    mockApi({
      [`GET /api/orders/${TOKEN}`]: () => ({
        json: heldFor(300_000, {
          payment: {
            reference: 'tkp_5',
            provider: 'daraja',
            channel: 'mpesa',
            status: 'failed',
            authorizationUrl: null,
            message: 'Some server prose the page must not show',
            mpesaReceipt: null,
            phone: '+254712341032',
            failureCode: 'mpesa_cancelled',
            paybill: { businessNumber: '600000', accountNumber: 'TK-PAYBILL' },
          },
        }),
      }),
    });
    renderPaymentPage();
    expect(await screen.findByRole('heading', { name: T.declinedTitle })).toBeTruthy();
    expect(screen.getByText(T.mpesaFailures.mpesa_cancelled)).toBeTruthy();
    expect(screen.queryByText(/server prose/)).toBeNull();
    // The Paybill instead, with the order reference as account.
    const paybill = screen.getByTestId('paybill');
    expect(paybill.textContent).toContain(T.paybillTitle);
    expect(paybill.textContent).toContain('600000');
    expect(paybill.textContent).toContain('TK-PAYBILL');
    expect(paybill.textContent).toContain('KES\u00a03,210');
    fireEvent.click(screen.getByRole('button', { name: T.tryAgain }));
    expect(await screen.findByRole('button', { name: 'Pay KES\u00a03,210' })).toBeTruthy();
  });

  it("skips the declined screen the verifying page already showed (its 'Try again' names the attempt)", async () => {
    const declined = heldFor(300_000, {
      payment: declinedCard('sbx_4'),
    });
    mockApi({ [`GET /api/orders/${TOKEN}`]: () => ({ json: declined }) });
    renderPaymentPage(`/checkout/26/payment?order=${TOKEN}&retry=sbx_4`);
    expect(await screen.findByRole('button', { name: 'Pay KES\u00a03,210' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: T.declinedTitle })).toBeNull();
  });

  it('explains a late payment refunded because the tickets sold out', async () => {
    mockApi({
      [`GET /api/orders/${TOKEN}`]: () => ({
        json: makeOrder({
          status: 'refunded',
          statusReason: 'late_payment_sold_out',
          refunds: [
            { amount: 3210, reason: 'late_payment_sold_out', status: 'pending', createdAt: '2026-06-01T09:11:00Z' },
          ],
        }),
      }),
    });
    renderPaymentPage();
    expect(await screen.findByRole('heading', { name: T.lateSoldOutTitle })).toBeTruthy();
    expect(screen.getByText(/We are refunding KES.3,210 to you automatically/)).toBeTruthy();
  });

  it('sends a paid order to the success page, and "Change tickets" releases the hold', async () => {
    mockApi({ [`GET /api/orders/${TOKEN}`]: () => ({ json: paidOrder() }) });
    renderPaymentPage();
    await waitFor(() => expect(where()).toBe(`/checkout/success?order=${TOKEN}`));
    cleanup();

    sessionStorage.setItem(ORDER_TOKEN_STORAGE_KEY, TOKEN);
    const calls = mockApi({
      [`GET /api/orders/${TOKEN}`]: () => ({
        json: heldFor(300_000),
      }),
      [`POST /api/orders/${TOKEN}/cancel`]: () => ({ json: makeOrder({ status: 'cancelled' }) }),
    });
    renderPaymentPage('/checkout/26/payment');
    fireEvent.click(await screen.findByRole('button', { name: T.changeTickets }));
    await waitFor(() => expect(where()).toBe('/events/26'));
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/cancel'))).toBe(true);
    expect(sessionStorage.getItem(ORDER_TOKEN_STORAGE_KEY)).toBeNull();
  });
});
