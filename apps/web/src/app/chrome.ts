/**
 * Which pages show the top nav and footer (spec section 2): hidden on host pages except
 * onboarding (/host and /host/onboarding), on admin pages, and on every path starting /checkout.
 */
export function showsChrome(pathname: string): boolean {
  if (pathname.startsWith('/checkout')) return false;
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return false;
  if (pathname === '/host' || pathname === '/host/' || pathname.startsWith('/host/onboarding')) return true;
  if (pathname.startsWith('/host/')) return false;
  return true;
}
