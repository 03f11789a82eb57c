import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint: the sidebar replaces the drawer from here up. */
export const DESKTOP_QUERY = '(min-width: 1024px)';

/** Whether a media query matches, following changes (rotation, window resize). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
