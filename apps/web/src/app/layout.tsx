import { lazy, Suspense, useState } from 'react';
import { useUser } from '@/lib/auth';
import { Outlet, useLocation } from '@/lib/router';
import { showsChrome } from './chrome';
import { Header } from './layout/header';
import { useScrollManager } from './layout/scroll';
import { usePrefetchRouteData } from './route-data';

// Neither is needed for the first paint: analytics starts after it (and is tied to an account
// only when someone is signed in), and the footer is always below the fold on arrival (see the
// min height below).
const AnalyticsIdentity = lazy(() =>
  import('./layout/analytics-identity').then((m) => ({ default: m.AnalyticsIdentity })),
);
const Footer = lazy(() => import('./layout/footer').then((m) => ({ default: m.Footer })));
// The signed-in redirects (Google welcome, host onboarding check): they wait for the user anyway.
const AuthEffects = lazy(() => import('@/features/accounts/components/auth-effects'));
// Saved events follow the account while someone is signed in (the device's are merged in).
const AccountSavedEvents = lazy(() =>
  import('./layout/account-saved-events').then((m) => ({ default: m.AccountSavedEvents })),
);

export function Layout() {
  const { pathname } = useLocation();
  const chrome = showsChrome(pathname);
  // Scroll restoration and #hash targets apply on every page, with or without the header.
  useScrollManager();
  usePrefetchRouteData();
  return (
    <div className="flex min-h-dvh flex-col">
      {chrome && <Header />}
      {/* At least a screen tall, so the footer starts below the fold and never jumps up into view while a page loads. */}
      <div className="min-h-dvh flex-1">
        <Outlet />
      </div>
      {chrome && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <AccountEffects />
      </Suspense>
    </div>
  );
}

/** Google's sign-in callback (GOOGLE_CALLBACK_PATH in features/accounts/auth-redirects.ts). */
export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';

/**
 * The account's part of every page: analytics tied to the account, the signed-in redirects and
 * the account's saved events. Loaded only once someone is signed in (the redirects also when
 * Google's sign-in is coming back): for a visitor without an account none of them has anything
 * to do, so a phone never downloads them. Once loaded they stay, so signing out is handled by the
 * same code.
 */
function AccountEffects() {
  const { data: user } = useUser();
  const { pathname, search } = useLocation();
  const [signedInBefore, setSignedInBefore] = useState(false);
  if (user && !signedInBefore) setSignedInBefore(true);
  const account = Boolean(user) || signedInBefore;
  const google = pathname === GOOGLE_CALLBACK_PATH || new URLSearchParams(search).has('googleAuth');
  return (
    <>
      {account && <AnalyticsIdentity />}
      {(account || google) && <AuthEffects />}
      {account && <AccountSavedEvents />}
    </>
  );
}
