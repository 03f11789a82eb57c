import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { THostBalances, THostPayout, THostSettings } from '@tribe/contracts/host-settings';
import { describe, expect, it, vi } from 'vitest';
import { apiError, meAs, mockApi, renderHost, SAUTI } from '@/features/host-area/testing/test-utils.test-util';
import { HostSettings } from './host-settings';
import { balance, SETTINGS, ZERO } from './host-settings.test-util';
import { componentTestHooks } from '@/test/hooks.test-util';

// A busy machine can take more than the default second to settle a mutation and its toast.
configure({ asyncUtilTimeout: 5_000 });

componentTestHooks({ resizeObserver: true });

const EMPTY_IDENTITY: THostSettings = {
  ...SETTINGS,
  identity: { legalName: null, kraPin: null, idNumberMasked: null },
  payoutRequirements: ['legal_name', 'kra_pin', 'id_number'],
};

const BALANCES: THostBalances = {
  events: [
    balance({ gross: 15_000, fees: 750, refunds: 5_000, payouts: 4_000, net: 5_250, available: 5_250 }),
    balance({
      eventId: 27,
      title: 'Jazz Brunch',
      lastEndsAt: '2026-12-20T14:00:00.000Z',
      ended: false,
      state: 'payable_after_event',
      gross: 3_000,
      fees: 150,
      net: 2_850,
      payableAfterEvent: 2_850,
    }),
    balance({
      eventId: 28,
      title: 'Comedy Night',
      state: 'owed',
      gross: 2_000,
      payouts: 1_900,
      refunds: 2_000,
      fees: 100,
      net: -2_000,
      owed: 2_000,
    }),
  ],
  totals: { ...ZERO, gross: 20_000, net: 6_100, available: 5_250, payableAfterEvent: 2_850, owed: 2_000 },
};
const PAYOUT: THostPayout = {
  id: 4,
  eventId: 26,
  eventTitle: 'Sauti Sol Live',
  amount: 5_250,
  status: 'requested',
  destinationMasked: 'M-Pesa •••• 678',
  reference: null,
  requestedAt: '2026-10-06T09:00:00.000Z',
  decidedAt: null,
  paidAt: null,
};

const me = { '/api/host/me': () => ({ json: meAs(SAUTI) }) };
const show = (tab = '') =>
  renderHost(`/host/settings${tab ? `?tab=${tab}` : ''}`, <HostSettings />, {
    path: '/host/settings',
    permission: 'settings',
  });

