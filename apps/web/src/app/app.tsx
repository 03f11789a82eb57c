import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { prefetchRouteData } from './route-data';
import { AppRouter } from './router';

// One client for the whole page, so the first page's requests can start before React renders.
const queryClient = createQueryClient();
// The data the server drew the page with (decision 031), so the first render matches its markup.
// A plain list of [query key, data] (entry-server.tsx): smaller in the first load than hydrate().
// The page's first requests are then not made again: an answer that landed before its part of the
// page is hydrated would draw something other than the server's markup.
const serverState = document.getElementById('query-state')?.textContent;
if (serverState) {
  for (const [key, data] of JSON.parse(serverState) as [readonly unknown[], unknown][]) {
    queryClient.setQueryData(key, data);
  }
} else void prefetchRouteData(queryClient, new URL(window.location.href));

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter />
    </AppProvider>
  );
}
