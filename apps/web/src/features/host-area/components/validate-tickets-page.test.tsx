import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TCheckInOfflineBundle, TCheckInOutcome, TCheckInResult } from '@tribe/contracts/host-area';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, set } from 'idb-keyval';
import { clearOfflineStore, loadBundle } from '../lib/offline-store';
import { hashTicketCode } from '../lib/ticket-payload';
import { apiError, checkInEvent, JAZZ, meAs, mockApi, renderHost } from '../testing/test-utils.test-util';
import { makeSigner } from '../testing/ticket-signer.test-util';
import { ValidateTicketsPage } from './validate-tickets-page';

let online = true;
beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  online = true;
  localStorage.clear();
  await clearOfflineStore();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const now = new Date();
const EVENT = checkInEvent(0, now);
const me = {
  '/api/host/me': () => ({ json: meAs({ ...JAZZ, role: 'scanner' as const }) }),
  '/api/host/check-in/events': () => ({ json: [EVENT] }),
};
const TICKET = { code: 'ABCD2345EFGH', ticketTypeName: 'VIP', attendeeName: 'Achieng Odhiambo' };

async function checkCode(code: string) {
  const input = await screen.findByRole('textbox', { name: 'Ticket code' });
  fireEvent.change(input, { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Check' }));
}
const outcome = () => screen.findByTestId('outcome');

describe('ValidateTicketsPage: online', () => {
  const answers: Record<string, TCheckInResult> = {
    VALID: { outcome: 'valid', ticket: TICKET, checkedInAt: now.toISOString() },
    AGAIN: {
      outcome: 'already_checked_in',
      ticket: TICKET,
      checkedInAt: '2026-11-03T16:05:00.000Z',
      checkedInBy: 'Otieno',
    },
    OTHER: { outcome: 'wrong_event' },
    DATE: { outcome: 'wrong_date', ticket: TICKET },
    REFUND: { outcome: 'refunded', ticket: TICKET },
    CANCEL: { outcome: 'cancelled', ticket: TICKET },
    FAKE: { outcome: 'forged' },
    NOPE: { outcome: 'not_found' },
  };
  const titles: Record<TCheckInOutcome, string> = {
    valid: 'Valid: let them in',
    already_checked_in: 'Already checked in',
    wrong_event: 'Wrong event',
    wrong_date: 'Wrong date',
    refunded: 'Refunded',
    cancelled: 'Cancelled',
    reissued: 'Sent to someone else',
    forged: 'Forged ticket',
    not_found: 'Ticket not found',
  };

  it('goes straight to the only event and shows a big card for each outcome of a typed code', async () => {
    const calls = mockApi({
      ...me,
      'POST /api/host/check-in': (body) => ({ json: answers[(body as { code: string }).code] }),
    });
    renderHost('/host/validate-tickets', <ValidateTicketsPage />, { permission: 'checkIn' });
    expect(await screen.findByRole('heading', { name: 'Sauti Sol Live' })).toBeTruthy();

    for (const [code, answer] of Object.entries(answers)) {
      await checkCode(code);
      await waitFor(async () => expect((await outcome()).dataset.outcome).toBe(answer.outcome));
      expect((await outcome()).textContent).toContain(titles[answer.outcome]);
    }
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.body);
    expect(posts[0]).toEqual({ code: 'VALID', eventId: 26 });
    expect(posts[0]).not.toHaveProperty('payload');
  });

  it('shows the holder and ticket type when valid, and when and by whom when already checked in', async () => {
    mockApi({ ...me, 'POST /api/host/check-in': (body) => ({ json: answers[(body as { code: string }).code] }) });
    renderHost('/host/validate-tickets?event=26', <ValidateTicketsPage />, { permission: 'checkIn' });
    await checkCode('VALID');
    const card = within(await outcome());
    expect(card.getByText('Achieng Odhiambo')).toBeTruthy();
    expect(card.getByText(/VIP/)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('1', { selector: 'p' })).toBeTruthy());

    await checkCode('AGAIN');
    await waitFor(async () => expect((await outcome()).textContent).toMatch(/First checked in .* by Otieno/));
  });

  it('shows the server’s words when a scanner’s typed code is refused', async () => {
    mockApi({
      ...me,
      'POST /api/host/check-in': () => apiError(403, 'forbidden', 'Scan the QR code; typed codes need a manager.'),
    });
    renderHost('/host/validate-tickets?event=26', <ValidateTicketsPage />, { permission: 'checkIn' });
    await checkCode('ABCD2345EFGH');
    expect((await screen.findByRole('alert')).textContent).toBe('Scan the QR code; typed codes need a manager.');
    expect(screen.queryByTestId('outcome')).toBeNull();
  });

  it('sends a scanned QR payload as a payload', async () => {
    const calls = mockApi({ ...me, 'POST /api/host/check-in': () => ({ json: answers.VALID }) });
    renderHost('/host/validate-tickets?event=26', <ValidateTicketsPage />, { permission: 'checkIn' });
    const signer = await makeSigner();
    const payload = await signer.sign('ABCD2345EFGH', 26, 41);
    await checkCode(payload);
    await outcome();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ payload, eventId: 26 });
  });
});

