import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
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

const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Component = lazy(load);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Component />
      <PageReady />
    </Suspense>
  );
};

/**
 * Every route of the spec's route table, the same list as CLIENT_ROUTES in contracts (a test
 * holds them equal). Pages load lazily, with a spinner meanwhile; their data requests start
 * alongside (see route-data.ts).
 */
export const APP_ROUTES: readonly { path: string; element: ReactNode }[] = [
  { path: '/', element: page(() => import('./routes/home')) },
  { path: '/events', element: page(() => import('./routes/events')) },
  { path: '/events/:id', element: page(() => import('./routes/event-details')) },
  { path: '/pricing', element: page(() => import('./routes/pricing')) },
  { path: '/terms-of-service', element: page(() => import('./routes/terms-of-service')) },
  { path: '/privacy-policy', element: page(() => import('./routes/privacy-policy')) },
  { path: '/refund-policy', element: page(() => import('./routes/refund-policy')) },

  { path: '/checkout/:id/payment', element: page(() => import('./routes/checkout-payment')) },
  { path: '/checkout/verifying', element: page(() => import('./routes/checkout-verifying')) },
  { path: '/checkout/success', element: page(() => import('./routes/checkout-success')) },
  { path: '/checkout/free-reservation', element: page(() => import('./routes/checkout-free-reservation')) },
  { path: '/checkout', element: page(() => import('./routes/checkout-index')) },
  { path: '/checkout/sandbox/:reference', element: page(() => import('./routes/checkout-sandbox')) },
  { path: '/resend-tickets', element: page(() => import('./routes/resend-tickets')) },

  { path: '/auth/signin', element: page(() => import('./routes/auth-signin')) },
  { path: '/auth/signup', element: page(() => import('./routes/auth-signup')) },
  { path: '/auth/verify', element: page(() => import('./routes/auth-verify')) },
  { path: '/auth/forgot-password', element: page(() => import('./routes/auth-forgot-password')) },

  { path: '/host', element: page(() => import('./routes/host-onboarding')) },
  { path: '/host/onboarding', element: page(() => import('./routes/host-onboarding')) },
  { path: '/host/dashboard', element: page(() => import('./routes/host-dashboard')) },
  { path: '/host/events', element: page(() => import('./routes/host-events')) },
  { path: '/host/create-event', element: page(() => import('./routes/host-create-event')) },
  { path: '/host/events/:eventId/edit', element: page(() => import('./routes/host-edit-event')) },
  { path: '/host/events/:eventId/tickets', element: page(() => import('./routes/host-event-tickets')) },
  { path: '/host/events/:eventId/attendees', element: page(() => import('./routes/host-event-attendees')) },
  { path: '/host/tickets', element: page(() => import('./routes/host-tickets')) },
  { path: '/host/attendees', element: page(() => import('./routes/host-attendees')) },
  { path: '/host/team', element: page(() => import('./routes/host-team')) },
  { path: '/host/team-management', element: page(() => import('./routes/host-team-management')) },
  { path: '/host/team/join', element: page(() => import('./routes/host-team-join')) },
  { path: '/host/validate-tickets', element: page(() => import('./routes/host-validate-tickets')) },
  { path: '/host/settings', element: page(() => import('./routes/host-settings')) },
  { path: '/host/reviews', element: page(() => import('./routes/host-reviews')) },

  { path: '/feedback/:token', element: page(() => import('./routes/feedback')) },
  { path: '/transfers/:token', element: page(() => import('./routes/transfer')) },
  { path: '/waiting-list', element: page(() => import('./routes/waiting-list-join')) },
  { path: '/waiting-list/offers/:token', element: page(() => import('./routes/waiting-list-offer')) },
  { path: '/waiting-list/:token', element: page(() => import('./routes/waiting-list-entry')) },
  { path: '/profile', element: page(() => import('./routes/profile')) },
  { path: '/profile/settings', element: <Navigate to="/profile?tab=settings" replace /> },
  { path: '/saved', element: page(() => import('./routes/saved')) },
  { path: '/account', element: page(() => import('./routes/account')) },

  { path: '/debug/posthog', element: page(() => import('./routes/debug-posthog')) },
  { path: '/debug/posthog-test', element: page(() => import('./routes/debug-posthog-test')) },
  { path: '/tags-test', element: page(() => import('./routes/tags-test')) },

  { path: '/admin', element: <Navigate to="/admin/dashboard" replace /> },
  { path: '/admin/login', element: page(() => import('./routes/admin-login')) },
  { path: '/admin/dashboard', element: page(() => import('./routes/admin-dashboard')) },
  { path: '/admin/events', element: page(() => import('./routes/admin-events')) },
  { path: '/admin/reports', element: page(() => import('./routes/admin-reports')) },
  { path: '/admin/orders', element: page(() => import('./routes/admin-orders')) },
  { path: '/admin/payouts', element: page(() => import('./routes/admin-payouts')) },
  { path: '/admin/hosts', element: page(() => import('./routes/admin-hosts')) },
  { path: '/admin/users', element: page(() => import('./routes/admin-users')) },
  { path: '/admin/catalogue', element: page(() => import('./routes/admin-catalogue')) },
  { path: '/admin/audit', element: page(() => import('./routes/admin-audit')) },
  { path: '/admin/account', element: page(() => import('./routes/admin-account')) },
];

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
        <Route path="*" element={page(() => import('./routes/not-found'))} />
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
