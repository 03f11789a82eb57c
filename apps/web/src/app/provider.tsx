import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toast';
import { isDataSaverOn } from '@/lib/data-saver-state';

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // Start-up (spec section 4): analytics starts in the background; rendering never waits for it.
  // With the data saver on at start-up (issue 20), it does not start: PostHog's script is the
  // largest one. Read once, without the data saver's hooks, which the first load has no room for.
  useEffect(() => {
    if (isDataSaverOn()) return;
    // Its code (not only PostHog's) loads after the first render, outside the first-load bundle.
    void import('@/features/analytics/analytics').then((m) => m.startAnalytics(queryClient));
  }, [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
