import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { HOST_DASHBOARD_FLAG } from '../auth-redirects';
import AuthEffects from './auth-effects';
import { ATTENDEE, HOST, mockApi, renderAt } from './test-utils.test-util';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(toast).mockClear();
  vi.useRealTimers();
  sessionStorage.clear();
});

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));

const where = () => screen.getByTestId('where').textContent;

describe('AuthEffects after Google sign-in', () => {
  it('welcomes, removes the marker and keeps a non-host where they were', async () => {
    mockApi({});
    renderAt('/events?googleAuth=success&q=jazz', <AuthEffects />, ATTENDEE);
    await waitFor(() => expect(where()).toBe('/events?q=jazz'));
    expect(toast).toHaveBeenCalledExactlyOnceWith({
      title: 'Welcome back',
      description: 'You have successfully signed in with Google.',
    });
  });

  it('sends a non-host from an /auth/ page to / and one asking to host to onboarding', async () => {
    mockApi({});
    renderAt('/auth/signin?googleAuth=success', <AuthEffects />, ATTENDEE);
    await waitFor(() => expect(where()).toBe('/'));
    cleanup();
    renderAt('/auth/signup?type=host&googleAuth=success', <AuthEffects />, ATTENDEE);
    await waitFor(() => expect(where()).toBe('/host/onboarding'));
  });

  it('sends a host to onboarding or the dashboard by host-status, the dashboard when it fails', async () => {
    mockApi({ '/api/auth/host-status': () => ({ json: { isHost: true, needsOnboarding: true } }) });
    renderAt('/?googleAuth=success', <AuthEffects />, HOST);
    await waitFor(() => expect(where()).toBe('/host/onboarding'));
    cleanup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ '/api/auth/host-status': () => ({ status: 500, json: { message: 'boom' } }) });
    renderAt('/?googleAuth=success', <AuthEffects />, HOST);
    await waitFor(() => expect(where()).toBe('/host/dashboard'));
  });

  it('only removes the marker when the sign-in did not take', async () => {
    mockApi({});
    renderAt('/?googleAuth=success', <AuthEffects />, null);
    await waitFor(() => expect(where()).toBe('/'));
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('AuthEffects for hosts', () => {
  it('sends a host from / to the dashboard once after a password sign-in', async () => {
    mockApi({ '/api/auth/host-status': () => ({ json: { needsOnboarding: false } }) });
    sessionStorage.setItem(HOST_DASHBOARD_FLAG, 'true');
    renderAt('/', <AuthEffects />, HOST);
    await waitFor(() => expect(where()).toBe('/host/dashboard'));
    expect(sessionStorage.getItem(HOST_DASHBOARD_FLAG)).toBeNull();
  });

  it('checks a host 500 ms after load and forces onboarding when it is needed', async () => {
    vi.useFakeTimers();
    const calls = mockApi({ '/api/auth/host-status': () => ({ json: { needsOnboarding: true } }) });
    renderAt('/events', <AuthEffects />, HOST);
    await act(async () => vi.advanceTimersByTime(499));
    expect(calls.filter((c) => c.path === '/api/auth/host-status')).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(1));
    await act(async () => {
      await vi.runOnlyPendingTimersAsync();
    });
    expect(where()).toBe('/host/onboarding');
  });

  it('leaves a host on onboarding alone, and never checks a non-host', async () => {
    vi.useFakeTimers();
    const calls = mockApi({ '/api/auth/host-status': () => ({ json: { needsOnboarding: true } }) });
    renderAt('/host/onboarding', <AuthEffects />, HOST);
    await act(async () => vi.advanceTimersByTime(1000));
    cleanup();
    renderAt('/events', <AuthEffects />, ATTENDEE);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(calls.filter((c) => c.path === '/api/auth/host-status')).toHaveLength(0);
  });
});

describe('AuthEffects on the Google callback path', () => {
  it('asks for the current user every 3 s there, and not elsewhere', async () => {
    vi.useFakeTimers();
    const calls = mockApi({ '/api/auth/me': () => ({ status: 401, json: { message: 'signed out' } }) });
    renderAt('/api/auth/google/callback', <AuthEffects />, null);
    for (let i = 0; i < 3; i++) await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(calls.filter((c) => c.path === '/api/auth/me')).toHaveLength(3);
    cleanup();
    calls.length = 0;
    renderAt('/events', <AuthEffects />, null);
    for (let i = 0; i < 3; i++) await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(calls.filter((c) => c.path === '/api/auth/me')).toHaveLength(0);
  });
});
