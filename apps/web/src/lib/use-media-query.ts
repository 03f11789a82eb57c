import { useCallback, useSyncExternalStore } from 'react';
import { useHydrated } from './use-hydrated';

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

/**
 * Whether the media query matches, or null while the server draws the page and the browser
 * hydrates it (decision 031): the server cannot know the screen, so a layout that depends on it
 * draws both forms then, each hidden by CSS where it does not belong (the query must be a
 * Tailwind breakpoint's), and the render after hydration keeps one. Nothing moves on screen.
 */
export function useMediaQueryOnceKnown(query: string): boolean | null {
  const matches = useMediaQuery(query);
  return useHydrated() ? matches : null;
}
