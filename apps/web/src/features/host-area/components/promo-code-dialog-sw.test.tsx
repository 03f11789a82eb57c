import { fireEvent, screen, within } from '@testing-library/react';
import type { THostPromoCodes, TPromoCode } from '@tribe/contracts/promo-codes';
import { describe, expect, it } from 'vitest';
import { meAs, mockApi, renderHost, SAUTI } from '../testing/test-utils.test-util';
import { PromoCodesPanel } from './promo-codes-panel';
import { componentTestHooks } from '@/test/hooks.test-util';

componentTestHooks({ kiswahili: { areas: ['host'] } });

const EARLYBIRD: TPromoCode = {
  id: 1,
  code: 'EARLYBIRD',
  discountType: 'amount',
  discountValue: 500,
  maxUses: 50,
  usedCount: 12,
  startsAt: null,
  endsAt: null,
  ticketTypeIds: [],
  state: 'active',
  onOrders: true,
  archivedAt: null,
  createdAt: '2026-10-01T09:00:00.000Z',
};
const LIST: THostPromoCodes = {
  eventId: 26,
  ticketTypes: [{ id: 3, name: 'Regular', price: 1500, archived: false }],
  codes: [EARLYBIRD],
};

describe('PromoCodeDialog in Kiswahili', { timeout: 20_000 }, () => {
  it('lists and edits codes in Kiswahili, and checks the form in Kiswahili', async () => {
    mockApi({
      '/api/host/me': () => ({ json: meAs(SAUTI) }),
      '/api/host/events/26/promo-codes': () => ({ json: LIST }),
    });
    renderHost('/host/events/26/tickets', <PromoCodesPanel eventId={26} timeZone="Africa/Nairobi" />);
    const row = within((await screen.findByText('EARLYBIRD', {}, { timeout: 5000 })).closest('li')!);
    expect(row.getByText(/^Punguzo la Ksh\s500 kwa oda$/)).toBeTruthy();
    expect(row.getByText('Umetumika 12 / 50')).toBeTruthy();
    expect(row.getByText('Unatumika')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Msimbo mpya' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Msimbo mpya wa punguzo' }));
    expect(dialog.getByText('Asilimia')).toBeTruthy();
    expect(dialog.getByText(/^Kwa saa za tukio \(Africa\/Nairobi\)/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Unda msimbo' }));
    expect(dialog.getByText('Tumia herufi 3 hadi 32.')).toBeTruthy();
    expect(dialog.getByText('Weka namba kamili iliyo juu ya 0.')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Ghairi' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Promo codes|Create code|Percentage/);
  });
});
