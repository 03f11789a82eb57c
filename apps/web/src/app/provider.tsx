import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toast';
import { useDataSaver } from '@/lib/data-saver';

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // Start-up (spec section 4): analytics starts in the background; rendering never waits for it.
  // With the data saver on (issue 20), it does not start: PostHog's script is the largest one.
  const saveData = useDataSaver();
  useEffect(() => {
    if (saveData) return;
    // Its code (not only PostHog's) loads after the first render, outside the first-load bundle.
    void import('@/features/analytics/analytics').then((m) => m.startAnalytics(queryClient));
  }, [queryClient, saveData]);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
