import { createContext, useContext } from 'react';
import { useLocation } from '@/lib/router';

/**
 * The site's origin (https://tikiti.africa): the browser's own; on the server, the one the
 * request came to (entry-server.tsx), so a link built from it is the same before and after hydration.
 */
export const OriginContext = createContext<string | null>(null);

/** The full address of the page being shown (for sharing). */
export function usePageUrl(): string {
  const origin = useContext(OriginContext) ?? (typeof window === 'undefined' ? '' : window.location.origin);
  const { pathname, search, hash } = useLocation();
  return `${origin}${pathname}${search}${hash}`;
}
