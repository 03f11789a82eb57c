/** Height of the sticky top nav, kept clear when scrolling to a section that sets no scroll margin. */
const HEADER_OFFSET = 72;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** How long a scroll keeps following its target while content above it is still loading. */
const FOLLOW_MS = 2500;
let stopFollowing: (() => void) | null = null;

/**
 * Smoothly scrolls to the element with this id, leaving room for the sticky header (the
 * element's own scroll-margin-top wins when it has one). Returns false when there is no such
 * element. Lists and images above the target often finish loading after the scroll starts, so
 * for a moment the scroll follows the target as the page grows, until the reader scrolls.
 */
export function scrollToId(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  stopFollowing?.();
  const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
  const go = () => {
    const margin = parseFloat(getComputedStyle(el).scrollMarginTop) || HEADER_OFFSET;
    const top = el.getBoundingClientRect().top + window.scrollY - margin;
    window.scrollTo({ top: Math.max(0, top), behavior });
  };
  go();
  if (typeof ResizeObserver === 'undefined') return true;
  const observer = new ResizeObserver(() => go());
  observer.observe(document.body);
  const userEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    userEvents.forEach((type) => window.removeEventListener(type, stop));
    if (stopFollowing === stop) stopFollowing = null;
  };
  const timer = window.setTimeout(stop, FOLLOW_MS);
  userEvents.forEach((type) => window.addEventListener(type, stop, { passive: true }));
  stopFollowing = stop;
  return true;
}
