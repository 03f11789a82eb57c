import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '@/lib/auth';
import { savePendingVerification } from '../pending-verification';
import { VerifyPage } from './verify-page';
import { accountTestHooks, ATTENDEE, HOST, mockApi, renderAt } from './test-utils.test-util';

accountTestHooks();

const enterCode = (code = '123456') => {
  fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify email' }));
};

describe('VerifyPage', () => {
  it('verifies with the spec payload, sets the user and sends a host sign-up to onboarding', async () => {
    const calls = mockApi({
      '/api/auth/verify': () => ({ json: { success: true, message: 'Verified', user: HOST, isHostSignup: true } }),
    });
    savePendingVerification({ email: 'wanjiku@example.co.ke', type: 'signup', sentAt: Date.now() });
    const queryClient = renderAt('/auth/verify', <VerifyPage />);
    enterCode('123 456');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/host/onboarding'));
    expect(calls[0]).toMatchObject({
      path: '/api/auth/verify',
      body: { email: 'wanjiku@example.co.ke', otp: '123456', type: 'signup' },
    });
    expect(queryClient.getQueryData(meQueryKey)).toMatchObject({ id: 7 });
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toMatchObject({ id: 7 });
    expect(sessionStorage.getItem('pendingVerification')).toBeNull();
  });

  it('returns an attendee to where they started', async () => {
    mockApi({ '/api/auth/verify': () => ({ json: { success: true, user: ATTENDEE, isHostSignup: false } }) });
    savePendingVerification({ email: 'b@example.co.ke', type: 'signup', sentAt: Date.now(), returnTo: '/events/9' });
    renderAt('/auth/verify', <VerifyPage />);
    enterCode();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/events/9'));
  });

  it("says 'Verification failed' when refused without a message, and the exception text on failure", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer: () => ReturnType<Parameters<typeof mockApi>[0][string]> = () => ({ json: { success: false } });
    mockApi({ '/api/auth/verify': () => answer() });
    renderAt('/auth/verify', <VerifyPage />, null, { email: 'b@example.co.ke' });
    enterCode();
    expect((await screen.findByRole('alert')).textContent).toBe('Verification failed');
    answer = () => ({ status: 503, json: { message: 'down' } });
    enterCode();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('An error occurred during verification. Please try again.'),
    );
  });

  it('counts down before offering a new code, then resends with the spec payload', async () => {
    const calls = mockApi({
      '/api/auth/resend-otp': () => ({ json: { success: true, message: 'A new code is on its way.' } }),
    });
    savePendingVerification({ email: 'b@example.co.ke', type: 'signup', sentAt: Date.now() - 59_000 });
    renderAt('/auth/verify', <VerifyPage />);
    expect(screen.getByTestId('resend-countdown').textContent).toMatch(/0:01/);
    fireEvent.click(await screen.findByRole('button', { name: 'Send a new code' }, { timeout: 3000 }));
    expect(await screen.findByText('A new code is on its way.')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      path: '/api/auth/resend-otp',
      body: { email: 'b@example.co.ke', type: 'signup' },
    });
    expect(screen.getByTestId('resend-countdown').textContent).toMatch(/1:00|0:59/);
  });

  it("shows the spec's resend failure text and waits out a 429", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer: () => ReturnType<Parameters<typeof mockApi>[0][string]> = () => new TypeError('Failed to fetch');
    mockApi({ '/api/auth/resend-otp': () => answer() });
    renderAt('/auth/verify', <VerifyPage />, null, { email: 'b@example.co.ke' });
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An error occurred while resending the verification code. Please try again.',
    );
    answer = () => ({
      status: 429,
      json: { code: 'rate_limited', message: 'Please wait.' },
      headers: { 'Retry-After': '45' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please wait.'));
    expect(screen.getByTestId('resend-countdown').textContent).toMatch(/0:45/);
  });
});
