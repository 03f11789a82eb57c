import type { PayoutForm, TIdDocumentType } from '@tribe/contracts/host-rules';
import type { THostSettings } from '@tribe/contracts/host-settings';
import { apiRequest } from '@/lib/api-client';
import { hostHeaders, hostMeQueryKey, hostSend, hostSettingsKey } from '@/lib/host-api';
import { useReplaceOnChange } from './replace-on-change';

/**
 * The host's profile, logo, payout method and identity on /host/settings. Every change answers
 * the whole settings: it replaces the cached copy (GET /api/host/settings, read by the settings
 * page), and the host shell's name and logo (GET /api/host/me) reload.
 */
function useSettingsChange<TVars>(run: (vars: TVars) => Promise<THostSettings>) {
  return useReplaceOnChange(run, hostSettingsKey, [hostMeQueryKey]);
}

export interface TProfileBody {
  vendorName: string;
  phone: string;
  email: string;
  bio: string;
  website?: string;
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
