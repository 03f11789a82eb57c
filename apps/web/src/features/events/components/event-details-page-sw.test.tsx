import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { formatRecurringDays } from '@tribe/contracts/recurrence';
import type { TEvent } from '@tribe/contracts';
import { MemoryRouter } from '@/lib/router';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { makeEvent } from '@/test/events.test-util';
import { EventDetailsPage } from './event-details-page';
import { EventSchedule } from './event-schedule';
import { componentTestHooks, stubDesktop } from '@/test/hooks.test-util';

/** Far enough ahead that the event is still on sale whenever the test runs. */
const EVENT = makeEvent({
  startDate: '2099-12-05T16:00:00.000Z',
  endDate: '2099-12-05T20:00:00.000Z',
  // The catalogue's names as an admin gave them in Kiswahili.
  categoryNameSw: 'Muziki',
  subcategoryNamesSw: { 2: 'Tamasha' },
});

/** Answers the page's requests: the event, its images, the config and the view count. */
function mockApi(event: TEvent) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input).split('?')[0];
      const json =
        path === `/api/events/${event.externalId}`
          ? event
          : path === `/api/events/${event.id}/images`
            ? []
            : path === '/api/config'
              ? { googleMapsApiKey: null, publicUrl: null }
              : path === '/api/events/track-view'
                ? { success: true }
                : null;
      return json === null
        ? new Response(JSON.stringify({ code: 'not_found', message: 'not found' }), { status: 404 })
        : new Response(JSON.stringify(json), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

/** A desktop screen: the side ticket card is shown. */

componentTestHooks({ kiswahili: {} });
beforeEach(() => stubDesktop());
// The files of a worker share one module graph (vitest.config.ts): the whole page loaded here
// must not stand in for the map that event-map.test.tsx loads with its script loader mocked.
afterAll(() => vi.resetModules());

describe('the event page in Kiswahili', () => {
  it('reads in Kiswahili, and so does its ticket dialog, with amounts in the sw-KE style', async () => {
    mockApi(EVENT);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <EventDetailsPage id={EVENT.externalId} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Sauti Sol Live', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Kuhusu tukio hili' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tarehe na saa' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Matukio yote' })).toBeTruthy();
    // The category and type badges carry the Kiswahili names an admin gave; the links keep the ids.
    const badges = screen.getAllByRole('link', { name: /^(Muziki|Tamasha)$/ });
    expect(badges.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Muziki', '/events?categoryId=1'],
      ['Tamasha', '/events?subcategoryId=2'],
    ]);
    expect(screen.getByText('Kuanzia Ksh 1,500')).toBeTruthy();
    // The one-off date in the sw-KE style: 'Jumamosi, 5 Desemba 2099'.
    expect(screen.getByText(/Jumamosi, 5 Desemba 2099/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Pata tiketi' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Chagua tiketi' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ongeza VIP' }));
    expect(within(dialog).getByText('Jumla ya kulipa')).toBeTruthy();
    expect(within(dialog).getByTestId('total-amount').textContent).toMatch(/^Ksh\s5,000$/);
    expect(within(dialog).getByRole('button', { name: 'Endelea' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\b(Get Tickets|Select Tickets|Total amount|About this event)\b/);
  });

  it("names a recurring event's days in Kiswahili, and exactly as before in English", async () => {
    const recurring = makeEvent({
      eventType: 'recurring',
      recurringDays: ['friday', 'Mon', 'wednesday'],
      recurringStartDate: '2099-01-01',
      recurringEndDate: '2099-12-31',
      recurringStartTime: '19:00',
      recurringEndTime: '22:00',
    });
    const now = new Date('2099-03-02T06:00:00.000Z');
    render(<EventSchedule event={recurring} now={now} />);
    expect(screen.getByText('Kila Jumatatu, Jumatano na Ijumaa')).toBeTruthy();
    expect(screen.getAllByText('19:00 – 22:00').length).toBeGreaterThan(0);
    cleanup();

    await act(() => setLocale('en'));
    render(<EventSchedule event={recurring} now={now} />);
    expect(screen.getByText(formatRecurringDays(recurring.recurringDays))).toBeTruthy();
    expect(screen.getByText('Every Monday, Wednesday and Friday')).toBeTruthy();
  });
});
