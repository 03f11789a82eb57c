import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { THostTransfer } from '@tribe/contracts/transfers';
import type { THostWaitlist } from '@tribe/contracts/waiting-list';
import { describe, expect, it } from 'vitest';
import { apiError, meAs, mockApi, renderHost, SAUTI } from '../testing/test-utils.test-util';
import { WT } from '../waiting-list.texts';
import { TransfersPanel } from './transfers-panel';
import { WaitingListPanel } from './waiting-list-panel';
import { componentTestHooks } from '@/test/hooks.test-util';

componentTestHooks();

const me = { '/api/host/me': () => ({ json: meAs(SAUTI) }) };
const URL_ = '/api/host/events/26/waiting-list';
const SHOW = '2026-12-05T16:00:00.000Z';

type TEntry = THostWaitlist['entries'][number];
let nextId = 1;
function entry(over: Partial<TEntry> = {}): TEntry {
  return {
    id: nextId++,
    position: null,
    status: 'waiting',
    name: 'Achieng Otieno',
    email: 'achieng@example.com',
    phone: '+254712000111',
    quantity: 1,
    ticketTypeId: 3,
    ticketTypeName: 'Regular',
    occurrenceKey: 'single',
    startsAt: SHOW,
    joinedAt: '2026-11-20T07:00:00.000Z',
    offeredAt: null,
    offerExpiresAt: null,
    orderReference: null,
    ...over,
  };
}

const WAITLIST: THostWaitlist = {
  settings: { enabled: null, effective: true, offerWindowMinutes: 30, resaleAllowed: true, resaleFeePercent: 0 },
  returns: [],
  counts: { waiting: 2, offered: 1, taken: 1, lapsed: 1 },
  entries: [
    entry({ status: 'taken', name: 'Brian Kiprop', offeredAt: SHOW, orderReference: 'TK-7Q2M4X', quantity: 2 }),
    entry({
      status: 'offered',
      name: 'Mercy Wanjiru',
      offeredAt: '2026-11-21T08:00:00.000Z',
      offerExpiresAt: '2026-11-21T08:30:00.000Z',
    }),
    entry({ position: 1, name: 'Achieng Otieno', quantity: 3 }),
    entry({ status: 'lapsed', name: 'Juma Hassan', offeredAt: SHOW, offerExpiresAt: '2026-11-20T09:30:00.000Z' }),
    entry({ position: 2, name: 'Njeri Kamau', phone: null }),
    entry({ position: 1, name: 'Otieno Odhiambo', ticketTypeId: 4, ticketTypeName: 'VIP' }),
  ],
};

const render = () => renderHost('/host/events/26/tickets', <WaitingListPanel eventId={26} timeZone="Africa/Nairobi" />);
const rows = (line: HTMLElement) => within(line).getAllByTestId('waitlist-entry');

