import { configure, screen, within } from '@testing-library/react';
import type { TCancellationPreview } from '@tribe/contracts/cancellation';
import { describe, expect, it } from 'vitest';
import { meAs, mockApi, renderHost, SAUTI } from '../testing/test-utils.test-util';
import { CancelEventDialog } from './cancel-event';
import { componentTestHooks } from '@/test/hooks.test-util';

configure({ asyncUtilTimeout: 4000 });

componentTestHooks({ kiswahili: { areas: ['host'] } });

const impact = (over: Partial<TCancellationPreview['event']> = {}) => ({
  paidOrders: 0,
  refundTotal: 0,
  reservations: 0,
  holds: 0,
  tickets: 0,
  ...over,
});
const PREVIEW: TCancellationPreview = {
  eventId: 26,
  timeZone: 'Africa/Nairobi',
  eventType: 'multiple-shows',
  canCancelEvent: true,
  event: impact({ paidOrders: 2, refundTotal: 6390, reservations: 1, holds: 1, tickets: 5 }),
  dates: [
    {
      key: 'show:7',
      date: '2026-12-05',
      startsAt: '2026-12-05T16:00:00.000Z',
      cancelled: false,
      impact: impact({ paidOrders: 1, refundTotal: 3210, tickets: 2 }),
    },
    { key: 'show:8', date: '2026-12-06', startsAt: '2026-12-06T16:00:00.000Z', cancelled: false, impact: impact() },
  ],
};

describe('CancelEventDialog in Kiswahili', () => {
  it('says in Kiswahili what cancelling would do, with Kiswahili amounts and dates', async () => {
    mockApi({
      '/api/host/me': () => ({ json: meAs(SAUTI) }),
      '/api/host/events/26/cancellations/preview': () => ({ json: PREVIEW }),
    });
    renderHost(
      '/host/events',
      <CancelEventDialog eventId={26} eventTitle="Sauti Sol Live" open onOpenChange={() => {}} />,
    );
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Ughairi Sauti Sol Live?' }));
    const text = await dialog.findByText(/^Oda 2 zilizolipiwa zitarejeshewa pesa zote/);
    expect(text.textContent).toMatch(
      /^Oda 2 zilizolipiwa zitarejeshewa pesa zote \(Ksh\s6,390, pamoja na ada ya huduma\), nafasi 1 iliyohifadhiwa itaghairiwa na mnunuzi 1 anayelipa sasa hivi atasimamishwa\. Kila mnunuzi atapokea barua pepe kumjulisha\. Hili haliwezi kutenduliwa\.$/,
    );
    const options = dialog.getAllByRole('option').map((o) => o.textContent);
    expect(options[0]).toBe('Tukio zima');
    expect(options[1]).toMatch(/ · oda 1$/);
    expect(options[2]).toMatch(/ · hakuna oda$/);
    expect(options[1]).not.toMatch(/Dec|PM/);
    expect(dialog.getByLabelText('Ujumbe kwa wanunuzi (si lazima)')).toBeTruthy();
    expect(dialog.getByText('Utanukuliwa kwenye barua pepe yao. Zimebaki herufi 1,000.')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Ghairi na uwarejeshee wanunuzi pesa' })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Hapana, usighairi' })).toBeTruthy();
  });
});
