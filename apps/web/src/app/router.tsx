import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, matchRoute } from '@/lib/router';
import { PageSpinner } from '@/components/ui/spinner';
import { useLocale } from '@/i18n/i18n';
import { Layout } from './layout';

/**
 * Marks the root `data-hydrated` once a page is on screen and live: drawn by the app, or, for a
 * page the server drew (decision 031), hydrated, which happens only once the page's code has come.
 * Browser tests wait for it before they act on the page.
 */
function PageReady() {
  useEffect(() => document.getElementById('root')?.setAttribute('data-hydrated', ''), []);
  return null;
}

type PageModule = { default: ComponentType };

/**
 * A lazily loaded page. Once its code has come (`preload`), it is drawn directly, without
 * suspending: React 19 holds back the reveal of a Suspense boundary that showed its fallback for
 * up to 300 ms, so a page whose code the entry fetched ahead (main.tsx) would otherwise still wait
 * that long behind a spinner.
 */
const page = (load: () => Promise<PageModule>) => {
  let loaded: ComponentType | null = null;
  let loading: Promise<unknown> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (m) => (loaded = m.default),
      (err: unknown) => {
        loading = null; // tried again on the next render or preload
        throw err;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  // Chosen once per mount, so a page drawn through Lazy is never swapped (and remounted) later.
  const Page = () => {
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component />;
  };
  return {
    element: (
      <Suspense fallback={<PageSpinner />}>
        <Page />
        <PageReady />
      </Suspense>
    ),
    preload,
  };
};

/**
 * Every route of the spec's route table, the same list as CLIENT_ROUTES in contracts (a test
 * holds them equal). Pages load lazily, with a spinner meanwhile; their data requests start
 * alongside (see route-data.ts).
 */
export const APP_ROUTES: readonly { path: string; element: ReactNode; preload?: () => Promise<unknown> }[] = [
  { path: '/', ...page(() => import('./routes/home')) },
  { path: '/events', ...page(() => import('./routes/events')) },
  { path: '/events/:id', ...page(() => import('./routes/event-details')) },
  { path: '/pricing', ...page(() => import('./routes/pricing')) },
  { path: '/terms-of-service', ...page(() => import('./routes/terms-of-service')) },
  { path: '/privacy-policy', ...page(() => import('./routes/privacy-policy')) },
  { path: '/refund-policy', ...page(() => import('./routes/refund-policy')) },

  { path: '/checkout/:id/payment', ...page(() => import('./routes/checkout-payment')) },
  { path: '/checkout/verifying', ...page(() => import('./routes/checkout-verifying')) },
  { path: '/checkout/success', ...page(() => import('./routes/checkout-success')) },
  { path: '/checkout/free-reservation', ...page(() => import('./routes/checkout-free-reservation')) },
  { path: '/checkout', ...page(() => import('./routes/checkout-index')) },
  { path: '/checkout/sandbox/:reference', ...page(() => import('./routes/checkout-sandbox')) },
  { path: '/resend-tickets', ...page(() => import('./routes/resend-tickets')) },

  { path: '/auth/signin', ...page(() => import('./routes/auth-signin')) },
  { path: '/auth/signup', ...page(() => import('./routes/auth-signup')) },
  { path: '/auth/verify', ...page(() => import('./routes/auth-verify')) },
  { path: '/auth/forgot-password', ...page(() => import('./routes/auth-forgot-password')) },

  { path: '/host', ...page(() => import('./routes/host-onboarding')) },
  { path: '/host/onboarding', ...page(() => import('./routes/host-onboarding')) },
  { path: '/host/dashboard', ...page(() => import('./routes/host-dashboard')) },
  { path: '/host/events', ...page(() => import('./routes/host-events')) },
  { path: '/host/create-event', ...page(() => import('./routes/host-create-event')) },
  { path: '/host/events/:eventId/edit', ...page(() => import('./routes/host-edit-event')) },
  { path: '/host/events/:eventId/tickets', ...page(() => import('./routes/host-event-tickets')) },
  { path: '/host/events/:eventId/attendees', ...page(() => import('./routes/host-event-attendees')) },
  { path: '/host/tickets', ...page(() => import('./routes/host-tickets')) },
  { path: '/host/attendees', ...page(() => import('./routes/host-attendees')) },
  { path: '/host/team', ...page(() => import('./routes/host-team')) },
  { path: '/host/team-management', ...page(() => import('./routes/host-team-management')) },
  { path: '/host/team/join', ...page(() => import('./routes/host-team-join')) },
  { path: '/host/validate-tickets', ...page(() => import('./routes/host-validate-tickets')) },
  { path: '/host/settings', ...page(() => import('./routes/host-settings')) },
  { path: '/host/reviews', ...page(() => import('./routes/host-reviews')) },

  { path: '/feedback/:token', ...page(() => import('./routes/feedback')) },
  { path: '/transfers/:token', ...page(() => import('./routes/transfer')) },
  { path: '/waiting-list', ...page(() => import('./routes/waiting-list-join')) },
  { path: '/waiting-list/offers/:token', ...page(() => import('./routes/waiting-list-offer')) },
  { path: '/waiting-list/:token', ...page(() => import('./routes/waiting-list-entry')) },
  { path: '/profile', ...page(() => import('./routes/profile')) },
  { path: '/profile/settings', element: <Navigate to="/profile?tab=settings" replace /> },
  { path: '/saved', ...page(() => import('./routes/saved')) },
  { path: '/account', ...page(() => import('./routes/account')) },

  { path: '/debug/posthog', ...page(() => import('./routes/debug-posthog')) },
  { path: '/debug/posthog-test', ...page(() => import('./routes/debug-posthog-test')) },
  { path: '/tags-test', ...page(() => import('./routes/tags-test')) },

  { path: '/admin', element: <Navigate to="/admin/dashboard" replace /> },
  { path: '/admin/login', ...page(() => import('./routes/admin-login')) },
  { path: '/admin/dashboard', ...page(() => import('./routes/admin-dashboard')) },
  { path: '/admin/events', ...page(() => import('./routes/admin-events')) },
  { path: '/admin/reports', ...page(() => import('./routes/admin-reports')) },
  { path: '/admin/orders', ...page(() => import('./routes/admin-orders')) },
  { path: '/admin/payouts', ...page(() => import('./routes/admin-payouts')) },
  { path: '/admin/hosts', ...page(() => import('./routes/admin-hosts')) },
  { path: '/admin/users', ...page(() => import('./routes/admin-users')) },
  { path: '/admin/catalogue', ...page(() => import('./routes/admin-catalogue')) },
  { path: '/admin/audit', ...page(() => import('./routes/admin-audit')) },
  { path: '/admin/account', ...page(() => import('./routes/admin-account')) },
];

const NOT_FOUND = page(() => import('./routes/not-found'));

/**
 * Starts loading the code of the page at `pathname` (the route <Routes> would choose) and
 * answers when it has come, so the first render draws it without a spinner. Never rejects: a
 * failed load is tried again by the render, which shows the error page if it fails again.
 */
export function preloadPage(pathname: string): Promise<void> {
  const match = matchRoute(APP_ROUTES, pathname)?.route;
  const preload = match ? match.preload : NOT_FOUND.preload;
  return (preload?.() ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The app's routes under the layout, inside whichever router holds the address: the browser's
 * (AppRouter) or the server's for one address (entry-server.tsx), so both draw the same page.
 */
export function AppRoutes() {
  // Texts are read while rendering, so a new language draws every page again from scratch (its
  // data stays in the query cache).
  const locale = useLocale();
  return (
    <Routes key={locale}>
      <Route element={<Layout />}>
        {APP_ROUTES.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route path="*" element={NOT_FOUND.element} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