describe('SettingsPage', { timeout: 30_000 }, () => {
  it('shows placeholders while the settings load', async () => {
    mockApi(me);
    const real = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('/api/host/settings') ? new Promise<Response>(() => {}) : real(input, init),
    );
    show();
    await screen.findByRole('tab', { name: 'Profile', selected: true });
    expect(document.querySelectorAll('.animate-pulse').length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('Public name')).toBeNull();
  });

  it('says when the settings could not load, and tries again', async () => {
    mockApi({
      ...me,
      '/api/host/settings': (_b, n) => (n === 0 ? apiError(500, 'internal_error') : { json: SETTINGS }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(((await screen.findByLabelText('Public name')) as HTMLInputElement).value).toBe('Sauti Events');
  });

  it('checks the vendor profile before sending it, then saves what the server stored', async () => {
    const calls = mockApi({
      ...me,
      'GET /api/host/settings': () => ({ json: SETTINGS }),
      'PUT /api/host/settings/profile': () => ({
        json: {
          ...SETTINGS,
          profile: { ...SETTINGS.profile, website: 'https://sautievents.co.ke/', phone: '+254722000111' },
        },
      }),
    });
    show();
    const phone = await screen.findByLabelText('Contact phone');
    fireEvent.change(phone, { target: { value: '0812' } });
    fireEvent.change(screen.getByLabelText('Contact email'), { target: { value: 'nope' } });
    fireEvent.change(screen.getByLabelText('Website (optional)'), { target: { value: 'not a site' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Enter a Kenyan mobile number such as 0712 345 678.')).toBeTruthy();
    expect(screen.getByText('Enter an email like name@example.com.')).toBeTruthy();
    expect(screen.getByText('Enter a web address such as savannahsounds.co.ke.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(phone, { target: { value: '0722 000 111' } });
    fireEvent.change(screen.getByLabelText('Contact email'), { target: { value: 'hello@sauti.co.ke' } });
    fireEvent.change(screen.getByLabelText('Website (optional)'), { target: { value: 'sautievents.co.ke' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      vendorName: 'Sauti Events',
      phone: '0722 000 111',
      email: 'hello@sauti.co.ke',
      bio: 'Live music in Nairobi.',
      website: 'sautievents.co.ke',
    });
    expect(put.headers['x-host-id']).toBeUndefined();
    await waitFor(() =>
      expect((screen.getByLabelText('Website (optional)') as HTMLInputElement).value).toBe(
        'https://sautievents.co.ke/',
      ),
    );
  });

  it('shows a name another host uses under the name field', async () => {
    mockApi({
      ...me,
      'GET /api/host/settings': () => ({ json: SETTINGS }),
      'PUT /api/host/settings/profile': () =>
        apiError(409, 'vendor_name_taken', 'Another host already uses that name. Please choose another.'),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
    const name = screen.getByLabelText('Public name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Another host already uses that name. Please choose another.')).toBeTruthy();
  });

  it('shows the payout method only masked, and asks for the password to change it', async () => {
    const calls = mockApi({
      ...me,
      'GET /api/host/settings': () => ({ json: SETTINGS }),
      'PUT /api/host/settings/payout-method': (_b, n) =>
        n === 0
          ? apiError(400, 'password_incorrect', 'password: That password is not right.')
          : { json: { ...SETTINGS, payoutMethod: { method: 'bank', masked: 'KCB •••• 9012' } } },
    });
    show('payouts');
    const method = within(await screen.findByRole('region', { name: 'Payout method' }));
    expect(method.getByText('M-Pesa •••• 678')).toBeTruthy();
    fireEvent.click(method.getByRole('button', { name: 'Change' }));
    fireEvent.click(method.getByText('Bank'));
    fireEvent.change(method.getByLabelText('Account number'), { target: { value: '12ab' } });
    fireEvent.click(method.getByRole('button', { name: 'Save payout method' }));
    expect(await method.findByText('Enter the account number: 6 to 20 digits.')).toBeTruthy();
    expect(method.getByText('Enter the bank name.')).toBeTruthy();
    expect(method.getByText('Enter your password to make this change.')).toBeTruthy();

    fireEvent.change(method.getByLabelText('Bank name'), { target: { value: 'KCB' } });
    fireEvent.change(method.getByLabelText('Account number'), { target: { value: '1234 5678 9012' } });
    fireEvent.change(method.getByLabelText('Account name'), { target: { value: 'Sauti Events Ltd' } });
    fireEvent.change(method.getByLabelText('Your password'), { target: { value: 'wrong' } });
    fireEvent.click(method.getByRole('button', { name: 'Save payout method' }));
    expect(await method.findByText('That password is not right.')).toBeTruthy();
    fireEvent.change(method.getByLabelText('Your password'), { target: { value: 'Right#Password1' } });
    fireEvent.click(method.getByRole('button', { name: 'Save payout method' }));
    expect(await method.findByText('KCB •••• 9012')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)!.body).toEqual({
      method: 'bank',
      bankName: 'KCB',
      accountNumber: '1234 5678 9012',
      accountName: 'Sauti Events Ltd',
      password: 'Right#Password1',
    });
  });

  it('asks for the identity a payout needs, checking the KRA PIN and ID number first', async () => {
    const calls = mockApi({
      ...me,
      'GET /api/host/settings': () => ({ json: EMPTY_IDENTITY }),
      'PUT /api/host/settings/identity': () => ({ json: SETTINGS }),
    });
    show('payouts');
    const identity = within(await screen.findByRole('region', { name: 'Identity for payouts' }));
    fireEvent.change(identity.getByLabelText('Legal name'), { target: { value: 'Sauti Events Ltd' } });
    fireEvent.change(identity.getByLabelText('KRA PIN'), { target: { value: 'p0512' } });
    fireEvent.change(identity.getByLabelText('ID number'), { target: { value: '12a' } });
    fireEvent.click(identity.getByRole('button', { name: 'Save identity' }));
    expect(
      await identity.findByText('Enter the KRA PIN: a letter, 9 digits and a letter, like A123456789B.'),
    ).toBeTruthy();
    expect(identity.getByText('Enter the ID number: 6 to 9 digits.')).toBeTruthy();
    expect((identity.getByLabelText('KRA PIN') as HTMLInputElement).value).toBe('P0512');
    expect(identity.queryByLabelText('Your password')).toBeNull();

    fireEvent.change(identity.getByLabelText('KRA PIN'), { target: { value: 'p051234567q' } });
    fireEvent.click(identity.getByText('Passport'));
    fireEvent.change(identity.getByLabelText('Passport number'), { target: { value: 'AK1234567' } });
    fireEvent.click(identity.getByRole('button', { name: 'Save identity' }));
    expect(await screen.findByText('Identity saved')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      legalName: 'Sauti Events Ltd',
      kraPin: 'P051234567Q',
      idType: 'passport',
      idNumber: 'AK1234567',
    });
    expect(await identity.findByText('National ID •••• 321')).toBeTruthy();
  });

  it('shows balances per event with their state, and requests a payout of an ended event', async () => {
    const calls = mockApi({
      ...me,
      'GET /api/host/settings': () => ({ json: SETTINGS }),
      '/api/host/balances': (_b, n) =>
        n === 0
          ? { json: BALANCES }
          : {
              json: {
                ...BALANCES,
                events: [{ ...BALANCES.events[0]!, state: 'payout_requested', available: 0, pendingPayouts: 5_250 }],
              },
            },
      'GET /api/host/payouts': (_b, n) => ({ json: n === 0 ? [] : [PAYOUT] }),
      'POST /api/host/payouts': () => ({ status: 201, json: PAYOUT }),
    });
    show('balances');
    const ended = within(await screen.findByRole('listitem', { name: 'Sauti Sol Live' }));
    expect(ended.getByText('Available')).toBeTruthy();
    const figures = ended.getByLabelText('Money for Sauti Sol Live');
    expect(figures.textContent).toMatch(/Gross.*15,000.*Fees.*750.*Refunds.*5,000.*Paid out.*4,000.*Net.*5,250/);
    expect(
      within(screen.getByRole('listitem', { name: 'Jazz Brunch' })).getByText('Payable after the event'),
    ).toBeTruthy();
    const owed = within(screen.getByRole('listitem', { name: 'Comedy Night' }));
    expect(owed.getAllByText('Owed').length).toBeGreaterThan(0);
    expect(owed.queryByRole('button')).toBeNull();
    expect(screen.getByText('No payout requests yet.')).toBeTruthy();

    fireEvent.click(ended.getByRole('button', { name: /Request KES\s5,250/ }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText(/to M-Pesa •••• 678/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Request payout' }));
    expect(await screen.findByText(/KES\s5,250\. We will email you when it is sent\./)).toBeTruthy();
    expect(await ended.findByText('Payout requested')).toBeTruthy();
    expect(ended.queryByRole('button', { name: /Request/ })).toBeNull();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ eventId: 26 });
    const history = within(screen.getByRole('region', { name: 'Payout requests' }));
    expect(await history.findByText('Sauti Sol Live')).toBeTruthy();
    expect(history.getByText('Requested')).toBeTruthy();
  });

  it('says what is missing before payouts can be requested, and leads to it', async () => {
    mockApi({
      ...me,
      'GET /api/host/settings': () => ({ json: EMPTY_IDENTITY }),
      '/api/host/balances': () => ({ json: BALANCES }),
      'GET /api/host/payouts': () => ({ json: [] }),
    });
    show('balances');
    expect(await screen.findByText('Still needed: legal name, KRA PIN, ID or passport number.')).toBeTruthy();
    const ended = within(await screen.findByRole('listitem', { name: 'Sauti Sol Live' }));
    expect((ended.getByRole('button', { name: /Request/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add payout details' }));
    expect(await screen.findByRole('tab', { name: 'Payout details', selected: true })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/host/settings?tab=payouts');
  });

  it('shows the server’s reason when a payout request is refused', async () => {
    mockApi({
      ...me,
      'GET /api/host/settings': () => ({ json: SETTINGS }),
      '/api/host/balances': () => ({ json: BALANCES }),
      'GET /api/host/payouts': () => ({ json: [] }),
      'POST /api/host/payouts': () =>
        apiError(409, 'payout_details_missing', 'Before requesting a payout, add your KRA PIN in Settings.'),
    });
    show('balances');
    const ended = within(await screen.findByRole('listitem', { name: 'Sauti Sol Live' }));
    fireEvent.click(ended.getByRole('button', { name: /Request/ }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Request payout' }));
    expect(await ended.findByText('Before requesting a payout, add your KRA PIN in Settings.')).toBeTruthy();
  });

  it('invites a host with no sales to create an event', async () => {
    mockApi({
      ...me,
      'GET /api/host/settings': () => ({ json: SETTINGS }),
      '/api/host/balances': () => ({ json: { events: [], totals: ZERO } }),
      'GET /api/host/payouts': () => ({ json: [] }),
    });
    show('balances');
    expect(await screen.findByText('No sales yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an event' }).getAttribute('href')).toBe('/host/create-event');
  });

  it('says when balances could not load, and tries again', async () => {
    mockApi({
      ...me,
      'GET /api/host/settings': () => ({ json: SETTINGS }),
      '/api/host/balances': (_b, n) => (n === 0 ? apiError(500, 'internal_error') : { json: BALANCES }),
      'GET /api/host/payouts': () => ({ json: [] }),
    });
    show('balances');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Sauti Sol Live' })).toBeTruthy();
  });
});
