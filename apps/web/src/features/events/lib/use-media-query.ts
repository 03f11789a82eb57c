export { useMediaQuery, useMediaQueryOnceKnown } from '@/lib/use-media-query';

/** Tailwind's lg breakpoint: the side ticket card replaces the phone's bottom bar from here up. */
export const DESKTOP_QUERY = '(min-width: 1024px)';
