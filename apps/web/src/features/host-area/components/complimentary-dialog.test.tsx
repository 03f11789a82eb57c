import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { THostOrder } from '@tribe/contracts/host-area';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  complimentaryOptions,
  makeSummary,
  meAs,
  mockApi,
  renderHost,
  SAUTI,
} from '../testing/test-utils.test-util';
import { AddGuestTicketsButton } from './complimentary-dialog';
import { OrdersPage } from './orders-page';
import { componentTestHooks } from '@/test/hooks.test-util';

componentTestHooks();

const me = { '/api/host/me': () => ({ json: meAs(SAUTI) }) };

const ORDER: THostOrder = {
  reference: 'TK-GUEST1',
  eventId: 26,
  eventTitle: 'Sauti Sol Live',
  buyerName: 'Achieng Otieno',
  buyerEmail: 'achieng@example.com',
  status: 'reserved',
  total: 0,
  tickets: 2,
  createdAt: '2026-11-03T09:00:00.000Z',
  refundable: false,
  refunded: 0,
  refundAmount: 0,
  source: 'complimentary',
  issuedByName: 'Wanjiru Kamau',
  revocable: true,
};

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add guest tickets' }));
  return within(await screen.findByRole('dialog', { name: 'Add guest tickets' }));
}

function fillGuest(dialog: ReturnType<typeof within>, quantity = '2') {
  fireEvent.change(dialog.getByLabelText('Number of tickets'), { target: { value: quantity } });
  fireEvent.change(dialog.getByLabelText('Guest’s name'), { target: { value: 'Achieng Otieno' } });
  fireEvent.change(dialog.getByLabelText('Guest’s email'), { target: { value: 'achieng@example.com' } });
}

