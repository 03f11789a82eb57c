import { safeReturnPath } from '@tribe/contracts/return-path';

/**
 * Where to go back to after signing in or up: the site's one redirect rule (contracts'
 * safeReturnPath: a path of this site, judged after the browser's own normalising, so
 * `/.//evil.example` is refused), minus the account screens, where returning after signing in
 * would only loop. Null: use the default.
 */
export function sanitizeReturnTo(value: string | null | undefined): string | null {
  const path = safeReturnPath(value);
  if (path === null || path === '/auth' || path.startsWith('/auth/') || path.startsWith('/auth?')) return null;
  return path;
}

/** The sanitised `returnTo` of an address's query string. */
export function returnToFrom(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return sanitizeReturnTo(params.get('returnTo'));
}

/** `path` with `returnTo` (and any other given parameters) carried over, for links between account screens. */
export function withParams(path: string, params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The address of the sign-in screen that brings the visitor back to `here` afterwards. */
export function signInPath(here?: string | null): string {
  return withParams('/auth/signin', { returnTo: sanitizeReturnTo(here) });
}
