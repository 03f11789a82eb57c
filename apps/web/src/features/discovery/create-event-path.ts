import type { THostStatus } from './api/get-host-status';

/**
 * Where the Create Event button goes (spec section 4, "Create Event button"): signed out →
 * /auth/signup?type=host; signed-in non-host → /host/onboarding; a host whose onboarding is
 * complete → /host/create-event; any other answer, or a failed host-status call → /host/onboarding.
 */
export async function createEventPath(
  user: { isHost?: boolean | null } | null,
  fetchHostStatus: () => Promise<THostStatus>,
): Promise<string> {
  if (!user) return '/auth/signup?type=host';
  if (!user.isHost) return '/host/onboarding';
  try {
    const status = await fetchHostStatus();
    return status?.onboardingComplete === true ? '/host/create-event' : '/host/onboarding';
  } catch (err) {
    console.error('Host status check failed', err);
    return '/host/onboarding';
  }
}
