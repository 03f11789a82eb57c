import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TWaitlistEntry } from '@tribe/contracts/waiting-list';
import { MyTickets } from './my-tickets';
import { mockApi, renderWith, USER } from './test-utils.test-util';

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const entry = (over: Partial<TWaitlistEntry>): TWaitlistEntry => ({
  token: 'tok_waitingwaitingwaiting1',
  status: 'waiting',
  position: 2,
  quantity: 2,
  eventId: 26,
  eventExternalId: 'sauti-sol-live',
  eventName: 'Sauti Sol Live',
  ticketTypeId: 11,
  ticketTypeName: 'VIP',
  occurrenceKey: 'single',
  startsAt: '2026-12-05T16:00:00.000Z',
  locale: 'en',
  offer: null,
  joinedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('My tickets: places in waiting lists', () => {
  it('shows each place in line and an open offer with Pay now, even with no tickets yet', async () => {
    mockApi({
      'GET /api/profile/tickets': () => ({ json: { upcoming: [], past: [], received: [] } }),
      'GET /api/waiting-list': () => ({
        json: {
          entries: [
            entry({}),
            entry({
              token: 'tok_offeredofferedoffered2',
              status: 'offered',
              position: null,
              quantity: 1,
              eventName: 'Blankets and Wine',
              offer: { orderToken: 'tok_ORDERORDERORDERORDER', expiresAt: '2026-12-01T10:30:00.000Z' },
            }),
            entry({ token: 'tok_lapsedlapsedlapsedlap3', status: 'lapsed', eventName: 'Gone Night' }),
          ],
        },
      }),
    });
    renderWith(<MyTickets />, USER);
    const rows = await screen.findAllByTestId('my-waiting-list');
    expect(rows).toHaveLength(2);
    const waiting = within(rows[0]!);
    expect(waiting.getByText('Sauti Sol Live')).toBeTruthy();
    expect(waiting.getByText('Number 2 in line')).toBeTruthy();
    expect(rows[0]!.textContent).toContain('VIP · 2 tickets');
    expect(waiting.getByRole('link', { name: 'See your place' }).getAttribute('href')).toBe(
      '/waiting-list/tok_waitingwaitingwaiting1',
    );
    const offered = within(rows[1]!);
    expect(offered.getByText('Your places are held until Dec 1, 2026 1:30 PM')).toBeTruthy();
    expect(offered.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      '/checkout/26/payment?order=tok_ORDERORDERORDERORDER',
    );
    // No tickets yet: the empty state is still there under the lines.
    expect(screen.getByText('No tickets yet')).toBeTruthy();
  });
});
