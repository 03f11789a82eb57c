import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TEventCancellation } from '@tribe/contracts/cancellation';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  CANCELLATION_PREVIEW,
  makeEvent,
  makeSummary,
  meAs,
  mockApi,
  renderHost,
  SAUTI,
} from '../testing/test-utils.test-util';
import { EventFormPage } from './event-form-page';
import { EventsPage } from './events-page';
import { componentTestHooks } from '@/test/hooks.test-util';

// The host shell and the form load several things first: on a busy machine that takes over a second.
configure({ asyncUtilTimeout: 4000 });

componentTestHooks();

const owner = { '/api/host/me': () => ({ json: meAs(SAUTI) }) };
const manager = { '/api/host/me': () => ({ json: meAs({ ...SAUTI, role: 'manager' }) }) };

const cancellation = (over: Partial<TEventCancellation> = {}): TEventCancellation => ({
  id: 4,
  eventId: 26,
  timeZone: 'Africa/Nairobi',
  scope: 'event',
  occurrenceKey: null,
  startsAt: null,
  message: 'The main act fell ill.',
  status: 'running',
  ordersTotal: 4,
  ordersDone: 0,
  ordersFailed: 0,
  createdAt: '2026-11-20T09:00:00.000Z',
  finishedAt: null,
  failures: [],
  ...over,
});