describe('WaitingListPanel', { timeout: 20_000 }, () => {
  it('lists each line in order: open offers, then positions, then the fans who are done', async () => {
    mockApi({ ...me, [URL_]: () => ({ json: WAITLIST }) });
    render();
    const regular = await screen.findByRole('region', { name: 'Regular · Dec 5, 2026 7:00 PM' }, { timeout: 5000 });
    expect(within(regular).getByText('2 waiting · 3 offers made · 1 taken')).toBeTruthy();
    const names = rows(regular).map((r) => within(r).getByText(/^[A-Z][a-z]+ [A-Z][a-z]+$/).textContent);
    expect(names).toEqual(['Mercy Wanjiru', 'Achieng Otieno', 'Njeri Kamau', 'Brian Kiprop', 'Juma Hassan']);
    const [offered, first, second, taken, lapsed] = rows(regular).map((r) => within(r));
    expect(first!.getByLabelText('Position 1').textContent).toBe('#1');
    expect(first!.getByText('3 tickets')).toBeTruthy();
    expect(first!.getByText('Waiting')).toBeTruthy();
    expect(first!.getByTestId('waitlist-entry-contact').textContent).toBe('achieng@example.com · +254712000111');
    expect(first!.getByTestId('waitlist-entry-detail').textContent).toBe('3 tickets · Joined Nov 20, 2026 10:00 AM');
    expect(first!.getByText('Joined Nov 20, 2026 10:00 AM')).toBeTruthy();
    expect(second!.getByLabelText('Position 2')).toBeTruthy();
    expect(offered!.getByLabelText('Not in line')).toBeTruthy();
    expect(offered!.getByText('Offer open until Nov 21, 2026 11:30 AM')).toBeTruthy();
    expect(taken!.getByText('Bought from the offer · order TK-7Q2M4X')).toBeTruthy();
    expect(taken!.getByText('Bought')).toBeTruthy();
    expect(lapsed!.getByText('The offer ran out Nov 20, 2026 12:30 PM')).toBeTruthy();
    const vip = screen.getByRole('region', { name: 'VIP · Dec 5, 2026 7:00 PM' });
    expect(within(rows(vip)[0]!).getByLabelText('Position 1')).toBeTruthy();
    // The counts for the whole event, as the server gives them.
    const counts = screen.getByText('Offer open', { selector: 'dt' }).closest('dl')!;
    expect([...counts.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['2', '1', '1', '1']);
  });

  it('loads the setting and window, and saves them with the exact body the API takes', async () => {
    const calls = mockApi({
      ...me,
      [`GET ${URL_}`]: () => ({ json: WAITLIST }),
      [`PUT ${URL_}`]: () => ({
        json: {
          ...WAITLIST,
          settings: {
            enabled: false,
            effective: false,
            offerWindowMinutes: 45,
            resaleAllowed: true,
            resaleFeePercent: 10,
          },
        },
      }),
    });
    render();
    const automatic = await screen.findByRole('radio', { name: /^Automatic/ }, { timeout: 5000 });
    expect((automatic as HTMLInputElement).checked).toBe(true);
    const window = screen.getByLabelText(WT.settings.window) as HTMLInputElement;
    expect(window.value).toBe('30');
    expect(screen.getByTestId('waitlist-effective').textContent).toBe('The waiting list is on for this event.');

    // Out of range: said under the field, nothing sent.
    fireEvent.change(window, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: WT.settings.save }));
    expect(await screen.findByText('Enter whole minutes from 5 to 1,440.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    // The resale fee, likewise: at most 20 %.
    fireEvent.change(window, { target: { value: '45' } });
    const fee = screen.getByLabelText(WT.settings.fee) as HTMLInputElement;
    expect(fee.value).toBe('0');
    fireEvent.change(fee, { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: WT.settings.save }));
    expect(await screen.findByText('Enter a whole number from 0 to 20.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: /^Off/ }));
    fireEvent.change(fee, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: WT.settings.save }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      enabled: false,
      offerWindowMinutes: 45,
      resaleAllowed: true,
      resaleFeePercent: 10,
    });
    expect(await screen.findByText(WT.settings.saved, {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByTestId('waitlist-effective').textContent).toBe('The waiting list is off for this event.');
  });

  it('sends null to go back to the default, and shows the server’s word when saving fails', async () => {
    const calls = mockApi({
      ...me,
      [`GET ${URL_}`]: () => ({
        json: {
          ...WAITLIST,
          settings: {
            enabled: true,
            effective: true,
            offerWindowMinutes: 60,
            resaleAllowed: false,
            resaleFeePercent: 0,
          },
        },
      }),
      [`PUT ${URL_}`]: () => apiError(403, 'forbidden', 'Your role cannot change this event.'),
    });
    render();
    fireEvent.click(await screen.findByRole('radio', { name: /^Automatic/ }, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('button', { name: WT.settings.save }));
    expect((await screen.findByTestId('form-alert')).textContent).toBe('Your role cannot change this event.');
    // Resale off: no fee to ask for, and the choice is sent as it is.
    expect(screen.queryByLabelText(WT.settings.fee)).toBeNull();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      enabled: null,
      offerWindowMinutes: 60,
      resaleAllowed: false,
      resaleFeePercent: 0,
    });
  });

  it('lists returned tickets with their state, what goes back to the holder, and the orders', async () => {
    mockApi({
      ...me,
      [URL_]: () => ({
        json: {
          ...WAITLIST,
          returns: [
            {
              id: 2,
              status: 'sold',
              holderName: 'Wanjiru Kamau',
              ticketTypeName: 'VIP',
              occurrenceKey: 'single',
              startsAt: '2026-12-24T16:00:00.000Z',
              refundAmount: 2700,
              orderReference: 'TKT-AAAA',
              buyerOrderReference: 'TKT-BBBB',
              createdAt: '2026-11-20T10:00:00.000Z',
              soldAt: '2026-11-21T10:00:00.000Z',
            },
            {
              id: 1,
              status: 'listed',
              holderName: 'Otieno Ouma',
              ticketTypeName: 'VIP',
              occurrenceKey: 'single',
              startsAt: '2026-12-24T16:00:00.000Z',
              refundAmount: 3000,
              orderReference: 'TKT-CCCC',
              buyerOrderReference: null,
              createdAt: '2026-11-20T09:00:00.000Z',
              soldAt: null,
            },
          ],
        },
      }),
    });
    render();
    const rows = await screen.findAllByTestId('ticket-return', {}, { timeout: 5000 });
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Wanjiru Kamau · VIP'),
      expect.stringContaining('Otieno Ouma · VIP'),
    ]);
    expect(rows[0]!.textContent).toContain('Resold');
    expect(rows[0]!.textContent).toMatch(/KES\s2,700 refunded to the holder/);
    expect(rows[0]!.textContent).toContain('Order TKT-AAAA → order TKT-BBBB');
    expect(rows[1]!.textContent).toContain('Waiting for a fan');
    expect(rows[1]!.textContent).toMatch(/KES\s3,000 back to the holder when it sells/);
  });

  it('says nobody is waiting when the list is empty, the settings still there', async () => {
    mockApi({
      ...me,
      [URL_]: () => ({ json: { ...WAITLIST, counts: { waiting: 0, offered: 0, taken: 0, lapsed: 0 }, entries: [] } }),
    });
    render();
    expect(await screen.findByText(WT.emptyTitle, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(WT.emptyText)).toBeTruthy();
    expect(screen.getByRole('button', { name: WT.settings.save })).toBeTruthy();
    expect(screen.queryAllByTestId('waitlist-entry')).toEqual([]);
  });

  it('says the list could not be loaded, and loads it again on retry', async () => {
    mockApi({
      ...me,
      [URL_]: (_b, n) => (n === 0 ? apiError(500, 'internal_error') : { json: WAITLIST }),
    });
    render();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByText(WT.loadFailed)).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByLabelText('Position 1', {}, { timeout: 5000 })).toHaveLength(2);
    expect(screen.queryByText(WT.loadFailed)).toBeNull();
  });
});

