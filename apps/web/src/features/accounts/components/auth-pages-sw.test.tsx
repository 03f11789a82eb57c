import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/i18n/i18n';
import { AccountOverview } from './account-overview';
import { ForgotPasswordPage } from './forgot-password-page';
import { SignInPage } from './sign-in-page';
import { SignUpPage } from './sign-up-page';
import { VerifyPage } from './verify-page';
import { ATTENDEE, HOST, mockApi, renderAt } from './test-utils.test-util';

beforeEach(async () => {
  await act(() => setLocale('sw'));
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  await act(() => setLocale('en'));
});

describe('account pages in Kiswahili', () => {
  it('sign in: labels, links and the form checks read in Kiswahili', async () => {
    mockApi({});
    renderAt('/auth/signin', <SignInPage />);
    expect(screen.getByRole('heading', { name: 'Karibu tena' })).toBeTruthy();
    expect(screen.getByLabelText('Jina la mtumiaji au barua pepe')).toBeTruthy();
    expect(screen.getByLabelText('Nenosiri')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Umesahau nenosiri?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ingia' }));
    await waitFor(() => expect(screen.getByText('Weka nenosiri lako.')).toBeTruthy());
    expect(screen.getByText('Weka jina lako la mtumiaji au barua pepe.')).toBeTruthy();
  });

  it('sign in: the failure text and the wait read in Kiswahili', async () => {
    mockApi({ '/api/auth/signin': () => ({ status: 500, json: {} }) });
    renderAt('/auth/signin', <SignInPage />);
    fireEvent.change(screen.getByLabelText('Jina la mtumiaji au barua pepe'), { target: { value: 'brian_o' } });
    fireEvent.change(screen.getByLabelText('Nenosiri'), { target: { value: 'Tembo-Kubwa-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ingia' }));
    await waitFor(() =>
      expect(screen.getByTestId('form-alert').textContent).toBe(
        'Hitilafu imetokea wakati wa kuingia. Tafadhali jaribu tena.',
      ),
    );
  });

  it('sign up: fields, name checks with their limit, and the strength word', async () => {
    mockApi({});
    renderAt('/auth/signup', <SignUpPage />);
    expect(screen.getByRole('heading', { name: 'Fungua akaunti yako' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Jina la kwanza'), { target: { value: 'a'.repeat(61) } });
    fireEvent.change(screen.getByLabelText('Nenosiri'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Jisajili' }));
    await waitFor(() => expect(screen.getByText('Jina lako la kwanza lisizidi herufi 50.')).toBeTruthy());
    expect(screen.getByText('Weka jina lako la mwisho.')).toBeTruthy();
    expect(screen.getByText('Tumia angalau herufi 8.')).toBeTruthy();
    expect(screen.getByTestId('password-strength').textContent).toContain('Dhaifu mno');
  });

  it('verify: the address in bold inside the Kiswahili sentence', () => {
    mockApi({});
    renderAt('/auth/verify', <VerifyPage />, null, { email: 'amina@example.com' });
    expect(screen.getByRole('heading', { name: 'Angalia barua pepe yako' })).toBeTruthy();
    const strong = screen.getByText('amina@example.com');
    expect(strong.tagName).toBe('STRONG');
    expect(strong.parentElement?.textContent).toBe(
      'Tumetuma nambari ya tarakimu 6 kwa amina@example.com. Itaisha muda baada ya dakika 10.',
    );
    expect(screen.getByRole('button', { name: 'Thibitisha barua pepe' })).toBeTruthy();
  });

  it('forgot password reads in Kiswahili', () => {
    mockApi({});
    renderAt('/auth/forgot-password', <ForgotPasswordPage />);
    expect(screen.getByRole('heading', { name: 'Umesahau nenosiri lako?' })).toBeTruthy();
    expect(screen.getByLabelText('Barua pepe')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tuma nambari ya kubadilisha' })).toBeTruthy();
  });

  it('the Account tab: a visitor, an attendee and a host read it in Kiswahili', () => {
    mockApi({});
    renderAt('/account', <AccountOverview />);
    expect(screen.getByRole('heading', { name: 'Akaunti yako ya Tikiti' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ingia' })).toBeTruthy();
    cleanup();
    renderAt('/account', <AccountOverview />, ATTENDEE);
    expect(screen.getByRole('link', { name: 'Wasifu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mipangilio' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Toka' })).toBeTruthy();
    cleanup();
    renderAt('/account', <AccountOverview />, HOST);
    expect(screen.getByRole('link', { name: 'Dashibodi' })).toBeTruthy();
    expect(screen.getByText('Mwandaaji')).toBeTruthy();
  });
});
