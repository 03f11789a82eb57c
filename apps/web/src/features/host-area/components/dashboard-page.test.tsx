import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, makeDashboard, meAs, mockApi, renderHost, SAUTI } from '../testing/test-utils.test-util';
import { DashboardPage } from './dashboard-page';
import { componentTestHooks } from '@/test/hooks.test-util';

componentTestHooks({ resizeObserver: true });

const me = { '/api/host/me': () => ({ json: meAs(SAUTI) }) };
const show = () => renderHost('/host/dashboard', <DashboardPage />, { permission: 'dashboard' });

/** The figure shown under a card's name. */
const figure = (name: string) => {
  const term = screen.getByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('DashboardPage', () => {
  it('shows the period’s figures, the sales per day, upcoming events and latest orders', async () => {
    const calls = mockApi({ ...me, '/api/host/dashboard': () => ({ json: makeDashboard() }) });
    show();
    await screen.findByText('Tickets sold', { selector: 'dt' });
    expect(figure('Tickets sold')).toBe('120');
    expect(figure('Gross revenue')).toBe('KES\u00a0180,000');
    expect(figure('Net revenue')).toBe('KES\u00a0165,000');
    expect(figure('Page views')).toBe('2,400');
    expect(figure('Conversion')).toBe('5.0%');
    expect(calls.find((c) => c.path === '/api/host/dashboard')).toBeTruthy();

    expect(screen.getByRole('img', { name: 'Tickets sold per day over the last 3 days: 120 in all' })).toBeTruthy();
    const bars = screen.getAllByTestId('sales-bar');
    expect(bars).toHaveLength(3);
    // The tallest bar is the busiest day; a tap says its figures under the chart.
    expect(Number(bars[2]!.getAttribute('height'))).toBeGreaterThan(Number(bars[1]!.getAttribute('height')));
    expect(screen.getByText('Tap or point at a bar for that day’s figures.')).toBeTruthy();
    fireEvent.click(bars[2]!);
    expect(
      screen.getByText('Tuesday, November 3, 2026: 80 tickets, KES 120,000', { selector: 'figcaption' }),
    ).toBeTruthy();
    // The axis counts whole tickets.
    expect(screen.getByText('80', { selector: 'text, tspan' })).toBeTruthy();

    const upcoming = within(screen.getByRole('region', { name: 'Upcoming events' }));
    expect(upcoming.getByRole('link', { name: 'Sauti Sol Live' }).getAttribute('href')).toBe('/host/events/26/tickets');
    expect(upcoming.getByText('120 / 500 sold')).toBeTruthy();
    const orders = within(screen.getByRole('region', { name: 'Latest orders' }));
    expect(orders.getByText('Brian Otieno')).toBeTruthy();
    expect(orders.getByText('2 tickets · KES 3,210')).toBeTruthy();
    expect(screen.queryByText('Create your first event')).toBeNull();
  });

  it('explains a figure when its (i) is tapped', async () => {
    mockApi({ ...me, '/api/host/dashboard': () => ({ json: makeDashboard() }) });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'About Net revenue' }));
    expect(
      (await screen.findAllByText(/What you keep: gross revenue less Tikiti's service fees \(KES 12,000\)/)).length,
    ).toBeGreaterThan(0);
  });

  it('offers a new host their first event', async () => {
    mockApi({
      ...me,
      '/api/host/dashboard': () => ({
        json: makeDashboard({
          ticketsSold: 0,
          gross: 0,
          net: 0,
          pageViews: 0,
          conversionRate: 0,
          salesByDay: [{ day: '2026-11-01', tickets: 0, gross: 0 }],
          upcomingEvents: [],
          latestOrders: [],
        }),
      }),
    });
    show();
    expect((await screen.findByRole('link', { name: 'Create your first event' })).getAttribute('href')).toBe(
      '/host/create-event',
    );
    expect(screen.getByText('No sales in this period yet.')).toBeTruthy();
  });

  it('says when the figures could not load, and tries again', async () => {
    mockApi({
      ...me,
      '/api/host/dashboard': (_b, n) => (n === 0 ? apiError(500, 'internal_error') : { json: makeDashboard() }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(figure('Tickets sold')).toBe('120'));
  });
});