describe('Add guest tickets', () => {
  it('sends the chosen ticket type, quantity and guest with an idempotency key, then confirms', async () => {
    const calls = mockApi({
      ...me,
      '/api/host/events/26/complimentary': () => ({ json: complimentaryOptions() }),
      'POST /api/host/events/26/complimentary': () => ({ status: 201, json: ORDER }),
    });
    renderHost('/host/events/26/tickets', <AddGuestTicketsButton eventId={26} />, { permission: 'attendees' });
    const dialog = await openDialog();
    // A one-off event has no date to choose.
    expect(dialog.queryByLabelText('Date')).toBeNull();
    const type = (await dialog.findByLabelText('Ticket type')) as HTMLSelectElement;
    expect([...type.options].map((o) => o.textContent)).toEqual([
      'Choose a ticket type',
      'Regular (100 left)',
      'VIP (2 left)',
    ]);
    fireEvent.change(type, { target: { value: '3' } });
    fillGuest(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Send 2 guest tickets' }));
    expect(await screen.findByText('2 guest tickets sent to achieng@example.com')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      ticketTypeId: 3,
      selectedDate: null,
      selectedShowTimeId: null,
      quantity: 2,
      name: 'Achieng Otieno',
      email: 'achieng@example.com',
    });
    expect(post.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('says what is missing or too many before sending anything', async () => {
    const calls = mockApi({ ...me, '/api/host/events/26/complimentary': () => ({ json: complimentaryOptions() }) });
    renderHost('/host/events/26/tickets', <AddGuestTicketsButton eventId={26} />, { permission: 'attendees' });
    const dialog = await openDialog();
    await dialog.findByLabelText('Ticket type');
    fireEvent.click(dialog.getByRole('button', { name: 'Send 1 guest ticket' }));
    expect(dialog.getAllByText('Fill this in.')).toHaveLength(3);
    fireEvent.change(dialog.getByLabelText('Ticket type'), { target: { value: '4' } });
    fillGuest(dialog, '3');
    fireEvent.click(dialog.getByRole('button', { name: 'Send 3 guest tickets' }));
    expect(await dialog.findByText('Only 2 left for this ticket type on this date.')).toBeTruthy();
    fillGuest(dialog, '51');
    fireEvent.click(dialog.getByRole('button', { name: 'Send 51 guest tickets' }));
    expect(await dialog.findByText('Enter a number from 1 to 50.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('asks for the show of a multi-show event and sends it as checkout takes it', async () => {
    const calls = mockApi({
      ...me,
      '/api/host/events/26/complimentary': () => ({
        json: complimentaryOptions({
          eventType: 'multiple-shows',
          occurrences: [
            {
              ...complimentaryOptions().occurrences[0]!,
              key: 'show:7',
              showTimeId: 7,
              startsAt: '2026-12-05T16:00:00.000Z',
            },
            {
              ...complimentaryOptions().occurrences[0]!,
              key: 'show:8',
              showTimeId: 8,
              startsAt: '2026-12-06T16:00:00.000Z',
            },
          ],
        }),
      }),
      'POST /api/host/events/26/complimentary': () => ({ status: 201, json: ORDER }),
    });
    renderHost('/host/events/26/tickets', <AddGuestTicketsButton eventId={26} />, { permission: 'attendees' });
    const dialog = await openDialog();
    const show = (await dialog.findByLabelText('Show')) as HTMLSelectElement;
    expect([...show.options].map((o) => o.textContent)).toEqual([
      'Choose a show',
      'Dec 5, 2026 7:00 PM',
      'Dec 6, 2026 7:00 PM',
    ]);
    expect((dialog.getByLabelText('Ticket type') as HTMLSelectElement).disabled).toBe(true);
    fireEvent.change(show, { target: { value: 'show:8' } });
    fireEvent.change(dialog.getByLabelText('Ticket type'), { target: { value: '3' } });
    fillGuest(dialog, '1');
    fireEvent.click(dialog.getByRole('button', { name: 'Send 1 guest ticket' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ selectedShowTimeId: 8, selectedDate: null });
  });

  it('keeps the dialog open with the server’s reason, and a retry sends the same key', async () => {
    const calls = mockApi({
      ...me,
      '/api/host/events/26/complimentary': () => ({ json: complimentaryOptions() }),
      'POST /api/host/events/26/complimentary': (_b, n) =>
        n === 0
          ? apiError(409, 'sold_out', 'There are not enough places left on this date for 2 Regular tickets.')
          : { status: 201, json: ORDER },
    });
    renderHost('/host/events/26/tickets', <AddGuestTicketsButton eventId={26} />, { permission: 'attendees' });
    const dialog = await openDialog();
    fireEvent.change(await dialog.findByLabelText('Ticket type'), { target: { value: '3' } });
    fillGuest(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Send 2 guest tickets' }));
    expect((await dialog.findByRole('alert')).textContent).toContain('not enough places left');
    fireEvent.click(dialog.getByRole('button', { name: 'Send 2 guest tickets' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const keys = calls.filter((c) => c.method === 'POST').map((c) => c.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('explains why an event cannot give tickets', async () => {
    mockApi({
      ...me,
      '/api/host/events/26/complimentary': () => ({
        json: complimentaryOptions({ unavailable: 'Publish this event before giving guest tickets.', occurrences: [] }),
      }),
    });
    renderHost('/host/events/26/tickets', <AddGuestTicketsButton eventId={26} />, { permission: 'attendees' });
    const dialog = await openDialog();
    expect((await dialog.findByRole('alert')).textContent).toBe('Publish this event before giving guest tickets.');
    expect((dialog.getByRole('button', { name: 'Send 1 guest ticket' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('Guest tickets on /host/tickets', () => {
  it('picks one of the live events first', async () => {
    mockApi({
      ...me,
      '/api/host/orders': () => ({ json: [] }),
      '/api/host/events': () => ({
        json: [
          makeSummary(),
          makeSummary({ id: 27, title: 'Draft gig', status: 'draft' }),
          makeSummary({ id: 28, title: 'Last year', ended: true }),
        ],
      }),
      '/api/host/events/26/complimentary': () => ({ json: complimentaryOptions() }),
    });
    renderHost('/host/tickets', <OrdersPage />, { permission: 'attendees' });
    const dialog = await openDialog();
    const event = (await dialog.findByLabelText('Event')) as HTMLSelectElement;
    await waitFor(() => expect(event.options).toHaveLength(2));
    expect([...event.options].map((o) => o.textContent)).toEqual(['Choose an event', 'Sauti Sol Live']);
    fireEvent.change(event, { target: { value: '26' } });
    expect(await dialog.findByLabelText('Ticket type')).toBeTruthy();
  });

  it('marks complimentary orders and revokes them after a confirmation', async () => {
    let revoked = false;
    const calls = mockApi({
      ...me,
      '/api/host/orders': () => ({
        json: [revoked ? { ...ORDER, status: 'cancelled', revocable: false } : ORDER],
      }),
      'POST /api/host/orders/TK-GUEST1/revoke': () => {
        revoked = true;
        return { json: { ...ORDER, status: 'cancelled', revocable: false } };
      },
    });
    renderHost('/host/tickets', <OrdersPage />, { permission: 'attendees' });
    const row = within(await screen.findByRole('listitem', { name: 'TK-GUEST1' }));
    expect(row.getByText('Complimentary')).toBeTruthy();
    expect(row.getByText('Given by Wanjiru Kamau')).toBeTruthy();
    expect(row.queryByRole('button', { name: 'Refund' })).toBeNull();
    fireEvent.click(row.getByRole('button', { name: 'Revoke' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('Revoke guest tickets TK-GUEST1?')).toBeTruthy();
    expect(dialog.getByText(/The 2 tickets stop working at the door/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Revoke tickets' }));
    expect(await screen.findByText('Guest tickets TK-GUEST1 revoked')).toBeTruthy();
    expect(await row.findByText('Cancelled')).toBeTruthy();
    expect(row.queryByRole('button', { name: 'Revoke' })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/host/orders/TK-GUEST1/revoke']);
  });
});
