import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/i18n/i18n';
import { MyTickets } from './my-tickets';
import { makeOrder, mockApi, renderWith, USER } from './test-utils.test-util';

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A paid order of a sold-out date: the server marks its tickets returnable, saying what comes back. */
function soldOutOrder(resale: 'none' | 'listed' | 'offered' | 'sold' = 'none') {
  const base = makeOrder({ status: 'paid' });
  return {
    ...base,
    tickets: base.tickets.map((t, i) =>
      i === 0 && resale !== 'none'
        ? {
            ...t,
            status: resale === 'sold' ? ('void' as const) : ('valid' as const),
            reissued: resale === 'sold',
            resale: { id: 7, status: resale, refundAmount: 2700 },
          }
        : { ...t, returnable: true, returnRefund: 2700 },
    ),
  };
}

describe('returning tickets to the waiting list (My tickets)', () => {
  it('returns the picked tickets, saying what comes back for each, and says the server’s refusal in words', async () => {
    let refuse = true;
    const calls = mockApi({
      'GET /api/profile/tickets': () => ({ json: { upcoming: [soldOutOrder()], past: [] } }),
      'POST /api/tickets/returns': () =>
        refuse
          ? {
              status: 409,
              json: {
                code: 'ticket_not_returnable',
                message: 'This ticket type is still on sale, so there is nobody waiting for your ticket.',
              },
            }
          : { status: 201, json: { returns: [] } },
    });
    renderWith(<MyTickets />, USER);
    fireEvent.click(await screen.findByRole('button', { name: 'Return to the waiting list' }));
    const form = within(screen.getByRole('form', { name: 'Return tickets to the waiting list' }));
    // Nothing picked: said, nothing sent.
    fireEvent.click(form.getByRole('button', { name: 'Return tickets' }));
    expect(form.getByRole('alert').textContent).toBe('Pick at least one ticket.');
    const boxes = form.getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    expect(boxes[0]!.closest('label')!.textContent).toMatch(/ticket 1: KES\s2,700 back when it sells/);
    fireEvent.click(boxes[1]!);
    fireEvent.click(form.getByRole('button', { name: 'Return tickets' }));
    expect(await form.findByText(/still on sale/)).toBeTruthy();
    refuse = false;
    fireEvent.click(form.getByRole('button', { name: 'Return tickets' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Return tickets to the waiting list' })).toBeNull());
    const posts = calls.filter((c) => c.key === 'POST /api/tickets/returns');
    expect(posts.at(-1)!.body).toEqual({ ticketIds: [2] });
  });

  it('shows a returned ticket waiting for a fan with Take back, one offered without it, and one resold with the refund', async () => {
    const calls = mockApi({
      'GET /api/profile/tickets': () => ({ json: { upcoming: [soldOutOrder('listed')], past: [] } }),
      'DELETE /api/tickets/returns/7': () => ({ json: {} }),
    });
    renderWith(<MyTickets />, USER);
    fireEvent.click(await screen.findByRole('button', { name: 'Show tickets' }));
    expect(screen.getByTestId('ticket-resale').textContent).toBe('Returned: waiting for a fan');
    fireEvent.click(screen.getByRole('button', { name: 'Take back' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'DELETE /api/tickets/returns/7')).toBe(true));
    cleanup();

    mockApi({ 'GET /api/profile/tickets': () => ({ json: { upcoming: [soldOutOrder('offered')], past: [] } }) });
    renderWith(<MyTickets />, USER);
    fireEvent.click(await screen.findByRole('button', { name: 'Show tickets' }));
    expect(screen.getByTestId('ticket-resale').textContent).toBe('A fan is paying for it');
    expect(screen.queryByRole('button', { name: 'Take back' })).toBeNull();
    cleanup();

    mockApi({ 'GET /api/profile/tickets': () => ({ json: { upcoming: [soldOutOrder('sold')], past: [] } }) });
    renderWith(<MyTickets />, USER);
    fireEvent.click(await screen.findByRole('button', { name: 'Show tickets' }));
    expect(screen.getByText(/Resold · KES\s2,700 refunded/)).toBeTruthy();
    // One ticket of two resold: the order is still paid, and still shared.
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send to WhatsApp' })).toBeTruthy();
    cleanup();

    // Every ticket resold: the order says so, and there is nothing left to share.
    const all = soldOutOrder('sold');
    all.tickets = all.tickets.map((t) => ({
      ...t,
      status: 'void' as const,
      reissued: true,
      resale: { id: t.id, status: 'sold' as const, refundAmount: 2700 },
    }));
    mockApi({ 'GET /api/profile/tickets': () => ({ json: { upcoming: [all], past: [] } }) });
    renderWith(<MyTickets />, USER);
    expect(await screen.findByText('Resold')).toBeTruthy();
    expect(screen.queryByText('Paid')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send to WhatsApp' })).toBeNull();
  });

  it('says it in Kiswahili', async () => {
    await setLocale('sw');
    try {
      mockApi({ 'GET /api/profile/tickets': () => ({ json: { upcoming: [soldOutOrder()], past: [] } }) });
      renderWith(<MyTickets />, USER);
      fireEvent.click(await screen.findByRole('button', { name: 'Rudisha kwenye orodha ya kusubiri' }));
      expect(screen.getByRole('form', { name: 'Rudisha tiketi kwenye orodha ya kusubiri' })).toBeTruthy();
    } finally {
      await setLocale('en');
    }
  });
});
