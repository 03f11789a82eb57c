import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { toast } from '@/components/ui/toast';
import { meQuery, useUser } from '@/lib/auth';
import { fetchHostStatus } from '../api/get-host-status';
import { MESSAGES } from '../auth-messages';
import {
  CALLBACK_POLL_MS,
  GOOGLE_CALLBACK_PATH,
  googleSignInDestination,
  HOST_DASHBOARD_PATH,
  HOST_ONBOARDING_CHECK_MS,
  HOST_ONBOARDING_PATH,
  takeHostDashboardFlag,
  withoutGoogleAuthMarker,
} from '../auth-redirects';

/**
 * The signed-in redirects of spec section 4 ("Authentication") that apply on every page; renders
 * nothing. Kept in one place so their order is plain: Google's welcome first, then the host
 * checks.
 */
export default function AuthEffects() {
  const { data: user, isPending } = useUser();
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname, search } = location;

  // On the Google callback path the current user is asked for every 3 s until the server's
  // redirect lands (spec section 4 and 9).
  useQuery({ ...meQuery, refetchInterval: pathname === GOOGLE_CALLBACK_PATH ? CALLBACK_POLL_MS : false });

  // After Google sign-in: welcome, remove the marker (no history entry), then send on.
  const googleHandled = useRef<string | null>(null);
  useEffect(() => {
    if (isPending || new URLSearchParams(search).get('googleAuth') !== 'success') return;
    const key = pathname + search;
    if (googleHandled.current === key) return;
    googleHandled.current = key;
    const here = { pathname, search };
    navigate({ pathname, search: withoutGoogleAuthMarker(search), hash: location.hash }, { replace: true });
    if (!user) return;
    toast({ title: MESSAGES.googleWelcomeTitle, description: MESSAGES.googleWelcomeDescription });
    void googleSignInDestination(user, here, fetchHostStatus).then((to) => {
      if (to) navigate(to, { replace: true });
    });
  }, [isPending, user, pathname, search, location.hash, navigate]);

  // The host who just signed in with a password goes from / to the dashboard, once.
  useEffect(() => {
    if (pathname === '/' && user?.isHost && takeHostDashboardFlag()) navigate(HOST_DASHBOARD_PATH, { replace: true });
  }, [pathname, user, navigate]);

  // A signed-in host is checked 500 ms after load, away from onboarding: onboarding first.
  const pathRef = useRef(pathname);
  pathRef.current = pathname;
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const checkedHost = useRef<number | null>(null);
  const hostId = user?.isHost ? user.id : null;
  useEffect(() => {
    if (hostId === null || checkedHost.current === hostId) return;
    checkedHost.current = hostId;
    const timer = window.setTimeout(async () => {
      if (pathRef.current === HOST_ONBOARDING_PATH) return;
      try {
        const status = await fetchHostStatus();
        if (status.needsOnboarding === true && pathRef.current !== HOST_ONBOARDING_PATH) {
          navigateRef.current(HOST_ONBOARDING_PATH, { replace: true });
        }
      } catch (err) {
        console.error('Host onboarding check failed', err);
      }
    }, HOST_ONBOARDING_CHECK_MS);
    return () => {
      window.clearTimeout(timer);
      // Not checked after all (the user changed before the timer ran): check the next one afresh.
      if (checkedHost.current === hostId) checkedHost.current = null;
    };
  }, [hostId]);

  return null;
}
