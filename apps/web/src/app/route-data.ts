import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef } from 'react';
import { matchPath, useLocation } from '@/lib/router';

/**
 * Starts the requests of the page at this address, so they run while the page's code downloads
 * instead of after it (the page's own queries then find them in flight or done). The browser never
 * waits: the page shows its own loading state (skeletons, 'Loading events...') until they land.
 * The server does (entry-server.tsx): the promise settles once every request has, so the page it
 * draws has the data the browser would ask for, under the same keys.
 *
 * A data router's loaders would do the same, at a cost in the first load that its budget cannot
 * carry (decision 053: the app's router is a small declarative one).
 */
export async function prefetchRouteData(queryClient: QueryClient, url: URL): Promise<void> {
  const { pathname } = url;
  // The listing's query writer and address parser, like the event reader, are not part of the
  // first load: these small modules arrive first (the server names them in the HTML), and the
  // requests start while the page's own code is still on its way.
  if (matchPath('/', pathname))
    return import('@/features/discovery/home-queries').then((m) => m.prefetchHome(queryClient, url));
  if (matchPath('/events', pathname))
    return import('@/features/discovery/listing-queries').then((m) => m.prefetchListing(queryClient, url));
  const event = matchPath('/events/:id', pathname);
  if (event)
    return import('@/features/events/api/get-event').then((m) => m.prefetchEvent(queryClient, event.params.id ?? ''));
}

/** Does the same for every later navigation inside the app (the first address is done at start-up). */
export function usePrefetchRouteData(): void {
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void prefetchRouteData(queryClient, new URL(pathname + search, window.location.origin));
  }, [queryClient, pathname, search]);
}
