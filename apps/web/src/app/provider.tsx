import { QueryClientProvider } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { useEffect, useState, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toast';
import { startAnalytics } from '@/features/analytics/analytics';
import { createQueryClient } from '@/lib/query-client';

/** Tooltip timings from the spec: 700 ms delay, 300 ms skip delay (Radix defaults). */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // Start-up (spec section 4): analytics starts in the background; rendering never waits for it.
  useEffect(() => {
    void startAnalytics(queryClient);
  }, [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
        {children}
        <Toaster />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
