import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CANCELLATION_PREVIEW, meAs, mockApi, renderHost, SAUTI } from '../testing/test-utils.test-util';
import { CancelEventDialog } from './cancel-event';
import { componentTestHooks } from '@/test/hooks.test-util';

configure({ asyncUtilTimeout: 4000 });

componentTestHooks({ kiswahili: { areas: ['host'] } });

describe('CancelEventDialog in Kiswahili', () => {
  it('says in Kiswahili what cancelling would do, with Kiswahili amounts and dates', async () => {
    mockApi({
      '/api/host/me': () => ({ json: meAs(SAUTI) }),
      '/api/host/events/26/cancellations/preview': () => ({ json: CANCELLATION_PREVIEW }),
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
