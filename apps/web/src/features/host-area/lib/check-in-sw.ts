/**
 * The check-in page's service worker (public/check-in-sw.js), scoped to /host/validate-tickets
 * only, so a volunteer's phone opens the page with no signal. Registered from that page alone;
 * the rest of the app never runs through it. Skipped in development (Vite serves source modules,
 * not the hashed files the worker keeps).
 */
export const CHECK_IN_SW_URL = '/check-in-sw.js';
export const CHECK_IN_SCOPE = '/host/validate-tickets';
export const CHECK_IN_MANIFEST_URL = '/check-in.webmanifest';

/** Same-origin files this page has loaded so far: its scripts, styles, icons and manifest. */
function loadedFiles(): string[] {
  const files = performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name, location.href))
    .filter((u) => u.origin === location.origin && !u.pathname.startsWith('/api/'))
    .filter((u) => /\.(js|mjs|css|svg|png|webp|woff2?|webmanifest)$/.test(u.pathname))
    .map((u) => u.pathname);
  return [...new Set([...files, CHECK_IN_MANIFEST_URL])];
}

export async function registerCheckInWorker(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.register(CHECK_IN_SW_URL, { scope: CHECK_IN_SCOPE });
    const worker = registration.active ?? registration.waiting ?? registration.installing;
    // The files of this first visit were loaded before the worker could see them: hand it the list.
    const send = () => (registration.active ?? worker)?.postMessage({ type: 'cache-files', files: loadedFiles() });
    if (registration.active) send();
    else worker?.addEventListener('statechange', () => worker.state === 'activated' && send());
  } catch {
    // No service worker (private mode, an old browser): the page still works with a network.
  }
}

/** "Remove offline data" also drops the worker's copies of the person's API answers. */
export function clearWorkerData(): void {
  void navigator.serviceWorker
    ?.getRegistration(CHECK_IN_SCOPE)
    .then((r) => r?.active?.postMessage({ type: 'clear-api' }));
}
