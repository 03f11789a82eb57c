import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toast';

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // Start-up (spec section 4): analytics starts in the background; rendering never waits for it.
  useEffect(() => {
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
