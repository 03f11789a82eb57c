import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { THostAttendee, THostAttendeePage } from '@tribe/contracts/host-area';
import { describe, expect, it } from 'vitest';
import { makeEvent, makeSummary, meAs, mockApi, renderHost, SAUTI } from '../testing/test-utils.test-util';
import { AttendeesPage } from './attendees-page';
import { componentTestHooks } from '@/test/hooks.test-util';

componentTestHooks();

const attendee = (over: Partial<THostAttendee> = {}): THostAttendee => ({
  ticketId: 1,
  code: '4XAB12',
  ticketTypeName: 'VIP',
  attendeeName: 'Achieng Odhiambo',
  attendeeEmail: 'achieng@example.co.ke',
  orderReference: 'TK-7Q2M4X',
  orderStatus: 'paid',
  ticketStatus: 'valid',
  eventId: 26,
  eventTitle: 'Sauti Sol Live',
  occurrenceStartsAt: '2026-12-05T16:00:00.000Z',
  checkedInAt: null,
  checkedInByName: null,
  orderSource: 'checkout',
  ...over,
});
const page = (items: THostAttendee[], total = items.length, p = 1): THostAttendeePage => ({
  items,
  total,
  page: p,
  pageSize: 50,
});

const base = {
  '/api/host/me': () => ({ json: meAs(SAUTI) }),
  '/api/host/events': () => ({ json: [makeSummary(), makeSummary({ id: 27, title: 'Jazz Brunch' })] }),
  '/api/host/events/26': () => ({ json: makeEvent({ status: 'live' }) }),
};

describe('AttendeesPage', () => {
  it('lists tickets with name, email, type, order and check-in state, and links the CSV export', async () => {
    mockApi({
      ...base,
      '/api/host/attendees': () => ({
        json: page([
          attendee(),
          attendee({
            ticketId: 2,
            attendeeName: 'Brian Otieno',
            checkedInAt: '2026-12-05T16:30:00.000Z',
            checkedInByName: 'Wanjiru',
          }),
        ]),
      }),
    });
    renderHost('/host/attendees', <AttendeesPage />, { permission: 'attendees' });
    const table = within(await screen.findByRole('table'));
    const row = within(table.getByRole('row', { name: /Achieng Odhiambo/ }));
    expect(row.getByText('achieng@example.co.ke')).toBeTruthy();
    expect(row.getByText('VIP')).toBeTruthy();
    expect(row.getByText('…4XAB12')).toBeTruthy();
    expect(row.getByText('TK-7Q2M4X')).toBeTruthy();
    expect(row.getByText('Not checked in')).toBeTruthy();
    expect(table.getByRole('row', { name: /Brian Otieno/ }).textContent).toMatch(/Checked in .* by Wanjiru/);
    expect(screen.getByText('2 tickets')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/host/attendees.csv');
    // No phone numbers anywhere.
    expect(document.body.textContent).not.toMatch(/\+254/);
  });

  it('searches and filters through the API and keeps the filters in the address', async () => {
    const calls = mockApi({ ...base, '/api/host/attendees': () => ({ json: page([attendee()]) }) });
    renderHost('/host/attendees', <AttendeesPage />, { permission: 'attendees' });
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'achieng' } });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/host/attendees?q=achieng')).toBe(true));

    fireEvent.change(screen.getByRole('combobox', { name: 'Event' }), { target: { value: '26' } });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/host/attendees?eventId=26&q=achieng')).toBe(true));
    await screen.findByRole('option', { name: 'Regular' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Ticket type' }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Check-in' }), { target: { value: 'false' } });
    await waitFor(() =>
      expect(
        calls.some((c) => c.url === '/api/host/attendees?eventId=26&ticketTypeId=3&q=achieng&checkedIn=false'),
      ).toBe(true),
    );
    expect(screen.getByTestId('where').textContent).toContain('eventId=26');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/host/attendees.csv?eventId=26',
    );
  });

  it('pages through a long list', async () => {
    const calls = mockApi({
      ...base,
      '/api/host/attendees': (_b, n) => ({ json: page([attendee({ ticketId: n + 10 })], 120, n === 0 ? 1 : 2) }),
    });
    renderHost('/host/attendees', <AttendeesPage />, { permission: 'attendees' });
    const nav = within(await screen.findByRole('navigation', { name: 'Pages' }));
    expect(nav.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(nav.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/host/attendees?page=2')).toBe(true));
    expect(await nav.findByText('Page 2 of 3')).toBeTruthy();
  });

  it('shows one event’s attendees under its title on the event route', async () => {
    const calls = mockApi({ ...base, '/api/host/attendees': () => ({ json: page([attendee()]) }) });
    renderHost('/host/events/26/attendees', <AttendeesPage eventId={26} />, { permission: 'attendees' });
    expect(await screen.findByRole('heading', { name: 'Attendees · Sauti Sol Live' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/host/attendees')?.url).toBe('/api/host/attendees?eventId=26');
    expect(screen.queryByRole('combobox', { name: 'Event' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/host/attendees.csv?eventId=26',
    );
  });
});
