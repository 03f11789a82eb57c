import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  googleSignInDestination,
  HOST_DASHBOARD_FLAG,
  signedInAuthPageDestination,
  signInDestination,
  takeHostDashboardFlag,
  verifiedDestination,
  withoutGoogleAuthMarker,
} from './auth-redirects';

const host = { isHost: true };
const attendee = { isHost: false };
const at = (pathname: string, search = '') => ({ pathname, search });

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('after Google sign-in', () => {
  it('sends a host to onboarding when it is needed, otherwise to the dashboard', async () => {
    expect(await googleSignInDestination(host, at('/'), async () => ({ needsOnboarding: true }))).toBe(
      '/host/onboarding',
    );
    expect(await googleSignInDestination(host, at('/'), async () => ({ needsOnboarding: false }))).toBe(
      '/host/dashboard',
    );
  });

  it('sends a host to the dashboard when the host-status check fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = async () => {
      throw new Error('500: boom');
    };
    expect(await googleSignInDestination(host, at('/auth/signin'), failing)).toBe('/host/dashboard');
    expect(logged).toHaveBeenCalled();
  });

  it('sends a non-host asking to host to onboarding, off an /auth/ page to /, else nowhere', async () => {
    const status = vi.fn();
    expect(await googleSignInDestination(attendee, at('/auth/signup', '?type=host'), status)).toBe('/host/onboarding');
    expect(await googleSignInDestination(attendee, at('/auth/signin'), status)).toBe('/');
    expect(await googleSignInDestination(attendee, at('/checkout/4/payment'), status)).toBeNull();
    expect(status).not.toHaveBeenCalled();
  });

  it('removes only the marker from the address', () => {
    expect(withoutGoogleAuthMarker('?googleAuth=success')).toBe('');
    expect(withoutGoogleAuthMarker('?type=host&googleAuth=success')).toBe('?type=host');
  });
});

describe('after password sign-in', () => {
  it('returns a non-host to returnTo, else to /, without the dashboard flag', async () => {
    const status = vi.fn();
    expect(await signInDestination(attendee, '/checkout/9/payment', status, sessionStorage)).toBe(
      '/checkout/9/payment',
    );
    expect(await signInDestination(attendee, null, status, sessionStorage)).toBe('/');
    expect(status).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(HOST_DASHBOARD_FLAG)).toBeNull();
  });

  it('flags a host who needs no onboarding, so the next load of / goes to the dashboard once', async () => {
    expect(await signInDestination(host, null, async () => ({ needsOnboarding: false }), sessionStorage)).toBe('/');
    expect(sessionStorage.getItem(HOST_DASHBOARD_FLAG)).not.toBeNull();
    expect(takeHostDashboardFlag(sessionStorage)).toBe(true);
    expect(takeHostDashboardFlag(sessionStorage)).toBe(false);
  });

  it('sends a host who must finish onboarding there, unflagged', async () => {
    expect(await signInDestination(host, '/events', async () => ({ needsOnboarding: true }), sessionStorage)).toBe(
      '/host/onboarding',
    );
    expect(sessionStorage.getItem(HOST_DASHBOARD_FLAG)).toBeNull();
  });

  it('decides nothing for a host when host-status fails (the onboarding check runs later)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = async () => {
      throw new Error('503: down');
    };
    expect(await signInDestination(host, null, failing, sessionStorage)).toBe('/');
    expect(sessionStorage.getItem(HOST_DASHBOARD_FLAG)).toBeNull();
  });
});

describe('other redirects', () => {
  it('sends a verified host sign-up to onboarding, anyone else back or home', () => {
    expect(verifiedDestination(true, '/checkout/1/payment')).toBe('/host/onboarding');
    expect(verifiedDestination(false, '/checkout/1/payment')).toBe('/checkout/1/payment');
    expect(verifiedDestination(false, null)).toBe('/');
  });

  it('sends a signed-in person away from sign-in and sign-up', () => {
    expect(signedInAuthPageDestination(attendee, '?type=host', null)).toBe('/host/onboarding');
    expect(signedInAuthPageDestination(attendee, '', '/events/3')).toBe('/events/3');
    expect(signedInAuthPageDestination(attendee, '', null)).toBe('/');
    expect(signedInAuthPageDestination(host, '?type=host', null)).toBe('/host/dashboard');
  });

  it('never follows a returnTo that leaves the site, wherever it came from', async () => {
    const status = vi.fn();
    for (const evil of ['/.//evil.example/phish', '//evil.example', '/a/..//x']) {
      expect(await signInDestination(attendee, evil, status, sessionStorage), evil).toBe('/');
      expect(verifiedDestination(false, evil), evil).toBe('/');
      expect(signedInAuthPageDestination(attendee, '', evil), evil).toBe('/');
    }
  });
});
