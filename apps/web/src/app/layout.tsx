import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from '@/lib/router';
import { showsChrome } from './chrome';
import { Header } from './layout/header';
import { useScrollManager } from './layout/scroll';
import { usePrefetchRouteData } from './route-data';

// Neither is needed for the first paint: analytics starts after it, and the footer is always
// below the fold on arrival (see the min height below).
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
        <AnalyticsIdentity />
        <AuthEffects />
        <AccountSavedEvents />
      </Suspense>
    </div>
  );
}
