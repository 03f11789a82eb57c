/**
 * The client routes of the web app (product spec, section 2), one list for both sides: the web
 * router declares exactly these paths, and the server answers any other page address with
 * HTTP 404 (still serving the app, which renders its not-found page). A path segment written
 * `:name` matches any one non-empty segment.
 */
export const CLIENT_ROUTES = [
  '/',
  '/events',
  '/events/:id',
  '/pricing',
  '/terms-of-service',
  '/privacy-policy',
  '/refund-policy',
  '/checkout/:id/payment',
  '/checkout/verifying',
  '/checkout/success',
  '/checkout/free-reservation',
  '/checkout',
  '/checkout/sandbox/:reference',
  '/resend-tickets',
  '/auth/signin',
  '/auth/signup',
  '/auth/verify',
  '/auth/forgot-password',
  '/host',
  '/host/onboarding',
  '/host/dashboard',
  '/host/events',
  '/host/create-event',
  '/host/events/:eventId/tickets',
  '/host/events/:eventId/edit',
  '/host/events/:eventId/attendees',
  '/host/tickets',
  '/host/attendees',
  '/host/team',
  '/host/team-management',
  '/host/team/join',
  '/host/validate-tickets',
  '/host/settings',
  '/host/reviews',
  '/feedback/:token',
  '/transfers/:token',
  '/waiting-list',
  '/waiting-list/offers/:token',
  '/waiting-list/:token',
  '/profile',
  '/profile/settings',
  '/saved',
  '/account',
  '/debug/posthog',
  '/debug/posthog-test',
  '/tags-test',
  '/admin',
  '/admin/login',
  '/admin/dashboard',
  '/admin/events',
  '/admin/reports',
  '/admin/orders',
  '/admin/payouts',
  '/admin/hosts',
  '/admin/users',
  '/admin/catalogue',
  '/admin/audit',
  '/admin/account',
] as const;
export type TClientRoute = (typeof CLIENT_ROUTES)[number];

/** Document title of the not-found page, sent by the server with its 404 and set by the app. */
export const NOT_FOUND_PAGE_TITLE = 'Page not found · Tikiti';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

const COMPILED = CLIENT_ROUTES.map((route) => ({ route, segments: segmentsOf(route) }));

/**
 * The client route a path (without query or hash) belongs to, or null when the app has no such
 * page. Matches as the web router does: static segments ignore case, a trailing slash is
 * ignored, and `:param` takes one non-empty segment.
 */
export function matchClientRoute(pathname: string): { route: TClientRoute; params: Record<string, string> } | null {
  const parts = segmentsOf(pathname);
  for (const { route, segments } of COMPILED) {
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < segments.length && ok; i++) {
      const want = segments[i]!;
      const got = parts[i]!;
      if (want.startsWith(':')) params[want.slice(1)] = got;
      else ok = want.toLowerCase() === got.toLowerCase();
    }
    if (ok) return { route, params };
  }
  return null;
}
