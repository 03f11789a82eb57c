import { configure, fireEvent, screen, within } from '@testing-library/react';
import type { THostBalances } from '@tribe/contracts/host-settings';
import { describe, expect, it } from 'vitest';
import { meAs, mockApi, renderHost, SAUTI } from '@/features/host-area/testing/test-utils.test-util';
import { HostSettings } from './host-settings';
import { balance, SETTINGS, ZERO } from './host-settings.test-util';
import { componentTestHooks } from '@/test/hooks.test-util';

configure({ asyncUtilTimeout: 5_000 });

componentTestHooks({ resizeObserver: true, kiswahili: { areas: ['host'] } });

const BALANCES: THostBalances = {
  events: [balance({ gross: 15_000, fees: 750, net: 14_250, available: 14_250 })],
  totals: { ...ZERO, gross: 15_000, fees: 750, net: 14_250, available: 14_250 },
};
const show = (tab: string) =>
  renderHost(`/host/settings?tab=${tab}`, <HostSettings />, { path: '/host/settings', permission: 'settings' });

describe('SettingsPage in Kiswahili', { timeout: 30_000 }, () => {
  it('shows the payout details in Kiswahili, and checks the form in Kiswahili', async () => {
    mockApi({
      '/api/host/me': () => ({ json: meAs(SAUTI) }),
      'GET /api/host/settings': () => ({ json: SETTINGS }),
    });
    show('payouts');
    expect(await screen.findByRole('tab', { name: 'Taarifa za malipo', selected: true })).toBeTruthy();
    const method = within(await screen.findByRole('region', { name: 'Njia ya kupokea malipo' }));
    expect(method.getByText('M-Pesa •••• 678')).toBeTruthy();
    const identity = within(screen.getByRole('region', { name: 'Utambulisho wa malipo' }));
    // The server's masked number, with the document named in Kiswahili.
    expect(identity.getByText('Kitambulisho cha taifa •••• 321')).toBeTruthy();
    expect(identity.getByText('PIN ya KRA')).toBeTruthy();

    fireEvent.click(method.getByRole('button', { name: 'Badilisha' }));
    fireEvent.click(method.getByText('Benki'));
    fireEvent.change(method.getByLabelText('Namba ya akaunti'), { target: { value: '12ab' } });
    fireEvent.click(method.getByRole('button', { name: 'Hifadhi njia ya malipo' }));
    expect(await method.findByText('Weka namba ya akaunti: tarakimu 6 hadi 20.')).toBeTruthy();
    expect(method.getByText('Weka jina la benki.')).toBeTruthy();
    expect(method.getByText('Weka nenosiri lako ili kufanya mabadiliko haya.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Payout method|Account number|Save payout method/);
  });

  it('shows balances with Kiswahili amounts and dates', async () => {
    mockApi({
      '/api/host/me': () => ({ json: meAs(SAUTI) }),
      'GET /api/host/settings': () => ({ json: SETTINGS }),
      'GET /api/host/balances': () => ({ json: BALANCES }),
      'GET /api/host/payouts': () => ({ json: [] }),
    });
    show('balances');
    const event = within(await screen.findByRole('listitem', { name: 'Sauti Sol Live' }));
    expect(event.getByText('Inapatikana')).toBeTruthy();
    expect(event.getByRole('button', { name: /^Omba Ksh\s14,250$/ })).toBeTruthy();
    expect(event.getByText(/^Liliisha /).textContent).not.toMatch(/Oct|PM/);
    expect(screen.getByText('Bado hakuna maombi ya malipo.')).toBeTruthy();
    expect(document.body.textContent).not.toContain('KES');
  });
});
