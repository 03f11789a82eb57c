import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { THostPromoCodes, TPromoCode } from '@tribe/contracts/promo-codes';
import { describe, expect, it } from 'vitest';
import { promoBodyOf, promoFormErrors, emptyPromoForm } from '../lib/promo-code-form';
import { PT } from '../promo-codes.texts';
import { apiError, meAs, mockApi, renderHost, SAUTI } from '../testing/test-utils.test-util';
import { PromoCodesPanel } from './promo-codes-panel';
import { componentTestHooks } from '@/test/hooks.test-util';

componentTestHooks();

const me = { '/api/host/me': () => ({ json: meAs(SAUTI) }) };
const URL_ = '/api/host/events/26/promo-codes';

function code(over: Partial<TPromoCode> = {}): TPromoCode {
  return {
    id: 1,
    code: 'EARLYBIRD',
    discountType: 'percent',
    discountValue: 20,
    maxUses: 50,
    usedCount: 12,
    startsAt: null,
    endsAt: '2026-11-30T20:59:00.000Z',
    ticketTypeIds: [],
    state: 'active',
    onOrders: true,
    archivedAt: null,
    createdAt: '2026-10-01T09:00:00.000Z',
    ...over,
  };
}

const LIST: THostPromoCodes = {
  eventId: 26,
  ticketTypes: [
    { id: 3, name: 'Regular', price: 1500, archived: false },
    { id: 4, name: 'VIP', price: 5000, archived: false },
  ],
  codes: [
    code(),
    code({
      id: 2,
      code: 'VIPFRIENDS',
      discountType: 'amount',
      discountValue: 1000,
      maxUses: null,
      usedCount: 3,
      endsAt: null,
      ticketTypeIds: [4],
    }),
    code({ id: 3, code: 'SPRING', state: 'archived', archivedAt: '2026-10-10T09:00:00.000Z' }),
  ],
};

const render = () => renderHost('/host/events/26/tickets', <PromoCodesPanel eventId={26} timeZone="Africa/Nairobi" />);

