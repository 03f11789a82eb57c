import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  CHECKOUT_STORAGE_KEY,
  ORDER_TOKEN_STORAGE_KEY,
  type TAvailability,
  type TCheckoutData,
} from '@tribe/contracts/checkout';
import type { TEvent } from '@tribe/contracts';
import { MemoryRouter, Route as RouterRoute, Routes } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { makeEvent, ticketType } from '@/test/events.test-util';
import { meQueryKey, type TUser } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import Route from './checkout-free-reservation';
import { ATTENDEE } from '@/test/users.test-util';
import { mockApi, Where, type TAnswer } from '@/test/api.test-util';

const USER = ATTENDEE;

const FREE_EVENT = makeEvent({
  isFreeEvent: true,
  ticketTypes: [ticketType(21, 'Lawn', { maxPerOrder: 3 }), ticketType(22, 'Terrace')],
});

const CHECKOUT: TCheckoutData = {
  selectedTickets: [
    { id: 21, name: 'Lawn', price: 0, quantity: 1 },
    { id: 22, name: 'Terrace', price: 0, quantity: 1 },
  ],
  eventDetails: { id: 7, name: 'Sauti Sol Live', selectedDate: '2026-12-05T16:00:00.000Z', selectedShowTimeId: null },
};

function availability(ticketTypes: TAvailability['occurrences'][number]['ticketTypes']): TAvailability {
  return {
    eventId: 7,
    asOf: '2026-12-01T07:00:00Z',
    occurrences: [
      { key: 'single', date: '2026-12-05', showTimeId: null, startsAt: null, placesLeft: null, ticketTypes },
    ],
  };
}

function renderPage(user: TUser | null = null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, user);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/checkout/free-reservation']}>
        <Routes>
          <RouterRoute path="/checkout/free-reservation" element={<Route />} />
          <RouterRoute path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