describe('ValidateTicketsPage: offline', () => {
  async function bundleFor(signer: Awaited<ReturnType<typeof makeSigner>>): Promise<TCheckInOfflineBundle> {
    const t = async (code: string) => ({ codeHash: await hashTicketCode(code), shownCode: code.slice(-6) });
    return {
      version: 2,
      eventId: 26,
      occurrences: EVENT.occurrences,
      publicKey: signer.publicKeyPem,
      tickets: [
        {
          ...(await t('ABCD2345EFGH')),
          occurrenceId: 41,
          ticketTypeName: 'VIP',
          holderName: 'Achieng Odhiambo',
          status: 'valid',
          checkedInAt: null,
        },
        {
          ...(await t('REFU2345EFGH')),
          occurrenceId: 41,
          ticketTypeName: 'Regular',
          holderName: 'Brian',
          status: 'refunded',
          checkedInAt: null,
        },
        {
          ...(await t('SEEN2345EFGH')),
          occurrenceId: 41,
          ticketTypeName: 'Regular',
          holderName: 'Wanjiku',
          status: 'valid',
          checkedInAt: now.toISOString(),
        },
      ],
      generatedAt: now.toISOString(),
      wipeAfter: null,
    };
  }
  const goOffline = () =>
    act(() => {
      online = false;
      window.dispatchEvent(new Event('offline'));
    });
  const goOnline = () =>
    act(() => {
      online = true;
      window.dispatchEvent(new Event('online'));
    });

  it('verifies signatures on the device, queues check-ins, syncs when back and flags a ticket admitted at two doors', async () => {
    const signer = await makeSigner();
    const bundle = await bundleFor(signer);
    const calls = mockApi({
      ...me,
      '/api/host/check-in/events/26/offline': () => ({ json: bundle }),
      'POST /api/host/check-in': () => new TypeError('Failed to fetch'),
      'POST /api/host/check-in/sync': (body) => ({
        json: {
          results: (body as { scans: unknown[] }).scans.map(() => ({
            code: '45EFGH',
            outcome: 'duplicate',
            firstCheckedInAt: '2026-11-03T15:58:00.000Z',
          })),
        },
      }),
    });
    renderHost('/host/validate-tickets?event=26', <ValidateTicketsPage />, { permission: 'checkIn' });
    fireEvent.click(await screen.findByRole('button', { name: 'Download for offline' }));
    expect(await screen.findByText(/3 tickets, downloaded/)).toBeTruthy();

    goOffline();
    expect(screen.getByText('Offline')).toBeTruthy();

    // A forged payload: signed with another key.
    const forger = await makeSigner();
    await checkCode(await forger.sign('ABCD2345EFGH', 26, 41));
    await waitFor(async () => expect((await outcome()).dataset.outcome).toBe('forged'));

    // Another event's ticket, properly signed.
    await checkCode(await signer.sign('ABCD2345EFGH', 99, 41));
    await waitFor(async () => expect((await outcome()).dataset.outcome).toBe('wrong_event'));

    // A refunded one.
    await checkCode(await signer.sign('REFU2345EFGH', 26, 41));
    await waitFor(async () => expect((await outcome()).dataset.outcome).toBe('refunded'));

    // A typed code, even a real one: the list has nothing to check it with. An SMS code neither.
    await checkCode('ABCD2345EFGH');
    expect((await screen.findByRole('alert')).textContent).toContain('Typed codes, SMS codes too, need a connection');
    expect(screen.queryByText(/scan waiting/)).toBeNull();
    await checkCode('TK7H-3K9Q-PD');
    expect((await screen.findByRole('alert')).textContent).toContain('Typed codes, SMS codes too, need a connection');
    expect(screen.queryByText(/scan waiting/)).toBeNull();

    // A real ticket: admitted here, queued.
    const payload = await signer.sign('ABCD2345EFGH', 26, 41);
    await checkCode(payload);
    await waitFor(async () => expect((await outcome()).dataset.outcome).toBe('valid'));
    expect((await outcome()).textContent).toContain('Checked on this device (offline)');
    expect(await screen.findByText('Offline — 1 scan waiting')).toBeTruthy();

    // The same ticket again on this device.
    await checkCode(payload);
    await waitFor(async () => expect((await outcome()).dataset.outcome).toBe('already_checked_in'));
    expect(calls.filter((c) => c.path === '/api/host/check-in')).toHaveLength(0);

    goOnline();
    const sync = await waitFor(() => {
      const c = calls.find((x) => x.path === '/api/host/check-in/sync');
      expect(c).toBeTruthy();
      return c!;
    });
    expect(sync.body).toMatchObject({ eventId: 26, scans: [{ payload }] });
    expect(JSON.stringify(sync.body)).not.toContain('"code"');
    expect((sync.body as { scans: { deviceId: string; scannedAt: string }[] }).scans[0]!.deviceId).toBeTruthy();
    const flagged = await screen.findByRole('region', { name: 'Admitted at two doors' });
    expect(flagged.textContent).toContain('Achieng Odhiambo');
    await waitFor(() => expect(screen.queryByText(/scan waiting/)).toBeNull());
  });

  it('falls back to the list when a request fails for want of a network, and removes the offline data on request', async () => {
    const signer = await makeSigner();
    const bundle = await bundleFor(signer);
    mockApi({
      ...me,
      '/api/host/check-in/events/26/offline': () => ({ json: bundle }),
      'POST /api/host/check-in': () => new TypeError('Failed to fetch'),
      'POST /api/host/check-in/sync': () => new TypeError('Failed to fetch'),
    });
    renderHost('/host/validate-tickets?event=26', <ValidateTicketsPage />, { permission: 'checkIn' });
    fireEvent.click(await screen.findByRole('button', { name: 'Download for offline' }));
    await screen.findByText(/3 tickets, downloaded/);

    await checkCode(await signer.sign('SEEN2345EFGH', 26, 41));
    await waitFor(async () => expect((await outcome()).dataset.outcome).toBe('already_checked_in'));
    await checkCode(await signer.sign('ZZZZ2345EFGH', 26, 41));
    await waitFor(async () => expect((await outcome()).dataset.outcome).toBe('not_found'));

    fireEvent.click(screen.getByRole('button', { name: 'Remove offline data' }));
    expect(await screen.findByRole('button', { name: 'Download for offline' })).toBeTruthy();
    await checkCode('ABCD2345EFGH');
    expect((await screen.findByRole('alert')).textContent).toContain('this device has no list');
  });

  it('drops a list of the older format (whole codes) and downloads the current one', async () => {
    const signer = await makeSigner();
    const bundle = await bundleFor(signer);
    const old = {
      bundle: { ...bundle, version: undefined, tickets: [{ code: 'ABCD2345EFGH', occurrenceId: 41 }] },
      title: 'Sauti Sol Live',
      downloadedAt: now.toISOString(),
      wipeAt: new Date(now.getTime() + 86_400_000).toISOString(),
    };
    await set('bundle:26', old, createStore('tikiti-check-in', 'offline'));
    const calls = mockApi({ ...me, '/api/host/check-in/events/26/offline': () => ({ json: bundle }) });
    renderHost('/host/validate-tickets?event=26', <ValidateTicketsPage />, { permission: 'checkIn' });
    expect(await screen.findByText(/3 tickets, downloaded/)).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/host/check-in/events/26/offline')).toHaveLength(1);
    const stored = await loadBundle(26);
    expect(stored?.bundle.version).toBe(2);
    expect(JSON.stringify(stored)).not.toContain('ABCD2345EFGH');
  });
});
