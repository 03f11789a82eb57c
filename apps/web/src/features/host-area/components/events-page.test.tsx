import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, makeEvent, makeSummary, meAs, mockApi, renderHost, SAUTI } from '../testing/test-utils.test-util';
import { EventsPage } from './events-page';
import { componentTestHooks } from '@/test/hooks.test-util';

componentTestHooks();

const me = { '/api/host/me': () => ({ json: meAs(SAUTI) }) };
const DRAFT = makeSummary({ id: 27, title: 'Jazz Brunch', status: 'draft', ticketsSold: 0, gross: 0, capacity: null });
const ENDED = makeSummary({ id: 28, title: 'Old Show', ended: true });

describe('EventsPage', () => {
  it('lists each event with its state, date, sales and actions', async () => {
    mockApi({ ...me, '/api/host/events': () => ({ json: [makeSummary(), DRAFT, ENDED] }) });
    renderHost('/host/events', <EventsPage />);
    const live = within(await screen.findByRole('listitem', { name: 'Sauti Sol Live' }));
    expect(live.getByText('Live')).toBeTruthy();
    expect(live.getByText('Dec 5, 7:00 PM')).toBeTruthy();
    expect(live.getByText('120 / 500 sold · KES 180,000 gross')).toBeTruthy();
    expect(live.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/host/events/26/edit');
    expect(live.getByRole('link', { name: 'Tickets' }).getAttribute('href')).toBe('/host/events/26/tickets');
    expect(live.getByRole('link', { name: 'View public page' }).getAttribute('href')).toBe('/events/sauti-sol-live');
    expect(live.queryByRole('button', { name: 'Publish' })).toBeNull();

    const draft = within(screen.getByRole('listitem', { name: 'Jazz Brunch' }));
    expect(draft.getByText('Draft')).toBeTruthy();
    expect(draft.getByText('0 sold · KES 0 gross')).toBeTruthy();
    expect(draft.queryByRole('link', { name: 'View public page' })).toBeNull();
    expect(within(screen.getByRole('listitem', { name: 'Old Show' })).getByText('Ended')).toBeTruthy();
  });

  it('publishes a draft and shows it live', async () => {
    let published = false;
    const calls = mockApi({
      ...me,
      '/api/host/events': () => ({ json: [published ? { ...DRAFT, status: 'live' } : DRAFT] }),
      'POST /api/host/events/27/publish': () => {
        published = true;
        return { json: makeEvent({ id: 27, title: 'Jazz Brunch', status: 'live' }) };
      },
    });
    renderHost('/host/events', <EventsPage />);
    const row = within(await screen.findByRole('listitem', { name: 'Jazz Brunch' }));
    fireEvent.click(row.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Jazz Brunch is live')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/host/events/27/publish']);
    await waitFor(() => expect(row.getByText('Live')).toBeTruthy());
  });

  it('says in words why a draft cannot be published yet', async () => {
    mockApi({
      ...me,
      '/api/host/events': () => ({ json: [DRAFT] }),
      'POST /api/host/events/27/publish': () =>
        apiError(409, 'publish_incomplete', 'Add a start date. Add at least one ticket type.'),
    });
    renderHost('/host/events', <EventsPage />);
    const row = within(await screen.findByRole('listitem', { name: 'Jazz Brunch' }));
    fireEvent.click(row.getByRole('button', { name: 'Publish' }));
    const alert = await row.findByRole('alert');
    expect(alert.textContent).toContain('Not ready to publish yet');
    expect(alert.textContent).toContain('Add a start date. Add at least one ticket type.');
  });

  it('invites a host with no events to create one', async () => {
    mockApi({ ...me, '/api/host/events': () => ({ json: [] }) });
    renderHost('/host/events', <EventsPage />);
    expect(await screen.findByText('No events yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create your first event' }).getAttribute('href')).toBe(
      '/host/create-event',
    );
  });
});
