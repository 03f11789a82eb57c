import { screen, within } from '@testing-library/react';
import type { THostTicketSales } from '@tribe/contracts/host-area';
import { describe, expect, it } from 'vitest';
import { apiError, makeEvent, meAs, mockApi, renderHost, SAUTI } from '../testing/test-utils.test-util';
import { EventTicketsPage } from './event-tickets-page';
import { componentTestHooks } from '@/test/hooks.test-util';

componentTestHooks();

const me = { '/api/host/me': () => ({ json: meAs(SAUTI) }) };
const SALES: THostTicketSales = {
  eventId: 26,
  occurrences: [
    {
      key: 'show-1',
      date: '2026-12-05',
      startsAt: '2026-12-05T16:00:00.000Z',
      capacity: 500,
      ticketTypes: [
        { id: 3, name: 'Regular', sold: 100, held: 20, available: 280 },
        { id: 4, name: 'VIP', sold: 5, held: 0, available: null },
      ],
    },
    { key: 'show-2', date: '2026-12-06', startsAt: null, capacity: null, ticketTypes: [] },
  ],
};

describe('EventTicketsPage', () => {
  it('shows per date each ticket type’s sold, held and available places', async () => {
    mockApi({
      ...me,
      '/api/host/events/26': () => ({ json: makeEvent() }),
      '/api/host/events/26/tickets': () => ({ json: SALES }),
    });
    renderHost('/host/events/26/tickets', <EventTicketsPage eventId={26} />);
    expect(await screen.findByRole('heading', { name: 'Tickets · Sauti Sol Live' })).toBeTruthy();
    const first = within(screen.getByRole('region', { name: 'Dec 5, 2026 7:00 PM' }));
    expect(first.getByText('500 places')).toBeTruthy();
    const regular = within(first.getByRole('row', { name: /Regular/ }));
    expect(regular.getAllByRole('cell').map((c) => c.textContent)).toEqual(['100', '20', '280', '']);
    const bar = first.getByRole('progressbar', { name: 'Regular: 120 of 400 places sold or held' });
    expect(bar.getAttribute('aria-valuenow')).toBe('120');
    expect(within(first.getByRole('row', { name: /VIP/ })).getByText('No limit')).toBeTruthy();
    const second = within(screen.getByRole('region', { name: 'Sunday, December 6, 2026' }));
    expect(second.getByText('No ticket types yet.')).toBeTruthy();
  });

  it('says an event of another host is not found', async () => {
    mockApi({
      ...me,
      '/api/host/events/99': () => apiError(404, 'event_not_found'),
      '/api/host/events/99/tickets': () => apiError(404, 'event_not_found'),
    });
    renderHost('/host/events/99/tickets', <EventTicketsPage eventId={99} />);
    expect(await screen.findByText('Event not found')).toBeTruthy();
  });
});
