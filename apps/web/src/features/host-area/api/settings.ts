import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { THostBalances, THostPayout, THostSettings } from '@tribe/contracts/host-settings';
import { HOST_QUERY_ROOT, hostGet, hostSend, hostSettingsKey } from '@/lib/host-api';

export { hostSettingsKey };
export const hostBalancesKey = [HOST_QUERY_ROOT, 'balances'] as const;
export const hostPayoutsKey = [HOST_QUERY_ROOT, 'payouts'] as const;

/** GET /api/host/settings: vendor profile, payout method and identity (numbers only masked). */
export function useHostSettings() {
  return useQuery({
    queryKey: hostSettingsKey,
    queryFn: ({ signal }) => hostGet<THostSettings>('/api/host/settings', signal),
    staleTime: 30_000,
  });
}

/** GET /api/host/balances: money per event from the ledger, and totals. */
export function useHostBalances() {
  return useQuery({
    queryKey: hostBalancesKey,
    queryFn: ({ signal }) => hostGet<THostBalances>('/api/host/balances', signal),
    staleTime: 15_000,
  });
}

/** GET /api/host/payouts: payout requests, newest first. */
export function useHostPayouts() {
  return useQuery({
    queryKey: hostPayoutsKey,
    queryFn: ({ signal }) => hostGet<THostPayout[]>('/api/host/payouts', signal),
    staleTime: 15_000,
  });
}

/**
 * POST /api/host/payouts: asks for everything available on an ended event. Asking twice answers
 * the same request, so a retried tap is safe. Balances and the list reload.
 */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: number) => hostSend<THostPayout>('POST', '/api/host/payouts', { eventId }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: hostBalancesKey });
      void queryClient.invalidateQueries({ queryKey: hostPayoutsKey });
    },
  });
}
