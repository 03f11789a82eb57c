import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { prefetchRouteData } from './route-data';
import { AppRouter } from './router';

// One client for the whole page, so the first page's requests can start before React renders.
const queryClient = createQueryClient();
prefetchRouteData(queryClient, new URL(window.location.href));

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter />
    </AppProvider>
  );
}
