/**
 * Where to go back to after signing in or up. Only same-site paths are accepted: a single leading
 * '/' (not '//' or '/\', which browsers read as another host), no scheme, no control characters.
 * Anything else is dropped, so a crafted link cannot send someone to another site after sign-in.
 */
export function sanitizeReturnTo(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001F\u007F\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'http://same.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://same.invalid') return null;
  // Going back to an account screen after signing in would only loop.
  if (url.pathname.startsWith('/auth/')) return null;
  return url.pathname + url.search + url.hash;
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
