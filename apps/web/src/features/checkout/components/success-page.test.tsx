import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CHECKOUT_STORAGE_KEY, ORDER_TOKEN_STORAGE_KEY } from '@tribe/contracts/checkout';
import { describe, expect, it } from 'vitest';
import {
  checkoutPageHooks,
  makeOrder,
  mockApi,
  paidOrder,
  renderAt,
  reservedOrder,
  TOKEN,
} from '../testing/test-utils.test-util';
import { T } from '../texts';
import { SuccessPage } from './success-page';

const brand = <span>Tikiti</span>;
const where = () => screen.getByTestId('where').textContent;

checkoutPageHooks();

describe('SuccessPage', () => {
  it('shows the tickets with their QR codes, the files and the receipt, and clears the checkout', async () => {
    sessionStorage.setItem(CHECKOUT_STORAGE_KEY, '{}');
    sessionStorage.setItem(ORDER_TOKEN_STORAGE_KEY, TOKEN);
    mockApi({ [`GET /api/orders/${TOKEN}`]: () => ({ json: paidOrder() }) });
    renderAt(`/checkout/success?order=${TOKEN}`, <SuccessPage brand={brand} />);
    expect(await screen.findByRole('heading', { name: T.paidTitle })).toBeTruthy();
    expect(screen.getByText(T.sentTo('brian@example.co.ke'))).toBeTruthy();
    const qr = screen.getByAltText('QR code for ticket TKT-AAAA-1111') as HTMLImageElement;
    expect(qr.getAttribute('src')).toBe(`/api/orders/${TOKEN}/tickets/41/qr.svg`);
    expect(screen.getAllByTestId('ticket-card')).toHaveLength(2);
    expect(screen.getByRole('link', { name: T.downloadPdf }).getAttribute('href')).toBe(
      `/api/orders/${TOKEN}/tickets.pdf`,
    );
    expect(screen.getByRole('link', { name: T.addToCalendar }).getAttribute('href')).toBe(
      `/api/orders/${TOKEN}/calendar.ics`,
    );
    expect(screen.getByTestId('receipt').textContent).toContain('QK12ABC3DE');
    expect(screen.getByRole('link', { name: T.browseMoreEvents }).getAttribute('href')).toBe('/events');
    await waitFor(() => expect(sessionStorage.getItem(CHECKOUT_STORAGE_KEY)).toBeNull());
    expect(sessionStorage.getItem(ORDER_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('cancels a reservation from the #cancel link after confirming', async () => {
    const reserved = reservedOrder();
    const calls = mockApi({
      [`GET /api/orders/${TOKEN}`]: () => ({ json: reserved }),
      [`POST /api/orders/${TOKEN}/cancel`]: () => ({ json: { ...reserved, status: 'cancelled' } }),
    });
    renderAt(`/checkout/success?order=${TOKEN}#cancel`, <SuccessPage brand={brand} />);
    fireEvent.click(await screen.findByRole('button', { name: T.confirmCancel }));
    expect(await screen.findByRole('heading', { name: T.reservationCancelled })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('says who gave complimentary tickets', async () => {
    const comp = reservedOrder({ complimentaryFrom: 'Sauti Events' });
    mockApi({ [`GET /api/orders/${TOKEN}`]: () => ({ json: comp }) });
    renderAt(`/checkout/success?order=${TOKEN}`, <SuccessPage brand={brand} />);
    expect(await screen.findByRole('heading', { name: T.guestListTitle })).toBeTruthy();
    expect(screen.getByText(T.complimentaryFrom('Sauti Events'))).toBeTruthy();
    expect(screen.getAllByTestId('ticket-card')).toHaveLength(2);
  });

  it('sends a pending order to the verifying page', async () => {
    mockApi({ [`GET /api/orders/${TOKEN}`]: () => ({ json: makeOrder() }) });
    renderAt(`/checkout/success?order=${TOKEN}`, <SuccessPage brand={brand} />);
    await waitFor(() => expect(where()).toBe(`/checkout/verifying?order=${TOKEN}`));
  });

  it('says an unknown order was not found', async () => {
    mockApi({});
    renderAt(`/checkout/success?order=${TOKEN}`, <SuccessPage brand={brand} />);
    expect(await screen.findByRole('heading', { name: T.orderNotFoundTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: T.resendTickets }).getAttribute('href')).toBe('/resend-tickets');
  });
});
