import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '@/lib/auth';
import { ForgotPasswordPage } from './forgot-password-page';
import { accountTestHooks, ATTENDEE, mockApi, renderAt } from './test-utils.test-util';

accountTestHooks();

describe('ForgotPasswordPage', () => {
  it('asks for the code whatever the address, resets and ends signed out with a way to log in', async () => {
    const calls = mockApi({
      '/api/auth/forgot-password': () => ({
        json: { success: true, message: 'If an account exists, a code is on its way.' },
      }),
      '/api/auth/reset-password': () => ({ json: { success: true, message: 'Password updated.' } }),
    });
    const queryClient = renderAt('/auth/forgot-password', <ForgotPasswordPage />, ATTENDEE);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nobody@example.co.ke' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '654321' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Tembo-Kubwa-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByTestId('reset-done')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth/signin');
    expect(calls.map((c) => c.body)).toEqual([
      { email: 'nobody@example.co.ke' },
      { email: 'nobody@example.co.ke', otp: '654321', password: 'Tembo-Kubwa-2026' },
    ]);
    expect(queryClient.getQueryData(meQueryKey)).toBeNull();
  });

  it("keeps the code step and shows the server's reason when the code is wrong", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      '/api/auth/forgot-password': () => ({ json: { success: true } }),
      '/api/auth/reset-password': () => ({
        status: 400,
        json: { code: 'invalid_code', message: 'That code is not valid.' },
      }),
    });
    renderAt('/auth/forgot-password', <ForgotPasswordPage />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'b@example.co.ke' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
    fireEvent.change(await screen.findByLabelText('Verification code'), { target: { value: '111111' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Tembo-Kubwa-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('That code is not valid.'));
    expect(screen.queryByTestId('reset-done')).toBeNull();
  });
});