describe('PromoCodesPanel', { timeout: 20_000 }, () => {
  it('lists each code with its discount, tickets, uses and state; archived ones on request', async () => {
    mockApi({ ...me, [URL_]: () => ({ json: LIST }) });
    render();
    const list = within((await screen.findAllByTestId('promo-code-list', {}, { timeout: 5000 }))[0]!);
    const early = within(list.getByText('EARLYBIRD').closest('li')!);
    expect(early.getByText('20% off')).toBeTruthy();
    expect(early.getByText('All tickets', { exact: false })).toBeTruthy();
    expect(early.getByText('12 / 50 used')).toBeTruthy();
    expect(early.getByLabelText('Used by 12 of 50 orders')).toBeTruthy();
    expect(early.getByText('Active')).toBeTruthy();
    expect(early.getByText(/Until Nov 30, 2026 11:59 PM/)).toBeTruthy();
    const vip = within(list.getByText('VIPFRIENDS').closest('li')!);
    expect(vip.getByText(/KES.1,000 off the order/)).toBeTruthy();
    expect(list.getByText('VIPFRIENDS').closest('li')!.textContent).toMatch(/off the order · VIP/);
    expect(vip.getByText('3 used')).toBeTruthy();
    expect(screen.queryByText('SPRING')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: PT.showArchived(1) }));
    expect(screen.getByText('SPRING')).toBeTruthy();
    expect(screen.getByText('Archived')).toBeTruthy();
  });

  it('invites the first code when there is none, and offers a retry when loading fails', async () => {
    mockApi({
      ...me,
      [URL_]: (_b, n) => (n === 0 ? apiError(500, 'internal_error') : { json: { ...LIST, codes: [] } }),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: PT.retry }, { timeout: 5000 }));
    expect(await screen.findByText(PT.emptyTitle, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: PT.newCode })).toBeTruthy();
  });

  it('creates a code from the dialog, upper-cased, for chosen ticket types with a limit', async () => {
    const calls = mockApi({
      ...me,
      [`GET ${URL_}`]: () => ({ json: { ...LIST, codes: [] } }),
      [`POST ${URL_}`]: (body) => ({ status: 201, json: code({ ...(body as Partial<TPromoCode>), id: 9 }) }),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: PT.newCode }, { timeout: 5000 }));
    const dialog = within(await screen.findByRole('dialog'));
    // Nothing filled in: the form says what is missing and sends nothing.
    fireEvent.click(dialog.getByRole('button', { name: PT.create }));
    expect(dialog.getByText(PT.errors.codeLength)).toBeTruthy();
    expect(dialog.getByText(PT.errors.value)).toBeTruthy();
    fireEvent.change(dialog.getByLabelText(PT.code), { target: { value: 'vip friends' } });
    expect((dialog.getByLabelText(PT.code) as HTMLInputElement).value).toBe('VIPFRIENDS');
    fireEvent.click(dialog.getByLabelText(/Fixed amount/));
    fireEvent.change(dialog.getByLabelText(PT.amountValue), { target: { value: '1000' } });
    fireEvent.click(dialog.getByLabelText(PT.chooseTypes));
    fireEvent.click(dialog.getByRole('button', { name: PT.create }));
    expect(dialog.getByText(PT.errors.types)).toBeTruthy();
    fireEvent.click(dialog.getByLabelText('VIP'));
    fireEvent.change(dialog.getByLabelText(PT.maxUses), { target: { value: '25' } });
    fireEvent.change(dialog.getByLabelText(PT.endsAt), { target: { value: '2026-11-30T23:59' } });
    fireEvent.click(dialog.getByRole('button', { name: PT.create }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      code: 'VIPFRIENDS',
      discountType: 'amount',
      discountValue: 1000,
      maxUses: 25,
      startsAt: null,
      endsAt: '2026-11-30T20:59:00.000Z',
      ticketTypeIds: [4],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The toast's code loads with the first toast.
    expect(await screen.findByText(PT.created('VIPFRIENDS'), {}, { timeout: 8000 })).toBeTruthy();
  });

  it('shows the server’s word when the code is taken, under the code', async () => {
    mockApi({
      ...me,
      [`GET ${URL_}`]: () => ({ json: LIST }),
      [`POST ${URL_}`]: () =>
        apiError(409, 'promo_code_taken', 'This event already has a code EARLYBIRD (perhaps archived).'),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: PT.newCode }, { timeout: 5000 }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText(PT.code), { target: { value: 'EARLYBIRD' } });
    fireEvent.change(dialog.getByLabelText(PT.percentValue), { target: { value: '10' } });
    fireEvent.click(dialog.getByRole('button', { name: PT.create }));
    expect(await dialog.findByText(/already has a code EARLYBIRD/)).toBeTruthy();
  });

  it('edits a used code’s limit and dates only, and archives it after asking', async () => {
    const calls = mockApi({
      ...me,
      [`GET ${URL_}`]: () => ({ json: LIST }),
      [`PUT ${URL_}/1`]: (body) => ({ json: code(body as Partial<TPromoCode>) }),
      [`DELETE ${URL_}/1`]: () => ({ json: { removed: 'archived', code: code({ state: 'archived' }) } }),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: PT.editCode('EARLYBIRD') }, { timeout: 5000 }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(PT.lockedNote)).toBeTruthy();
    expect((dialog.getByLabelText(PT.code) as HTMLInputElement).disabled).toBe(true);
    expect((dialog.getByLabelText(PT.percentValue) as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText(PT.maxUses), { target: { value: '80' } });
    fireEvent.click(dialog.getByRole('button', { name: PT.save }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      code: 'EARLYBIRD',
      discountType: 'percent',
      discountValue: 20,
      maxUses: 80,
      endsAt: '2026-11-30T20:59:00.000Z',
      ticketTypeIds: [],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: PT.archiveCode('EARLYBIRD') }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText(PT.archiveText)).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: PT.archive }));
    expect(await screen.findByText(PT.archived('EARLYBIRD'))).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `${URL_}/1`)).toBe(true);
  });
});

describe('the promo code form', () => {
  it('checks what the server checks, and sends an empty list for all ticket types', () => {
    const f = { ...emptyPromoForm(), code: 'SUMMER', discountValue: '150' };
    expect(promoFormErrors(f, 'Africa/Nairobi')).toEqual({ discountValue: PT.errors.percent });
    expect(promoFormErrors({ ...f, discountValue: '15', code: 'A.B' }, null)).toEqual({ code: PT.errors.codeChars });
    expect(
      promoFormErrors({ ...f, discountValue: '15', startsAt: '2026-11-02T10:00', endsAt: '2026-11-01T10:00' }, null),
    ).toEqual({ endsAt: PT.errors.endBeforeStart });
    expect(promoFormErrors({ ...f, discountValue: '15', maxUses: '0' }, null)).toEqual({ maxUses: PT.errors.maxUses });
    expect(promoBodyOf({ ...f, discountValue: '15', ticketTypeIds: [4], allTypes: true }, null)).toMatchObject({
      code: 'SUMMER',
      discountValue: 15,
      ticketTypeIds: [],
      maxUses: null,
    });
  });
});