describe('cancelling from the events list', () => {
  it('says how many orders are refunded, sends the message, and follows the progress until done', async () => {
    let polls = 0;
    const calls = mockApi({
      ...owner,
      '/api/host/events': () => ({ json: [makeSummary()] }),
      '/api/host/events/26/cancellations/preview': () => ({ json: CANCELLATION_PREVIEW }),
      'POST /api/host/events/26/cancellations': () => ({ status: 202, json: cancellation() }),
      'GET /api/host/events/26/cancellations': () => {
        polls++;
        return {
          json: [
            polls < 2
              ? cancellation({ ordersDone: 1 })
              : cancellation({ status: 'completed', ordersDone: 4, finishedAt: '2026-11-20T09:01:00.000Z' }),
          ],
        };
      },
    });
    renderHost('/host/events', <EventsPage />);
    const row = within(await screen.findByRole('listitem', { name: 'Sauti Sol Live' }));
    fireEvent.click(row.getByRole('button', { name: 'Cancel…' }));

    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancel Sauti Sol Live?' }));
    expect(
      await dialog.findByText(
        '2 paid orders will be refunded in full (KES 6,390, service fee included), 1 reservation cancelled and 1 buyer paying right now stopped. Every buyer gets an email saying so. This cannot be undone.',
      ),
    ).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Message to buyers (optional)'), {
      target: { value: '  The main act fell ill.  ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel and refund buyers' }));

    const progress = within(await screen.findByRole('dialog', { name: 'Refunds and emails' }));
    expect(await progress.findByText('Refunding and emailing buyers…')).toBeTruthy();
    expect(progress.getByText('1 of 4 orders done')).toBeTruthy();
    expect(progress.getByText('The main act fell ill.')).toBeTruthy();
    // Asked again every 2 s while it runs, then it stops asking.
    expect(await progress.findByText('Done: every buyer was refunded or told.', {}, { timeout: 5000 })).toBeTruthy();
    expect(progress.getByText('4 of 4 orders done')).toBeTruthy();
    expect(progress.getByRole('progressbar', { name: 'Orders finished' }).getAttribute('aria-valuenow')).toBe('4');
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/api/host/events/26/cancellations', { message: 'The main act fell ill.' }],
    ]);
    const pollsWhenDone = polls;
    await new Promise((r) => setTimeout(r, 2500));
    expect(polls).toBe(pollsWhenDone);
  }, 15_000);

  it('cancels one show of several, saying what that show alone would refund', async () => {
    const calls = mockApi({
      ...owner,
      '/api/host/events': () => ({ json: [makeSummary({ eventType: 'multiple-shows' })] }),
      '/api/host/events/26/cancellations/preview': () => ({ json: CANCELLATION_PREVIEW }),
      'POST /api/host/events/26/cancellations': () => ({
        status: 202,
        json: cancellation({
          scope: 'date',
          occurrenceKey: 'show:7',
          startsAt: CANCELLATION_PREVIEW.dates[0]!.startsAt,
        }),
      }),
      'GET /api/host/events/26/cancellations': () => ({ json: [] }),
    });
    renderHost('/host/events', <EventsPage />);
    fireEvent.click(
      within(await screen.findByRole('listitem', { name: 'Sauti Sol Live' })).getByRole('button', { name: 'Cancel…' }),
    );
    const dialog = within(await screen.findByRole('alertdialog'));
    const select = await dialog.findByLabelText('What to cancel');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'The whole event',
      'Dec 5, 2026 7:00 PM · 1 order',
      'Dec 6, 2026 7:00 PM · no orders',
      'Dec 7, 2026 7:00 PM · 2 orders',
    ]);
    fireEvent.change(select, { target: { value: 'show:7' } });
    expect(await screen.findByRole('alertdialog', { name: 'Cancel the date Dec 5, 2026 7:00 PM?' })).toBeTruthy();
    expect(
      dialog.getByText(
        '1 paid order will be refunded in full (KES 3,210, service fee included). Every buyer gets an email saying so. This cannot be undone.',
      ),
    ).toBeTruthy();
    fireEvent.change(select, { target: { value: 'show:8' } });
    expect(dialog.getByText(/Nobody has bought tickets for this yet/)).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Cancel it' })).toBeTruthy();
    fireEvent.change(select, { target: { value: 'show:9' } });
    expect(dialog.getByText(/^2 reservations cancelled\. Every buyer gets an email/)).toBeTruthy();
    // Nothing to give back on a free date: the button does not promise a refund.
    expect(dialog.getByRole('button', { name: 'Cancel and email buyers' })).toBeTruthy();
    fireEvent.change(select, { target: { value: 'show:7' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel and refund buyers' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ occurrenceKey: 'show:7' }));
  });

  it('keeps the dialog open with the server’s words when the cancellation is refused', async () => {
    mockApi({
      ...owner,
      '/api/host/events': () => ({ json: [makeSummary()] }),
      '/api/host/events/26/cancellations/preview': () => ({
        json: { ...CANCELLATION_PREVIEW, eventType: 'one-off', dates: [] },
      }),
      'POST /api/host/events/26/cancellations': () =>
        apiError(
          409,
          'cancellation_not_allowed',
          'This event is over. Refund single orders from Orders if you need to.',
        ),
    });
    renderHost('/host/events', <EventsPage />);
    fireEvent.click(
      within(await screen.findByRole('listitem', { name: 'Sauti Sol Live' })).getByRole('button', { name: 'Cancel…' }),
    );
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.queryByLabelText('What to cancel')).toBeNull();
    fireEvent.click(await dialog.findByRole('button', { name: 'Cancel and refund buyers' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'This event is over. Refund single orders from Orders if you need to.',
    );
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('shows a manager no way to cancel, and a cancelled event its refunds with the failures', async () => {
    mockApi({
      ...manager,
      '/api/host/events': () => ({
        json: [makeSummary(), makeSummary({ id: 30, title: 'Rained Off', status: 'cancelled' })],
      }),
      'GET /api/host/events/30/cancellations': () => ({
        json: [
          cancellation({
            id: 9,
            eventId: 30,
            status: 'completed_with_errors',
            ordersDone: 3,
            ordersFailed: 1,
            failures: [
              {
                orderReference: 'TK-7Q2M4X',
                buyerName: 'Brian Otieno',
                error: 'The payment provider did not answer the refund.',
              },
            ],
          }),
        ],
      }),
    });
    renderHost('/host/events', <EventsPage />);
    const live = within(await screen.findByRole('listitem', { name: 'Sauti Sol Live' }));
    expect(live.queryByRole('button', { name: 'Cancel…' })).toBeNull();
    const cancelled = within(screen.getByRole('listitem', { name: 'Rained Off' }));
    expect(cancelled.getByText('Cancelled')).toBeTruthy();
    fireEvent.click(cancelled.getByRole('button', { name: 'Refunds' }));
    const progress = within(await screen.findByRole('dialog', { name: 'Refunds and emails' }));
    expect(await progress.findByText('1 order could not be finished. Try again, or contact support.')).toBeTruthy();
    expect(progress.getByText('TK-7Q2M4X')).toBeTruthy();
    expect(progress.getByText('The payment provider did not answer the refund.')).toBeTruthy();
    // Retrying is the owner's.
    expect(progress.queryByRole('button', { name: 'Retry failed orders' })).toBeNull();
  });

  it('lets the owner retry failed orders', async () => {
    let retried = false;
    const calls = mockApi({
      ...owner,
      '/api/host/events': () => ({ json: [makeSummary({ id: 30, title: 'Rained Off', status: 'cancelled' })] }),
      'GET /api/host/events/30/cancellations': () => ({
        json: [
          retried
            ? cancellation({ id: 9, eventId: 30, status: 'completed', ordersDone: 4 })
            : cancellation({
                id: 9,
                eventId: 30,
                status: 'completed_with_errors',
                ordersDone: 3,
                ordersFailed: 1,
                failures: [{ orderReference: 'TK-7Q2M4X', buyerName: 'Brian Otieno', error: 'Refused.' }],
              }),
        ],
      }),
      'POST /api/host/events/30/cancellations/9/retry': () => {
        retried = true;
        return { status: 202, json: cancellation({ id: 9, eventId: 30, ordersDone: 3 }) };
      },
    });
    renderHost('/host/events', <EventsPage />);
    fireEvent.click(
      within(await screen.findByRole('listitem', { name: 'Rained Off' })).getByRole('button', { name: 'Refunds' }),
    );
    const progress = within(await screen.findByRole('dialog', { name: 'Refunds and emails' }));
    fireEvent.click(await progress.findByRole('button', { name: 'Retry failed orders' }));
    expect(await progress.findByText('Done: every buyer was refunded or told.', {}, { timeout: 5000 })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/host/events/30/cancellations/9/retry',
    ]);
  }, 10_000);
});

describe('cancelling from the event form', () => {
  const SHOWS = makeEvent({
    status: 'live',
    eventType: 'multiple-shows',
    showTimes: [
      { id: 7, date: '2026-12-05', startTime: '19:00', endTime: '22:00', capacity: null, cancelled: false, sold: 3 },
      { id: 8, date: '2026-12-06', startTime: '19:00', endTime: '22:00', capacity: null, cancelled: false, sold: 0 },
    ],
  });
  const base = {
    '/api/categories': () => ({ json: [] }),
    '/api/subcategories': () => ({ json: [] }),
    '/api/host/events/26': () => ({ json: SHOWS }),
    'GET /api/host/events/26/cancellations': () => ({ json: [] }),
    '/api/host/events/26/cancellations/preview': () => ({ json: CANCELLATION_PREVIEW }),
  };

  it('opens the dialog on the sold show the owner chose', async () => {
    mockApi({ ...owner, ...base });
    renderHost('/host/events/26/edit', <EventFormPage eventId={26} />);
    const show = within(await screen.findByRole('listitem', { name: 'Date 1' }));
    expect(screen.getByRole('button', { name: 'Cancel the event or a date' })).toBeTruthy();
    fireEvent.click(show.getByRole('button', { name: 'Cancel this show' }));
    expect(await screen.findByRole('alertdialog', { name: 'Cancel the date Dec 5, 2026 7:00 PM?' })).toBeTruthy();
    expect(await screen.findByText(/^1 paid order will be refunded in full/)).toBeTruthy();
  });

  it('tells a manager that only the owner cancels', async () => {
    mockApi({ ...manager, ...base });
    renderHost('/host/events/26/edit', <EventFormPage eventId={26} />);
    const show = within(await screen.findByRole('listitem', { name: 'Date 1' }));
    expect(show.queryByRole('button', { name: 'Cancel this show' })).toBeNull();
    expect(
      show.getByText('This show has tickets sold: the owner can cancel it, which refunds its buyers.'),
    ).toBeTruthy();
    expect(screen.getByText('Only the host’s owner can cancel an event or one of its dates.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel the event or a date' })).toBeNull();
  });
});
