import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { THostEvent } from '@tribe/contracts/host-area';
import { describe, expect, it } from 'vitest';
import { apiError, makeEvent, meAs, mockApi, renderHost, SAUTI, type TCall } from '../testing/test-utils.test-util';
import { EventFormPage } from './event-form-page';
import { componentTestHooks } from '@/test/hooks.test-util';

componentTestHooks();

const base = {
  '/api/host/me': () => ({ json: meAs(SAUTI) }),
  '/api/categories': () => ({ json: [{ id: 1, name: 'Music' }] }),
  '/api/subcategories': () => ({
    json: [
      { id: 11, name: 'Afro-pop', categoryId: 1 },
      { id: 12, name: 'Jazz', categoryId: 1 },
    ],
  }),
};

const type = (label: string, value: string, scope: Pick<typeof screen, 'getByLabelText'> = screen) =>
  fireEvent.change(scope.getByLabelText(label), { target: { value } });

const sent = (calls: TCall[], method: string, path: string) =>
  calls.find((c) => c.method === method && c.path === path)?.body as Record<string, unknown> | undefined;

async function openCreate(handlers: Parameters<typeof mockApi>[0]) {
  const calls = mockApi({ ...base, ...handlers });
  renderHost('/host/create-event', <EventFormPage eventId={null} />);
  await screen.findByRole('heading', { name: 'Create event' });
  return calls;
}

function fillFirstTicket(name: string, price: string) {
  const row = within(screen.getByRole('listitem', { name: 'Ticket name 1' }));
  type('Ticket name', name, row);
  type('Price (KES)', price, row);
}

