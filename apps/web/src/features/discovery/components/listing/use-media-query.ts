export { useMediaQuery, useMediaQueryOnceKnown } from '@/lib/use-media-query';

/** Tailwind's `lg` breakpoint: the sidebar replaces the drawer from here up. */
export const DESKTOP_QUERY = '(min-width: 1024px)';