const TRANSFERS_URL = '/api/host/events/26/transfers';
const transfer = (over: Partial<THostTransfer>): THostTransfer => ({
  id: 1,
  status: 'accepted',
  fromName: 'Brian Otieno',
  toName: 'Wanjiku Mwangi',
  ticketCount: 2,
  createdAt: '2026-11-20T07:00:00.000Z',
  expiresAt: '2026-11-22T07:00:00.000Z',
  acceptedAt: '2026-11-20T09:15:00.000Z',
  ...over,
});
const renderTransfers = (transfersAllowed = true) =>
  renderHost(
    '/host/events/26/tickets',
    <TransfersPanel eventId={26} timeZone="Africa/Nairobi" transfersAllowed={transfersAllowed} />,
  );

describe('TransfersPanel', { timeout: 20_000 }, () => {
  it('lists who sent how many tickets to whom, the state and the dates', async () => {
    mockApi({
      ...me,
      [TRANSFERS_URL]: () => ({
        json: {
          items: [
            transfer({ id: 2, status: 'pending', toName: null, ticketCount: 1, acceptedAt: null }),
            transfer({}),
            transfer({ id: 3, status: 'lapsed', toName: null, acceptedAt: null }),
          ],
        },
      }),
    });
    renderTransfers();
    const list = await screen.findByTestId('transfer-list', {}, { timeout: 5000 });
    const [pending, accepted, lapsed] = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(pending).toBe(
      'From Brian Otieno · 1 ticketSent Nov 20, 2026 10:00 AM · The link is open until Nov 22, 2026 10:00 AMWaiting to be accepted',
    );
    expect(accepted).toBe(
      'Brian Otieno → Wanjiku Mwangi · 2 ticketsSent Nov 20, 2026 10:00 AM · Accepted Nov 20, 2026 12:15 PMAccepted',
    );
    expect(lapsed).toMatch(/The tickets stayed with the sender.*Lapsed$/);
  });

  it('says when none were sent, that sending is off, and retries after a failure', async () => {
    mockApi({
      ...me,
      [TRANSFERS_URL]: (_b, n) => (n === 0 ? apiError(500, 'internal_error') : { json: { items: [] } }),
    });
    renderTransfers(false);
    expect(await screen.findByText(WT.transfers.off, {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 }));
    expect(await screen.findByText(WT.transfers.emptyTitle, {}, { timeout: 5000 })).toBeTruthy();
  });
});
