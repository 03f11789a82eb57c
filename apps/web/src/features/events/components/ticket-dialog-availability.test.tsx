import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { TEvent } from '@tribe/contracts';
import type { TAvailability } from '@tribe/contracts/checkout';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { makeEvent } from '@/test/events.test-util';
import { EventTicketDialog, TicketDialog } from './ticket-dialog';
import { useTicketDialog } from './use-ticket-dialog';

const NOW = new Date('2026-12-01T07:00:00Z');

function availabilityOf(ticketTypes: TAvailability['occurrences'][number]['ticketTypes']): TAvailability {
  return {
    eventId: 7,
    asOf: NOW.toISOString(),
    occurrences: [
      { key: 'single', date: '2026-12-05', showTimeId: null, startsAt: null, placesLeft: null, ticketTypes },
    ],
  };
}

function Harness({ event, availability }: { event: TEvent; availability?: TAvailability }) {
  const controller = useTicketDialog(event);
  return (
    <>
      <button onClick={() => controller.openWith(NOW)}>open</button>
      {availability === undefined ? (
        <EventTicketDialog event={event} controller={controller} />
      ) : (
        <TicketDialog event={event} controller={controller} availability={availability} />
      )}
    </>
  );
}

function renderOpen(event: TEvent, availability?: TAvailability) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Harness event={event} availability={availability} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  act(() => fireEvent.click(screen.getByText('open')));
}

const increase = (name: string) => screen.getByRole('button', { name: `Increase ${name}` }) as HTMLButtonElement;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('TicketDialog with places left', () => {
  it("says 'Sold out' and disables plus for a sold-out type, 'Only N left' and caps plus at places left", () => {
    renderOpen(
      makeEvent(),
      availabilityOf([
        { id: 11, placesLeft: 2, state: 'on_sale' },
        { id: 12, placesLeft: 0, state: 'sold_out' },
      ]),
    );
    expect(screen.getByTestId('places-11').textContent).toBe('Only 2 left');
    expect(screen.getByTestId('places-12').textContent).toBe('Sold out');
    expect(increase('VIP').disabled).toBe(true);
    fireEvent.click(increase('Regular'));
    fireEvent.click(increase('Regular'));
    expect(screen.getByRole('status', { name: 'Regular quantity' }).textContent).toBe('2');
    expect(increase('Regular').disabled).toBe(true);
  });

  it('keeps the spec cap (quantity ?? 100) when more places are left than that', () => {
    renderOpen(makeEvent(), availabilityOf([{ id: 12, placesLeft: 5, state: 'on_sale' }]));
    expect(screen.getByTestId('places-12').textContent).toBe('Only 5 left');
    fireEvent.click(increase('VIP'));
    fireEvent.click(increase('VIP'));
    // VIP's quantity is 2: the spec's cap still stops it first.
    expect(increase('VIP').disabled).toBe(true);
    expect(screen.queryByTestId('places-11')).toBeNull();
  });

  it('says nothing with 10 or more places left', () => {
    renderOpen(makeEvent(), availabilityOf([{ id: 11, placesLeft: 10, state: 'on_sale' }]));
    expect(screen.queryByTestId('places-11')).toBeNull();
    expect(increase('Regular').disabled).toBe(false);
  });

  it('reads the places of the chosen show, and only once the dialog is open', async () => {
    const event = makeEvent({
      eventType: 'multiple-shows',
      showTimes: [
        { id: 3, date: '2026-12-05', startTime: '19:00', endTime: null },
        { id: 4, date: '2026-12-06', startTime: '19:00', endTime: null },
      ],
    });
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) =>
      Response.json({
        eventId: 7,
        asOf: NOW.toISOString(),
        occurrences: [
          {
            key: 'show:4',
            date: '2026-12-06',
            showTimeId: 4,
            startsAt: null,
            placesLeft: 3,
            ticketTypes: [{ id: 11, placesLeft: 3, state: 'on_sale' }],
          },
        ],
      } satisfies TAvailability),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <Harness event={event} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => fireEvent.click(screen.getByText('open')));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/events/7/availability');
    fireEvent.click(screen.getByRole('button', { name: /Saturday, December 5, 2026/ }));
    expect(screen.queryByTestId('places-11')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Change date' }));
    fireEvent.click(screen.getByRole('button', { name: /Sunday, December 6, 2026/ }));
    expect((await screen.findByTestId('places-11')).textContent).toBe('Only 3 left');
  });

  it('works as before when availability fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = vi.fn(async () => Response.json({ code: 'internal_error', message: 'boom' }, { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <Harness event={makeEvent()} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    act(() => fireEvent.click(screen.getByText('open')));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('places-11')).toBeNull();
    fireEvent.click(increase('VIP'));
    fireEvent.click(increase('VIP'));
    expect(increase('VIP').disabled).toBe(true);
    expect(increase('Regular').disabled).toBe(false);
  });
});