describe('EventFormPage: creating', () => {
  it('saves a one-off event as a draft with the whole body, then edits it', async () => {
    const calls = await openCreate({
      'POST /api/host/events': () => ({ status: 201, json: makeEvent() }),
      '/api/host/events/26': () => ({ json: makeEvent() }),
    });
    type('Event title', 'Sauti Sol Live');
    fireEvent.change(screen.getByLabelText('Description'), {
      target: { value: 'The band is **back**.\n\n- Opening act\n- Main show' },
    });
    type('Category', '1');
    fireEvent.click(await screen.findByLabelText('Jazz'));
    type('Starts', '2026-12-05T19:00');
    type('Ends', '2026-12-05T23:00');
    type('Venue', 'KICC');
    type('Town', 'Nairobi');
    fillFirstTicket('Regular', '1500');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(sent(calls, 'POST', '/api/host/events')).toBeTruthy());
    expect(sent(calls, 'POST', '/api/host/events')).toEqual({
      title: 'Sauti Sol Live',
      description: '<p>The band is <strong>back</strong>.</p><ul><li>Opening act</li><li>Main show</li></ul>',
      categoryId: 1,
      subcategoryIds: [12],
      eventType: 'one-off',
      timeZone: 'Africa/Nairobi',
      startDate: '2026-12-05T16:00:00.000Z',
      endDate: '2026-12-05T20:00:00.000Z',
      recurringDays: [],
      recurringStartDate: null,
      recurringEndDate: null,
      recurringStartTime: null,
      recurringEndTime: null,
      showTimes: [],
      location: 'KICC',
      town: 'Nairobi',
      address: null,
      latitude: null,
      longitude: null,
      paymentType: 'tikitis',
      requiresReservation: false,
      externalTicketUrl: null,
      feePaidBy: 'buyer',
      capacity: null,
      maxTicketsPerBuyer: 10,
      refundPolicy: null,
      entryConditions: null,
      transfersAllowed: true,
      ticketTypes: [
        {
          name: 'Regular',
          description: null,
          price: 1500,
          quantity: null,
          maxPerOrder: null,
          salesStartAt: null,
          salesEndAt: null,
          archived: false,
        },
      ],
    });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/host/events/26/edit'));
    expect(await screen.findByText('Draft saved')).toBeTruthy();
  });

  it('publishes a recurring free event with reservations: saves, then asks to publish', async () => {
    const calls = await openCreate({
      'POST /api/host/events': () => ({ status: 201, json: makeEvent({ eventType: 'recurring' }) }),
      'POST /api/host/events/26/publish': () => ({ json: makeEvent({ status: 'live', eventType: 'recurring' }) }),
    });
    type('Event title', 'Jazz Fridays');
    fireEvent.click(screen.getByLabelText(/Recurring/));
    fireEvent.click(screen.getByLabelText('Friday'));
    fireEvent.click(screen.getByLabelText('Saturday'));
    type('From', '2026-12-04');
    type('Until', '2027-01-30');
    type('Start time', '19:30');
    type('End time', '23:00');
    fireEvent.click(screen.getByLabelText(/Free, with a reservation/));
    expect(screen.queryByLabelText('Price (KES)')).toBeNull();
    type('Ticket name', 'Entry');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/host/events'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/host/events',
      '/api/host/events/26/publish',
    ]);
    const body = sent(calls, 'POST', '/api/host/events')!;
    expect(body).toMatchObject({
      eventType: 'recurring',
      startDate: null,
      endDate: null,
      recurringDays: ['Friday', 'Saturday'],
      recurringStartDate: '2026-12-04',
      recurringEndDate: '2027-01-30',
      recurringStartTime: '19:30',
      recurringEndTime: '23:00',
      showTimes: [],
      paymentType: 'tikitis',
      requiresReservation: true,
      ticketTypes: [expect.objectContaining({ name: 'Entry', price: 0 })],
    });
  });

  it('sends each show of a multiple-show event, and an external seller’s address', async () => {
    const calls = await openCreate({
      'POST /api/host/events': () => ({ status: 201, json: makeEvent({ eventType: 'multiple-shows' }) }),
      '/api/host/events/26': () => ({ json: makeEvent({ eventType: 'multiple-shows' }) }),
    });
    type('Event title', 'Festival');
    fireEvent.click(screen.getByLabelText(/Several shows/));
    fireEvent.click(screen.getByRole('button', { name: 'Add a show' }));
    const shows = screen.getAllByRole('listitem', { name: /^Date \d$/ });
    expect(shows).toHaveLength(2);
    type('Date', '2026-12-05', within(shows[0]!));
    type('Start time', '14:00', within(shows[0]!));
    type('Places (optional)', '300', within(shows[0]!));
    type('Date', '2026-12-06', within(shows[1]!));
    type('Start time', '16:00', within(shows[1]!));
    type('End time', '22:00', within(shows[1]!));
    fireEvent.click(screen.getByLabelText(/Another ticket seller/));
    type('Ticket seller’s web address', 'https://tickets.example.com/festival');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(sent(calls, 'POST', '/api/host/events')).toBeTruthy());
    expect(sent(calls, 'POST', '/api/host/events')).toMatchObject({
      eventType: 'multiple-shows',
      startDate: null,
      recurringDays: [],
      showTimes: [
        { date: '2026-12-05', startTime: '14:00', endTime: null, capacity: 300, cancelled: false },
        { date: '2026-12-06', startTime: '16:00', endTime: '22:00', capacity: null, cancelled: false },
      ],
      paymentType: 'external',
      externalTicketUrl: 'https://tickets.example.com/festival',
      ticketTypes: [],
    });
  });

  it('checks the form as the server does before sending anything', async () => {
    const calls = await openCreate({});
    type('Event title', 'Hi');
    type('Starts', '2026-12-05T19:00');
    type('Ends', '2026-12-05T18:00');
    fillFirstTicket('VIP', '12.5');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Enter a title of at least 3 characters.')).toBeTruthy();
    expect(screen.getByText('The end must be after the start.')).toBeTruthy();
    expect(screen.getByText('Enter a whole number.')).toBeTruthy();
    expect(screen.getByText('Some fields need fixing; they are marked below.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('puts the server’s field problems under their fields', async () => {
    await openCreate({
      'POST /api/host/events': () =>
        apiError(
          400,
          'validation_failed',
          'Invalid body: title: must not contain control characters; ticketTypes.0.name: is required',
        ),
    });
    type('Event title', 'Sauti Sol Live');
    fillFirstTicket('Regular', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const title = await screen.findByText('Must not contain control characters.');
    expect(screen.getByLabelText('Event title').getAttribute('aria-describedby')).toBe(title.id);
    expect(screen.getByText('Is required.')).toBeTruthy();
  });
});

describe('EventFormPage: editing', () => {
  const LIVE: THostEvent = makeEvent({
    status: 'live',
    publishedAt: '2026-11-01T09:00:00.000Z',
    ticketTypes: [
      { ...makeEvent().ticketTypes[0]!, sold: 40 },
      {
        id: 4,
        name: 'VIP',
        description: 'Front rows',
        price: 5000,
        quantity: 50,
        maxPerOrder: 4,
        salesStartAt: null,
        salesEndAt: null,
        archived: false,
        sold: 0,
      },
    ],
  });

  it('loads the event, keeps sold ticket types (they stop selling instead), and saves changes with PUT', async () => {
    const calls = mockApi({
      ...base,
      '/api/host/events/26': () => ({ json: LIVE }),
      'PUT /api/host/events/26': () => ({ json: LIVE }),
    });
    renderHost('/host/events/26/edit', <EventFormPage eventId={26} />);
    expect(((await screen.findByLabelText('Event title')) as HTMLInputElement).value).toBe('Sauti Sol Live');
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('The band is **back**.');
    expect((screen.getByLabelText('Starts') as HTMLInputElement).value).toBe('2026-12-05T19:00');
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();

    const regular = within(screen.getByRole('listitem', { name: 'Regular' }));
    expect(regular.getByText('40 sold: it can stop selling, not be removed.')).toBeTruthy();
    expect(regular.queryByRole('button', { name: 'Remove ticket type' })).toBeNull();
    fireEvent.click(regular.getByRole('button', { name: 'Stop selling' }));
    const vip = within(screen.getByRole('listitem', { name: 'VIP' }));
    type('Price (KES)', '6000', vip);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(sent(calls, 'PUT', '/api/host/events/26')).toBeTruthy());
    expect(sent(calls, 'PUT', '/api/host/events/26')!.ticketTypes).toEqual([
      expect.objectContaining({ id: 3, name: 'Regular', price: 1500, archived: true }),
      expect.objectContaining({ id: 4, name: 'VIP', price: 6000, quantity: 50, maxPerOrder: 4, archived: false }),
    ]);
    expect(await screen.findByText('Changes saved')).toBeTruthy();
  });

  it('shows the server’s words when an edit would break what is sold', async () => {
    mockApi({
      ...base,
      '/api/host/events/26': () => ({ json: LIVE }),
      'PUT /api/host/events/26': () =>
        apiError(409, 'capacity_below_sold', 'Regular has 40 tickets sold: its quantity cannot go below 40.'),
    });
    renderHost('/host/events/26/edit', <EventFormPage eventId={26} />);
    const regular = within(await screen.findByRole('listitem', { name: 'Regular' }));
    type('Quantity per date (optional)', '10', regular);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Regular has 40 tickets sold: its quantity cannot go below 40.')).toBeTruthy();
  });

  it('lists what stops a draft from being published, and shows the server’s answer on publish', async () => {
    const draft = makeEvent({ publishProblems: ['Add a start date.', 'Add a venue.'] });
    const calls = mockApi({
      ...base,
      '/api/host/events/26': () => ({ json: draft }),
      'PUT /api/host/events/26': () => ({ json: draft }),
      'POST /api/host/events/26/publish': () => apiError(409, 'publish_incomplete', 'Add a start date. Add a venue.'),
    });
    renderHost('/host/events/26/edit', <EventFormPage eventId={26} />);
    const box = within(await screen.findByRole('region', { name: 'Before you can publish' }));
    expect(box.getByText('Add a venue.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Add a start date. Add a venue.')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /api/host/events/26',
      'POST /api/host/events/26/publish',
    ]);
  });

  it('says an event of another host is not found', async () => {
    mockApi({ ...base, '/api/host/events/99': () => apiError(404, 'event_not_found') });
    renderHost('/host/events/99/edit', <EventFormPage eventId={99} />);
    expect(await screen.findByText('Event not found')).toBeTruthy();
  });
});
