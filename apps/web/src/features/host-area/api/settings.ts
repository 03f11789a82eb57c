import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutForm, TIdDocumentType } from '@tribe/contracts/host-rules';
import type { THostBalances, THostPayout, THostSettings } from '@tribe/contracts/host-settings';
import { apiRequest } from '@/lib/api-client';
import { HOST_QUERY_ROOT, hostGet, hostHeaders, hostSend } from './host-api';
import { hostMeQueryKey } from './host-me';

export const hostSettingsKey = [HOST_QUERY_ROOT, 'settings'] as const;
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
 * Every settings change answers the whole settings: it replaces the cached copy, and the host
 * shell's name and logo (GET /api/host/me) reload.
 */
function useSettingsChange<TVars>(run: (vars: TVars) => Promise<THostSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (settings) => {
      queryClient.setQueryData(hostSettingsKey, settings);
      void queryClient.invalidateQueries({ queryKey: hostMeQueryKey });
    },
  });
}

export interface TProfileBody {
  vendorName: string;
  phone: string;
  email: string;
  bio: string;
  website: string;
}

export const useSaveProfile = () =>
  useSettingsChange((body: TProfileBody) => hostSend<THostSettings>('PUT', '/api/host/settings/profile', body));

export const useUploadLogo = () =>
  useSettingsChange(async (file: File) => {
    const body = new FormData();
    body.append('file', file);
    const res = await apiRequest('POST', '/api/host/settings/logo', undefined, { headers: hostHeaders(false), body });
    return (await res.json()) as THostSettings;
  });

export const useRemoveLogo = () =>
  useSettingsChange(() => hostSend<THostSettings>('DELETE', '/api/host/settings/logo'));

export const useSavePayoutMethod = () =>
  useSettingsChange((body: PayoutForm & { password?: string }) =>
    hostSend<THostSettings>('PUT', '/api/host/settings/payout-method', body),
  );

export interface TIdentityBody {
  legalName: string;
  kraPin: string;
  idType: TIdDocumentType;
  /** Left out to keep the saved number. */
  idNumber?: string;
  password?: string;
}

export const useSaveIdentity = () =>
  useSettingsChange((body: TIdentityBody) => hostSend<THostSettings>('PUT', '/api/host/settings/identity', body));

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
