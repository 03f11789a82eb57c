/**
 * The one rule for every redirect inside the site (decision 018): sign-in's `returnTo`, Google
 * sign-in's way back, payment callbacks. Plain TypeScript, no schema library, so the browser's
 * first-load code can import it.
 *
 * A check on the raw string is not enough: `/.//evil.example`, `/%2e//x` and `/a/..//x` start
 * with one '/', yet resolve to `//evil.example`, which a browser reads as another host. So the
 * input is resolved the way a browser would resolve it (against a fixed dummy origin, by the URL
 * parser, with nothing decoded by hand) and the *result* is judged and answered.
 */

/** Longest return path accepted, before and after normalising. */
export const RETURN_PATH_MAX_LENGTH = 2048;

const DUMMY_ORIGIN = 'http://return-path.invalid';
// A backslash (browsers read it as '/') or a control character (the URL parser drops tabs and
// line breaks, so `/\t/evil.example` would become `//evil.example`) anywhere in the raw input.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\\\u0000-\u001F\u007F]/;

/**
 * A path of this site to send someone to, normalised (`pathname + search + hash`), or null
 * when `input` is anything else: not a string, empty or too long, not starting with exactly one
 * '/', holding a backslash or a control character, resolving to another origin, or whose
 * normalised path starts with '//'. Null means "use the caller's default" (usually '/').
 *
 *   safeReturnPath('/checkout/26/payment?step=2#pay') === '/checkout/26/payment?step=2#pay'
 *   safeReturnPath('/events/../profile') === '/profile'
 *   safeReturnPath('/.//evil.example/phish') === null
 */
export function safeReturnPath(input: unknown): string | null {
  if (typeof input !== 'string' || input.length === 0 || input.length > RETURN_PATH_MAX_LENGTH) return null;
  if (input[0] !== '/' || input[1] === '/') return null;
  if (FORBIDDEN.test(input)) return null;
  let url: URL;
  try {
    url = new URL(input, DUMMY_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== DUMMY_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  if (path.length > RETURN_PATH_MAX_LENGTH) return null;
  return path;
}

/**
 * `origin` (the site's PUBLIC_URL) followed by a path of the site, for links the server hands
 * to others (payment providers' callback and return addresses). The path goes through
 * safeReturnPath, so nothing can turn it into another host.
 * @throws Error when `path` is not a path of this site (a programming error, never input)
 */
export function siteUrl(origin: string, path: string): string {
  const safe = safeReturnPath(path);
  if (safe === null) throw new Error(`not a path of this site: ${JSON.stringify(path.slice(0, 100))}`);
  return `${origin.replace(/\/+$/, '')}${safe}`;
}
