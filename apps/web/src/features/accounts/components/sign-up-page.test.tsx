import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readPendingVerification } from '../pending-verification';
import { SignUpPage } from './sign-up-page';
import { accountTestHooks, mockApi, renderAt } from './test-utils.test-util';

accountTestHooks();

function fill(values: Partial<Record<string, string>> = {}) {
  const all = {
    'First name': 'Wanjiku',
    'Last name': 'Kamau',
    Username: 'wkamau',
    Email: 'wanjiku@example.co.ke',
    'Phone number': '0712 345 678',
    Password: 'Tembo-Kubwa-2026',
    ...values,
  };
  for (const [label, value] of Object.entries(all)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: /^Create (host )?account$/ }));

describe('SignUpPage', () => {
  it('sends a host sign-up with the phone as +254… and goes on to verify', async () => {
    const calls = mockApi({ '/api/auth/signup': () => ({ json: { success: true, userId: 5, message: '' } }) });
    renderAt('/auth/signup?type=host&returnTo=%2Fevents', <SignUpPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Start hosting on Tikiti');
    fill();
    submit();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/auth/verify'));
    expect(calls[0]).toMatchObject({
      path: '/api/auth/signup',
      body: {
        firstName: 'Wanjiku',
        lastName: 'Kamau',
        username: 'wkamau',
        email: 'wanjiku@example.co.ke',
        phone: '+254712345678',
        password: 'Tembo-Kubwa-2026',
        type: 'host',
      },
    });
    expect(readPendingVerification()).toMatchObject({
      email: 'wanjiku@example.co.ke',
      type: 'signup',
      returnTo: '/events',
    });
  });

  it('shows each problem beside its field and sends nothing', () => {
    const calls = mockApi({});
    renderAt('/auth/signup', <SignUpPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create your account');
    fill({ 'Phone number': '12345', Password: 'short', Email: 'not-an-email' });
    submit();
    expect(screen.getByTestId('phone-message').textContent).toMatch(/Kenyan mobile number/);
    expect(screen.getByTestId('password-message').textContent).toMatch(/at least 8/);
    expect(screen.getByTestId('email-message').textContent).toMatch(/valid email/);
    expect(screen.getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it("puts the server's field message beside the field it names", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      '/api/auth/signup': () => ({
        status: 409,
        json: { code: 'validation_failed', message: 'Invalid body: username: is already taken' },
      }),
    });
    renderAt('/auth/signup', <SignUpPage />);
    fill();
    submit();
    await waitFor(() => expect(screen.getByTestId('username-message').textContent).toBe('Is already taken.'));
  });

  it("shows the spec's texts when refused without a message and when the call fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = false;
    mockApi({ '/api/auth/signup': () => (fail ? new TypeError('offline') : { json: { success: false } }) });
    renderAt('/auth/signup', <SignUpPage />);
    fill();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Signup failed. Please try again.');
    fail = true;
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('An error occurred during signup. Please try again.'),
    );
  });

  it('moves the strength meter as the password grows', () => {
    mockApi({});
    renderAt('/auth/signup', <SignUpPage />);
    fill({ Password: 'tembokubwa1' });
    const weak = Number(screen.getByTestId('password-strength').getAttribute('data-score'));
    fill({ Password: 'Tembo-Kubwa-2026' });
    expect(Number(screen.getByTestId('password-strength').getAttribute('data-score'))).toBeGreaterThan(weak);
    expect(screen.getByTestId('password-strength').textContent).toBe('Very strong password');
  });
});
