import { useEffect } from 'react';
import { useLocation, useNavigationType } from '@/lib/router';

/** The scroll to an element (scroll-to-id.ts): loaded with the first address that has a #hash. */
const loadScrollToId = () => import('./scroll-to-id').then((m) => m.scrollToId);

/** How long to wait for a hash target that a lazily loaded page renders later. */
const HASH_WAIT_MS = 10_000;

/**
 * Keeps the scroll position sensible in this single-page app:
 * - with a #hash, scrolls to that element once it exists (pages load lazily and fetch data, so
 *   the browser's own jump usually happens too early);
 * - on a new page without a hash, starts at the top (but Back/Forward keep the browser's place).
 */
export function useScrollManager() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (hash.length > 1) return;
    if (navigationType !== 'POP') window.scrollTo({ top: 0 });
    // Only a change of page scrolls to the top; query-string changes (filters) must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  useEffect(() => {
    if (hash.length <= 1) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    let stopped = false;
    let stopWatching = () => {};
    const stop = () => {
      stopped = true;
      stopWatching();
    };
    void loadScrollToId().then((scrollToId) => {
      if (stopped || scrollToId(id)) return;
      const observer = new MutationObserver(() => {
        if (scrollToId(id)) stop();
      });
      const timer = window.setTimeout(() => stop(), HASH_WAIT_MS);
      stopWatching = () => {
        observer.disconnect();
        window.clearTimeout(timer);
      };
      observer.observe(document.body, { childList: true, subtree: true });
    });
    return stop;
  }, [hash, key]);
}
