import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CHECKOUT_STORAGE_KEY } from '@tribe/contracts/checkout';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from '@/lib/router';
import { TicketDialog } from './ticket-dialog';
import { useTicketDialog } from './use-ticket-dialog';
import { makeEvent, ticketType } from '@/test/events.test-util';
import type { TEvent } from '@tribe/contracts';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** Renders the dialog already opened at `now`, plus the current path. */
function Harness({ event, now }: { event: TEvent; now: Date }) {
  const controller = useTicketDialog(event);
  return (
    <>
      <button onClick={() => controller.openWith(now)}>open</button>
      <TicketDialog event={event} controller={controller} />
      <Where />
    </>
  );
}

function renderOpen(event: TEvent, now = new Date('2026-12-01T07:00:00Z')) {
  render(
    <MemoryRouter initialEntries={['/events/x']}>
      <Routes>
        <Route path="*" element={<Harness event={event} now={now} />} />
      </Routes>
    </MemoryRouter>,
  );
  act(() => fireEvent.click(screen.getByText('open')));
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('TicketDialog', () => {
  it("offers a free event's tickets as 'Reserve Your Spot' without a total amount", () => {
    const event = makeEvent({
      requiresReservation: true,
      ticketTypes: [ticketType(5, 'RSVP', { description: 'Seat on the lawn' })],
    });
    renderOpen(event);
    expect(screen.getByRole('heading', { name: 'Reserve Your Spot' })).toBeTruthy();
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.queryByText('Total amount')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Increase RSVP' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reserve Spot' }));
    expect(screen.getByTestId('where').textContent).toBe('/checkout/free-reservation');
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_STORAGE_KEY) ?? 'null')).toEqual({
      selectedTickets: [{ id: 5, name: 'RSVP', price: 0, quantity: 1 }],
      eventDetails: {
        id: 7,
        name: 'Sauti Sol Live',
        selectedDate: '2026-12-05T16:00:00.000Z',
        selectedShowTimeId: null,
      },
    });
  });

  it("shows paid tickets as 'Select Tickets' with prices and a total", () => {
    renderOpen(makeEvent());
    expect(screen.getByRole('heading', { name: 'Select Tickets' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Increase VIP' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase VIP' }));
    expect((screen.getByRole('button', { name: 'Increase VIP' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('total-amount').textContent).toBe('KES\u00a010,000');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('where').textContent).toBe('/checkout/7/payment');
  });
});
