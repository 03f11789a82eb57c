import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HOST_DASHBOARD_FLAG } from '../auth-redirects';
import { SignInPage } from './sign-in-page';
import { accountTestHooks, ATTENDEE, HOST, mockApi, renderAt } from './test-utils.test-util';

accountTestHooks();

function fillAndSubmit(remember = false) {
  fireEvent.change(screen.getByLabelText('Username or email'), { target: { value: ' brian_o ' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Tembo-Kubwa-2026' } });
  if (remember) fireEvent.click(screen.getByLabelText(/Remember me/));
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('SignInPage', () => {
  it('signs in with the spec payload, stores the user and returns to checkout', async () => {
    const calls = mockApi({ '/api/auth/signin': () => ({ json: { success: true, user: ATTENDEE, message: 'ok' } }) });
    renderAt('/auth/signin?returnTo=%2Fcheckout%2F12%2Fpayment', <SignInPage />);
    fillAndSubmit(true);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/checkout/12/payment'));
    expect(calls[0]).toMatchObject({
      path: '/api/auth/signin',
      body: { username: 'brian_o', password: 'Tembo-Kubwa-2026', rememberMe: true },
    });
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toMatchObject({ id: 8, username: 'brian_o' });
  });

  it('ignores a returnTo that leaves the site', async () => {
    mockApi({ '/api/auth/signin': () => ({ json: { success: true, user: ATTENDEE } }) });
    renderAt('/auth/signin?returnTo=%2F%2Fevil.example', <SignInPage />);
    fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
  });

  it('flags a host with onboarding done for the dashboard', async () => {
    mockApi({
      '/api/auth/signin': () => ({ json: { success: true, user: HOST } }),
      '/api/auth/host-status': () => ({ json: { success: true, isHost: true, needsOnboarding: false } }),
    });
    renderAt('/auth/signin', <SignInPage />);
    fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    expect(sessionStorage.getItem(HOST_DASHBOARD_FLAG)).not.toBeNull();
  });

  it("shows the server's refusal, or the spec's text when it gives none", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ '/api/auth/signin': () => ({ status: 401, json: { statusCode: 401, code: 'invalid_credentials' } }) });
    renderAt('/auth/signin', <SignInPage />);
    fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed. Please check your credentials.');
    expect(screen.getByTestId('where').textContent).toBe('/auth/signin');
  });

  it("shows the spec's exception text when the call fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ '/api/auth/signin': () => new TypeError('Failed to fetch') });
    renderAt('/auth/signin', <SignInPage />);
    fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred during login. Please try again.');
  });

  it('asks for both fields before sending anything', () => {
    const calls = mockApi({});
    renderAt('/auth/signin', <SignInPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Enter your username or email.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends a signed-in visitor on instead of showing the form', async () => {
    mockApi({});
    renderAt('/auth/signin?returnTo=%2Fevents%2F4', <SignInPage />, ATTENDEE);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/events/4'));
  });

  it('starts Google sign-in with a full-page link that keeps returnTo', () => {
    mockApi({});
    renderAt('/auth/signin?returnTo=%2Fcheckout%2F1%2Fpayment', <SignInPage />);
    expect(screen.getByRole('link', { name: 'Continue with Google' }).getAttribute('href')).toBe(
      '/api/auth/google?returnTo=%2Fcheckout%2F1%2Fpayment',
    );
  });
});
