import type { THostStatus } from './api/get-host-status';
import { sanitizeReturnTo } from './return-to';

/** Session storage key: set after a password sign-in by a host who needs no onboarding (spec section 4). */
export const HOST_DASHBOARD_FLAG = 'redirectHostToDashboard';
export const HOST_ONBOARDING_PATH = '/host/onboarding';
export const HOST_DASHBOARD_PATH = '/host/dashboard';
/** Spec section 9: how long after load a signed-in host's onboarding is checked. */
export const HOST_ONBOARDING_CHECK_MS = 500;
/** Spec section 9: how often the current user is asked for on the Google callback path. */
export const CALLBACK_POLL_MS = 3000;
export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';

interface TWho {
  isHost: boolean;
}

/**
 * After a Google sign-in (spec section 4): a host goes to onboarding when it is needed, else to the
 * dashboard, and to the dashboard when the host-status call fails; a non-host whose address has
 * type=host goes to onboarding; a non-host on an /auth/ page goes to /. Null: stay.
 */
export async function googleSignInDestination(
  user: TWho,
  location: { pathname: string; search: string },
  fetchHostStatus: () => Promise<THostStatus>,
): Promise<string | null> {
  if (user.isHost) {
    try {
      const status = await fetchHostStatus();
      return status.needsOnboarding === true ? HOST_ONBOARDING_PATH : HOST_DASHBOARD_PATH;
    } catch (err) {
      console.error('Host status check failed', err);
      return HOST_DASHBOARD_PATH;
    }
  }
  if (new URLSearchParams(location.search).get('type') === 'host') return HOST_ONBOARDING_PATH;
  if (location.pathname.startsWith('/auth/')) return '/';
  return null;
}

/**
 * After a password sign-in: a host who must finish onboarding goes there; a host who need not is
 * flagged for the dashboard (the next load of / goes there); everyone else returns to `returnTo`,
 * or to /. A failed host-status call decides nothing: the 500 ms onboarding check runs anyway.
 */
export async function signInDestination(
  user: TWho,
  returnTo: string | null,
  fetchHostStatus: () => Promise<THostStatus>,
  storage: Pick<Storage, 'setItem'> | null = safeSessionStorage(),
): Promise<string> {
  if (user.isHost) {
    let status: THostStatus | null = null;
    try {
      status = await fetchHostStatus();
    } catch (err) {
      console.error('Host status check failed', err);
    }
    if (status?.needsOnboarding === true) return HOST_ONBOARDING_PATH;
    if (status) {
      try {
        storage?.setItem(HOST_DASHBOARD_FLAG, 'true');
      } catch {
        // Without storage the host simply stays on the page they asked for.
      }
    }
  }
  return sanitizeReturnTo(returnTo) ?? '/';
}

/** After the email is verified: a host sign-up continues to onboarding, anyone else to `returnTo` or /. */
export function verifiedDestination(isHostSignup: boolean, returnTo: string | null): string {
  return isHostSignup ? HOST_ONBOARDING_PATH : (sanitizeReturnTo(returnTo) ?? '/');
}

/**
 * Where a signed-in person opening /auth/signin or /auth/signup is sent: a non-host asking to
 * become a host (type=host) to onboarding, otherwise back where they came from, else hosts to the
 * dashboard (the onboarding check then applies) and everyone else to /.
 */
export function signedInAuthPageDestination(user: TWho, search: string, returnTo: string | null): string {
  if (!user.isHost && new URLSearchParams(search).get('type') === 'host') return HOST_ONBOARDING_PATH;
  const back = sanitizeReturnTo(returnTo);
  if (back) return back;
  return user.isHost ? HOST_DASHBOARD_PATH : '/';
}

/** Reads and clears the dashboard flag: true once after a host's password sign-in. */
export function takeHostDashboardFlag(storage: Pick<Storage, 'getItem' | 'removeItem'> | null = safeSessionStorage()) {
  try {
    if (!storage || storage.getItem(HOST_DASHBOARD_FLAG) === null) return false;
    storage.removeItem(HOST_DASHBOARD_FLAG);
    return true;
  } catch {
    return false;
  }
}

export function clearHostDashboardFlag(storage: Pick<Storage, 'removeItem'> | null = safeSessionStorage()) {
  try {
    storage?.removeItem(HOST_DASHBOARD_FLAG);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

function safeSessionStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The address without `googleAuth`, for removing the marker after a Google sign-in. */
export function withoutGoogleAuthMarker(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('googleAuth');
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}
