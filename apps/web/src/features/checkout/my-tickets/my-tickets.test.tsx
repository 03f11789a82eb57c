import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyTickets } from './my-tickets';
import { makeOrder, mockApi, renderWith, USER } from './test-utils.test-util';

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MyTickets', () => {
  it('lists upcoming and past orders with date, venue, status and count, and shows the QR tickets on demand', async () => {
    mockApi({
      'GET /api/profile/tickets': () => ({
        json: {
          upcoming: [makeOrder()],
          past: [
            makeOrder({
              token: 'tok_PASTPASTPASTPASTPASTPAST',
              status: 'paid',
              event: { ...makeOrder().event, title: 'Jazz Night', location: null, address: null },
              tickets: [],
              items: [{ ticketTypeId: 11, name: 'Regular', unitPrice: 1500, quantity: 1 }],
            }),
          ],
        },
      }),
    });
    renderWith(<MyTickets />, USER);
    const upcoming = within(await screen.findByRole('region', { name: 'Upcoming' }));
    expect(upcoming.getByText('Sauti Sol Live')).toBeTruthy();
    expect(upcoming.getByText('Dec 5, 2026 7:00 PM')).toBeTruthy();
    expect(upcoming.getByText('KICC, Nairobi')).toBeTruthy();
    expect(upcoming.getByText('Reserved')).toBeTruthy();
    expect(upcoming.getByText('2 tickets · TK-7Q2M4X')).toBeTruthy();
    expect(upcoming.getByRole('link', { name: 'Open order' }).getAttribute('href')).toBe(
      '/checkout/success?order=tok_ABCDEFGHIJKLMNOPQRSTUV',
    );
    expect(screen.queryByAltText('QR code for ticket TKT-AAAA-1111')).toBeNull();
    fireEvent.click(upcoming.getByRole('button', { name: 'Show tickets' }));
    expect((screen.getByAltText('QR code for ticket TKT-AAAA-1111') as HTMLImageElement).getAttribute('src')).toBe(
      '/api/orders/tok_ABCDEFGHIJKLMNOPQRSTUV/tickets/1/qr.svg',
    );

    const past = within(screen.getByRole('region', { name: 'Past' }));
    expect(past.getByText('Jazz Night')).toBeTruthy();
    expect(past.getByText('Paid')).toBeTruthy();
    expect(past.getByText('1 ticket · TK-7Q2M4X')).toBeTruthy();
    expect(past.queryByRole('button', { name: 'Show tickets' })).toBeNull();
  });

  it("shows 'No tickets yet' with a link to the events when there are none", async () => {
    mockApi({ 'GET /api/profile/tickets': () => ({ json: { upcoming: [], past: [] } }) });
    renderWith(<MyTickets />, USER);
    expect(await screen.findByText('No tickets yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find events' }).getAttribute('href')).toBe('/events');
  });

  it('shows a skeleton while loading and a retry after a failure', async () => {
    let fail = true;
    mockApi({
      'GET /api/profile/tickets': () =>
        fail ? { status: 500, json: { code: 'internal_error' } } : { json: { upcoming: [makeOrder()], past: [] } },
    });
    renderWith(<MyTickets />, USER);
    expect(screen.getByRole('status', { name: 'Loading your tickets' })).toBeTruthy();
    expect(await screen.findByText('We could not load your tickets.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Sauti Sol Live')).toBeTruthy());
  });
});