const store = (data: unknown = CHECKOUT) => sessionStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(data));
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const ORDER = { token: 'tok_ABCDEFGHIJKLMNOPQRSTUV', status: 'reserved' };

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/checkout/free-reservation', () => {
  it('sends a visitor without stored checkout data to /events with a message', async () => {
    mockApi({});
    sessionStorage.setItem(CHECKOUT_STORAGE_KEY, '{not json');
    renderPage();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/events'));
    expect(
      await screen.findByText('Your checkout session has expired. Please select your tickets again.'),
    ).toBeTruthy();
  });

  it('reserves with the signed-in details, stores the token and opens the success page', async () => {
    const calls = mockApi({
      'GET /api/events/7': () => ({ json: FREE_EVENT }),
      'GET /api/events/7/availability': () => ({ json: availability([{ id: 21, placesLeft: 40, state: 'on_sale' }]) }),
      'POST /api/checkout/free-reservations': () => ({ status: 201, json: ORDER }),
    });
    store();
    renderPage(USER);
    expect(await screen.findByRole('heading', { name: 'Sauti Sol Live' })).toBeTruthy();
    expect(screen.getByTestId('fixed-date').textContent).toContain('Saturday, December 5, 2026');
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Brian Otieno');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('brian@example.co.ke');
    expect((screen.getByLabelText('Phone number (optional)') as HTMLInputElement).value).toBe('0712 345 678');
    expect(button('Reserve 2 spots')).toBeTruthy();
    fireEvent.click(button('Decrease Terrace'));
    fireEvent.click(button('Increase Lawn'));
    fireEvent.click(button('Increase Lawn'));
    // Lawn's per-order limit is 3.
    expect(button('Increase Lawn').disabled).toBe(true);
    fireEvent.click(button('Reserve 3 spots'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/checkout/success?order=${ORDER.token}`));
    expect(sessionStorage.getItem(ORDER_TOKEN_STORAGE_KEY)).toBe(ORDER.token);
    const post = calls.find((c) => c.key === 'POST /api/checkout/free-reservations')!.body as Record<string, unknown>;
    expect(post).toMatchObject({
      eventId: 7,
      selectedDate: '2026-12-05T16:00:00.000Z',
      selectedShowTimeId: null,
      tickets: [{ ticketTypeId: 21, quantity: 3, price: 0 }],
      buyer: { name: 'Brian Otieno', email: 'brian@example.co.ke', phone: '+254712345678' },
    });
    expect(post.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('asks a guest for the code we emailed, shows a wrong code in words, then opens the success page', async () => {
    const pending = {
      ...ORDER,
      status: 'pending',
      buyer: { name: 'Achieng', email: 'achieng@example.co.ke', phone: null },
    };
    let tries = 0;
    const calls = mockApi({
      'GET /api/events/7': () => ({ json: FREE_EVENT }),
      'GET /api/events/7/availability': () => ({ json: availability([{ id: 21, placesLeft: 40, state: 'on_sale' }]) }),
      'POST /api/checkout/free-reservations': () => ({ status: 201, json: pending }),
      [`POST /api/orders/${ORDER.token}/confirm`]: () =>
        ++tries === 1
          ? {
              status: 400,
              json: {
                statusCode: 400,
                code: 'confirmation_code_invalid',
                error: 'Bad Request',
                message: 'That code is not right. Check the latest email from us and type its 6 digits.',
              },
            }
          : { json: ORDER },
    });
    store();
    renderPage();
    expect(await screen.findByText(/We email you a code to confirm/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Achieng' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'achieng@example.co.ke' } });
    fireEvent.click(button('Reserve 2 spots'));
    expect(await screen.findByRole('heading', { name: 'Enter the code we emailed you' })).toBeTruthy();
    expect(screen.getByText('We sent a 6-digit code to achieng@example.co.ke.')).toBeTruthy();
    expect(screen.getByText(/held for 15 minutes/)).toBeTruthy();
    // Not 6 digits: said on the field, nothing sent.
    fireEvent.change(screen.getByLabelText('Code from the email'), { target: { value: '12' } });
    fireEvent.click(button('Confirm my spots'));
    expect(await screen.findByText('Type the 6 digits from the email.')).toBeTruthy();
    expect(calls.some((c) => c.key.endsWith('/confirm'))).toBe(false);
    fireEvent.change(screen.getByLabelText('Code from the email'), { target: { value: '111111' } });
    fireEvent.click(button('Confirm my spots'));
    expect((await screen.findByRole('alert')).textContent).toContain('That code is not right');
    fireEvent.change(screen.getByLabelText('Code from the email'), { target: { value: '123 456' } });
    fireEvent.click(button('Confirm my spots'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/checkout/success?order=${ORDER.token}`));
    expect(calls.filter((c) => c.key.endsWith('/confirm')).map((c) => c.body)).toEqual([
      { code: '111111' },
      { code: '123456' },
    ]);
  });

  it('shows the server’s words when too many checkouts came from here (429)', async () => {
    mockApi({
      'GET /api/events/7': () => ({ json: FREE_EVENT }),
      'GET /api/events/7/availability': () => ({ json: availability([{ id: 21, placesLeft: 40, state: 'on_sale' }]) }),
      'POST /api/checkout/free-reservations': () => ({
        status: 429,
        json: {
          statusCode: 429,
          code: 'rate_limited',
          error: 'Too Many Requests',
          message: 'Too many checkouts were started from here in a short time. Please try again in 8 minutes.',
          retryAfter: 480,
        },
      }),
    });
    store();
    renderPage(USER);
    fireEvent.click(await screen.findByRole('button', { name: 'Reserve 2 spots' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many checkouts were started from here in a short time. Please try again in 8 minutes.',
    );
  });

  it("shows 'Sold out' and 'Only N left' from availability and caps at places left", async () => {
    mockApi({
      'GET /api/events/7': () => ({ json: FREE_EVENT }),
      'GET /api/events/7/availability': () => ({
        json: availability([
          { id: 21, placesLeft: 0, state: 'sold_out' },
          { id: 22, placesLeft: 2, state: 'on_sale' },
        ]),
      }),
    });
    store();
    renderPage();
    expect((await screen.findByTestId('places-21')).textContent).toBe('Sold out');
    expect(screen.getByTestId('places-22').textContent).toBe('Only 2 left');
    expect(screen.getByRole('status', { name: 'Lawn quantity' }).textContent).toBe('0');
    expect(button('Increase Lawn').disabled).toBe(true);
    fireEvent.click(button('Increase Terrace'));
    expect(button('Increase Terrace').disabled).toBe(true);
    expect(button('Reserve 2 spots')).toBeTruthy();
  });

  it('offers the show times of a multiple-shows event, preselecting the stored one', async () => {
    const calls = mockApi({
      'GET /api/events/7': () => ({
        json: {
          ...FREE_EVENT,
          eventType: 'multiple-shows',
          showTimes: [
            { id: 3, date: '2099-12-05', startTime: '19:00', endTime: null },
            { id: 4, date: '2099-12-06', startTime: '19:00', endTime: null },
          ],
        } satisfies TEvent,
      }),
      'POST /api/checkout/free-reservations': () => ({ status: 201, json: ORDER }),
    });
    store({
      ...CHECKOUT,
      eventDetails: { ...CHECKOUT.eventDetails, selectedDate: '2099-12-06', selectedShowTimeId: 4 },
    });
    renderPage();
    const second = (await screen.findByRole('radio', { name: /Sunday, December 6, 2099/ })) as HTMLInputElement;
    expect(second.checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Saturday, December 5, 2099/ }));
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Achieng Odhiambo' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'achieng@example.co.ke' } });
    fireEvent.click(button('Reserve 2 spots'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('/checkout/success'));
    expect(calls.find((c) => c.key.startsWith('POST'))!.body).toMatchObject({
      selectedDate: '2099-12-05',
      selectedShowTimeId: 3,
      buyer: { name: 'Achieng Odhiambo', email: 'achieng@example.co.ke' },
    });
    expect((calls.find((c) => c.key.startsWith('POST'))!.body as { buyer: object }).buyer).not.toHaveProperty('phone');
  });

  it('checks the name and email before sending', async () => {
    const calls = mockApi({ 'GET /api/events/7': () => ({ json: FREE_EVENT }) });
    store();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reserve 2 spots' }));
    expect(screen.getByText('Enter your full name.')).toBeTruthy();
    expect(screen.getByText('Enter your email address.')).toBeTruthy();
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);
  });

  it("says so when the buyer already has the most spots, and 'sold out' refreshes the places", async () => {
    let code = 'buyer_limit_exceeded';
    let availabilityCalls = 0;
    const calls = mockApi({
      'GET /api/events/7': () => ({ json: FREE_EVENT }),
      'GET /api/events/7/availability': () => {
        availabilityCalls++;
        return { json: availability([]) };
      },
      'POST /api/checkout/free-reservations': () => ({ status: 409, json: { statusCode: 409, code, message: 'x' } }),
    });
    store();
    renderPage(USER);
    fireEvent.click(await screen.findByRole('button', { name: 'Reserve 2 spots' }));
    expect(
      await screen.findByText('You already have the most spots one person can reserve for this event.'),
    ).toBeTruthy();
    code = 'sold_out';
    fireEvent.click(button('Reserve 2 spots'));
    expect(await screen.findByText(/Sorry, those spots just ran out/)).toBeTruthy();
    await waitFor(() => expect(availabilityCalls).toBe(2));
    const keys = calls
      .filter((c) => c.key.startsWith('POST'))
      .map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    expect(new Set(keys).size).toBe(2);
  });

  it('shows field errors from the server and retries a network failure with the same key', async () => {
    let answer: TAnswer = new TypeError('Failed to fetch');
    const calls = mockApi({
      'GET /api/events/7': () => ({ json: FREE_EVENT }),
      'POST /api/checkout/free-reservations': () => answer,
    });
    store();
    renderPage(USER);
    fireEvent.click(await screen.findByRole('button', { name: 'Reserve 2 spots' }));
    expect(await screen.findByText("We couldn't reach the server. Check your connection and try again.")).toBeTruthy();
    answer = {
      status: 400,
      json: {
        statusCode: 400,
        code: 'validation_failed',
        message: 'Invalid body: buyer.email: must be an email address',
      },
    };
    fireEvent.click(button('Reserve 2 spots'));
    expect(await screen.findByText('Enter a valid email address, like name@example.com.')).toBeTruthy();
    const keys = calls
      .filter((c) => c.key.startsWith('POST'))
      .map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});
