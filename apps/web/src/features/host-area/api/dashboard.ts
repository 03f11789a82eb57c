import { useQuery } from '@tanstack/react-query';
import type { THostDashboard } from '@tribe/contracts/host-area';
import { HOST_QUERY_ROOT, hostGet } from '@/lib/host-api';

/** GET /api/host/dashboard?days=N: the acting host's figures. Fresh on each visit. */
export function useHostDashboard(days: number) {
  return useQuery({
    queryKey: [HOST_QUERY_ROOT, 'dashboard', days],
    queryFn: ({ signal }) => hostGet<THostDashboard>(`/api/host/dashboard?days=${days}`, signal),
    staleTime: 30_000,
  });
}
