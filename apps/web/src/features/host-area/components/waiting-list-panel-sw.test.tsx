import { screen, within } from '@testing-library/react';
import type { THostWaitlist } from '@tribe/contracts/waiting-list';
import { describe, expect, it } from 'vitest';
import { meAs, mockApi, renderHost, SAUTI } from '../testing/test-utils.test-util';
import { TransfersPanel } from './transfers-panel';
import { WaitingListPanel } from './waiting-list-panel';
import { componentTestHooks } from '@/test/hooks.test-util';

componentTestHooks({ kiswahili: { areas: ['host'] } });

const WAITLIST: THostWaitlist = {
  settings: { enabled: null, effective: true, offerWindowMinutes: 30, resaleAllowed: true, resaleFeePercent: 0 },
  returns: [],
  counts: { waiting: 1, offered: 0, taken: 0, lapsed: 0 },
  entries: [
    {
      id: 1,
      position: 1,
      status: 'waiting',
      name: 'Achieng Otieno',
      email: 'achieng@example.com',
      phone: null,
      quantity: 2,
      ticketTypeId: 3,
      ticketTypeName: 'Regular',
      occurrenceKey: 'single',
      startsAt: '2026-12-05T16:00:00.000Z',
      joinedAt: '2026-11-20T07:00:00.000Z',
      offeredAt: null,
      offerExpiresAt: null,
      orderReference: null,
    },
  ],
};

describe('The waiting list and tickets sent to friends in Kiswahili', { timeout: 20_000 }, () => {
  it('shows the settings, the line and the transfers in Kiswahili', async () => {
    mockApi({
      '/api/host/me': () => ({ json: meAs(SAUTI) }),
      '/api/host/events/26/waiting-list': () => ({ json: WAITLIST }),
      '/api/host/events/26/transfers': () => ({
        json: {
          items: [
            {
              id: 1,
              status: 'pending',
              fromName: 'Brian Otieno',
              toName: null,
              ticketCount: 2,
              createdAt: '2026-11-20T07:00:00.000Z',
              expiresAt: '2026-11-22T07:00:00.000Z',
              acceptedAt: null,
            },
          ],
        },
      }),
    });
    renderHost(
      '/host/events/26/tickets',
      <>
        <WaitingListPanel eventId={26} timeZone="Africa/Nairobi" />
        <TransfersPanel eventId={26} timeZone="Africa/Nairobi" transfersAllowed={false} />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Orodha ya kusubiri' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByRole('radio', { name: /^Kiotomatiki/ }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByLabelText('Muda wa ofa (dakika)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hifadhi mipangilio' })).toBeTruthy();
    expect(screen.getByTestId('waitlist-effective').textContent).toBe('Orodha ya kusubiri imewashwa kwa tukio hili.');
    const row = within(screen.getByTestId('waitlist-entry'));
    expect(row.getByLabelText('Nafasi ya 1').textContent).toBe('#1');
    expect(row.getByText('tiketi 2')).toBeTruthy();
    expect(row.getByText('Anasubiri')).toBeTruthy();
    expect(screen.getByText(/^1 anasubiri · ofa 0 zimetolewa · 0 zimechukuliwa$/)).toBeTruthy();

    expect(await screen.findByText('Kutoka kwa Brian Otieno', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Inasubiri kukubaliwa')).toBeTruthy();
    expect(screen.getByText(/Kutuma tiketi kumezimwa/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(
      /Waiting list|Save settings|Offer window|Position|Sent to friends|From /,
    );
  });
});
