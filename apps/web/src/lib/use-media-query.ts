import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following changes (rotation, window resize), read
 * synchronously so the first paint is already the right layout. Features keep their own
 * breakpoint constants; this is the one hook that reads them.
 */
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
