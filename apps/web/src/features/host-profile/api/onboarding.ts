import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { meQueryKey } from '@/lib/auth';
import type { OnboardingStatus, PayoutForm } from '../rules';
import { useReplaceOnChange } from './replace-on-change';

/** GET /api/hosts/me/onboarding: where the signed-in user's onboarding stands. */
export const onboardingQueryKey = ['/api/hosts/me/onboarding'] as const;

export const onboardingQuery = queryOptions({
  queryKey: onboardingQueryKey,
  queryFn: ({ signal }) => apiGet<OnboardingStatus>(onboardingQueryKey[0], { signal }),
  retry: false,
});

export const useOnboarding = (enabled: boolean) => useQuery({ ...onboardingQuery, enabled });

async function send(method: string, path: string, data?: unknown): Promise<OnboardingStatus> {
  const res = await apiRequest(method, path, data);
  return (await res.json()) as OnboardingStatus;
}

/** Each step answers the whole status; it replaces the cached one, and the user and host status refresh. */
function useStep<TVars>(run: (vars: TVars) => Promise<OnboardingStatus>) {
  return useReplaceOnChange(run, onboardingQueryKey, [meQueryKey, ['/api/auth/host-status']]);
}

export const useBecomeHost = () => useStep<void>(() => send('POST', '/api/hosts/me'));

export const useSaveDetails = () =>
  useStep((v: { vendorName: string; phone: string; email: string; bio: string }) =>
    send('PUT', '/api/hosts/me/details', v),
  );

export const useSavePayout = () =>
  useStep((v: PayoutForm & { password?: string }) => send('PUT', '/api/hosts/me/payout', v));

export const useCompleteOnboarding = () => useStep<void>(() => send('POST', '/api/hosts/me/onboarding/complete'));

export const useUploadLogo = () =>
  useStep(async (file: File) => {
    const body = new FormData();
    body.append('file', file);
    const res = await apiRequest('POST', '/api/hosts/me/logo', undefined, { body });
    return (await res.json()) as OnboardingStatus;
  });
