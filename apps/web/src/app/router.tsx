import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { Layout } from './layout';

const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Component = lazy(load);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Component />
    </Suspense>
  );
};

const ComingSoon = (title: string) =>
  page(() => import('./routes/coming-soon').then((m) => ({ default: () => <m.ComingSoon title={title} /> })));

/** Every route of the spec's route table. Pages load lazily, with a spinner meanwhile. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={page(() => import('./routes/home'))} />
          <Route path="events" element={page(() => import('./routes/events'))} />
          <Route path="events/:id" element={page(() => import('./routes/event-details'))} />
          <Route path="pricing" element={page(() => import('./routes/pricing'))} />
          <Route path="terms-of-service" element={page(() => import('./routes/terms-of-service'))} />
          <Route path="privacy-policy" element={page(() => import('./routes/privacy-policy'))} />
          <Route path="refund-policy" element={page(() => import('./routes/refund-policy'))} />

          <Route path="checkout/:id/payment" element={ComingSoon('Payment')} />
          <Route path="checkout/verifying" element={ComingSoon('Verifying payment')} />
          <Route path="checkout/success" element={ComingSoon('Order complete')} />
          <Route path="checkout/free-reservation" element={ComingSoon('Free reservation')} />

          <Route path="auth/signin" element={ComingSoon('Sign in')} />
          <Route path="auth/signup" element={ComingSoon('Create your account')} />
          <Route path="auth/verify" element={ComingSoon('Verify your email')} />
          <Route path="auth/forgot-password" element={ComingSoon('Reset your password')} />

          <Route path="host" element={ComingSoon('Host onboarding')} />
          <Route path="host/onboarding" element={ComingSoon('Host onboarding')} />
          <Route path="host/dashboard" element={ComingSoon('Host dashboard')} />
          <Route path="host/events" element={ComingSoon('Your events')} />
          <Route path="host/create-event" element={ComingSoon('Create event')} />
          <Route path="host/events/:eventId/tickets" element={ComingSoon('Tickets')} />
          <Route path="host/events/:eventId/attendees" element={ComingSoon('Attendees')} />
          <Route path="host/tickets" element={ComingSoon('Tickets')} />
          <Route path="host/attendees" element={ComingSoon('Attendees')} />
          <Route path="host/team" element={ComingSoon('Team')} />
          <Route path="host/team-management" element={ComingSoon('Team management')} />
          <Route path="host/validate-tickets" element={ComingSoon('Validate tickets')} />
          <Route path="host/settings" element={ComingSoon('Settings')} />
          <Route path="host/reviews" element={ComingSoon('Reviews')} />

          <Route path="feedback/:token" element={ComingSoon('Share your feedback')} />
          <Route path="profile" element={ComingSoon('Profile')} />
          <Route path="profile/settings" element={<Navigate to="/profile?tab=settings" replace />} />
          <Route path="saved" element={page(() => import('./routes/saved'))} />
          <Route path="account" element={page(() => import('./routes/account'))} />

          <Route path="debug/posthog" element={page(() => import('./routes/debug-posthog'))} />
          <Route path="debug/posthog-test" element={page(() => import('./routes/debug-posthog-test'))} />
          <Route path="tags-test" element={page(() => import('./routes/tags-test'))} />

          <Route path="admin/login" element={ComingSoon('Admin sign in')} />
          <Route path="admin/dashboard" element={ComingSoon('Admin dashboard')} />

          <Route path="*" element={page(() => import('./routes/not-found'))} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
