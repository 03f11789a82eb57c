import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { THostOrder } from '@tribe/contracts/host-area';
import { describe, expect, it } from 'vitest';
import { apiError, meAs, mockApi, renderHost, SAUTI } from '../testing/test-utils.test-util';
import { OrdersPage } from './orders-page';
import { componentTestHooks } from '@/test/hooks.test-util';

componentTestHooks();

const ORDER: THostOrder = {
  reference: 'TK-7Q2M4X',
  eventId: 26,
  eventTitle: 'Sauti Sol Live',
  buyerName: 'Brian Otieno',
  buyerEmail: 'brian@example.co.ke',
  status: 'paid',
  total: 3210,
  tickets: 2,
  createdAt: '2026-11-03T09:00:00.000Z',
  refundable: true,
  refunded: 0,
  refundAmount: 3210,
  source: 'checkout',
  issuedByName: null,
  revocable: false,
};
const me = { '/api/host/me': () => ({ json: meAs(SAUTI) }) };

describe('OrdersPage', () => {
  it('lists orders and searches them', async () => {
    const calls = mockApi({ ...me, '/api/host/orders': () => ({ json: [ORDER] }) });
    renderHost('/host/tickets', <OrdersPage />, { permission: 'attendees' });
    const row = within(await screen.findByRole('listitem', { name: 'TK-7Q2M4X' }));
    expect(row.getByText('Brian Otieno')).toBeTruthy();
    expect(row.getByText('Sauti Sol Live')).toBeTruthy();
    expect(row.getByText('KES 3,210')).toBeTruthy();
    expect(row.getByText('Paid')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'brian' } });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/host/orders?q=brian')).toBe(true));
  });

  it('refunds after a confirmation that names the amount, then shows the order refunded', async () => {
    let refunded = false;
    const calls = mockApi({
      ...me,
      '/api/host/orders': () => ({ json: [refunded ? { ...ORDER, status: 'refunded', refundable: false } : ORDER] }),
      'POST /api/host/orders/TK-7Q2M4X/refund': () => {
        refunded = true;
        return { json: { ...ORDER, status: 'refunded' } };
      },
    });
    renderHost('/host/tickets', <OrdersPage />, { permission: 'attendees' });
    const row = within(await screen.findByRole('listitem', { name: 'TK-7Q2M4X' }));
    fireEvent.click(row.getByRole('button', { name: 'Refund' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('Refund order TK-7Q2M4X?')).toBeTruthy();
    expect(dialog.getByText(/KES 3,210 goes back to Brian Otieno/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: /^Refund KES\s3,210$/ }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await row.findByText('Refunded')).toBeTruthy();
    expect(row.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/host/orders/TK-7Q2M4X/refund']);
  });

  it('names what is left when support refunded part of the order already, and says when nothing is', async () => {
    mockApi({
      ...me,
      '/api/host/orders': () => ({ json: [{ ...ORDER, refundAmount: 2710 }] }),
      'POST /api/host/orders/TK-7Q2M4X/refund': () => apiError(409, 'refund_exceeds_refundable'),
    });
    renderHost('/host/tickets', <OrdersPage />, { permission: 'attendees' });
    fireEvent.click(
      within(await screen.findByRole('listitem', { name: 'TK-7Q2M4X' })).getByRole('button', { name: 'Refund' }),
    );
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText(/KES 2,710 goes back to Brian Otieno/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: /^Refund KES\s2,710$/ }));
    expect((await dialog.findByRole('alert')).textContent).toContain('Nothing is left to refund');
  });

  it("shows a manager the orders without a Refund button (refunds are the owner's)", async () => {
    mockApi({
      '/api/host/me': () => ({ json: meAs({ ...SAUTI, role: 'manager' }) }),
      '/api/host/orders': () => ({ json: [ORDER] }),
    });
    renderHost('/host/tickets', <OrdersPage />, { permission: 'attendees' });
    const row = within(await screen.findByRole('listitem', { name: 'TK-7Q2M4X' }));
    expect(row.getByRole('button', { name: 'Resend tickets' })).toBeTruthy();
    expect(row.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('keeps the dialog open with the reason when the refund is refused', async () => {
    mockApi({
      ...me,
      '/api/host/orders': () => ({ json: [ORDER] }),
      'POST /api/host/orders/TK-7Q2M4X/refund': () => apiError(409, 'order_not_refundable'),
    });
    renderHost('/host/tickets', <OrdersPage />, { permission: 'attendees' });
    fireEvent.click(
      within(await screen.findByRole('listitem', { name: 'TK-7Q2M4X' })).getByRole('button', { name: 'Refund' }),
    );
    const dialog = within(await screen.findByRole('alertdialog'));
    fireEvent.click(dialog.getByRole('button', { name: /^Refund KES\s3,210$/ }));
    expect((await dialog.findByRole('alert')).textContent).toContain('only paid orders can');
  });

  it('resends the tickets to the address on the order', async () => {
    const calls = mockApi({
      ...me,
      '/api/host/orders': () => ({ json: [ORDER] }),
      'POST /api/host/orders/TK-7Q2M4X/resend': () => ({ status: 202 }),
    });
    renderHost('/host/tickets', <OrdersPage />, { permission: 'attendees' });
    fireEvent.click(
      within(await screen.findByRole('listitem', { name: 'TK-7Q2M4X' })).getByRole('button', {
        name: 'Resend tickets',
      }),
    );
    expect(await screen.findByText('Tickets sent again to brian@example.co.ke')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/host/orders/TK-7Q2M4X/resend')).toBe(true);
  });
});
