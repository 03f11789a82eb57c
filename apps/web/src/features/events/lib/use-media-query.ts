import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, kept in sync with the window (read synchronously, no flash). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's lg breakpoint: the side ticket card replaces the phone's bottom bar from here up. */
export const DESKTOP_QUERY = '(min-width: 1024px)';
