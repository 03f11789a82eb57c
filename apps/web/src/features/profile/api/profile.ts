import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPublicUser } from '@tribe/contracts/users';
import { apiGet, apiRequest } from '@/lib/api-client';
import { meQueryKey, setCurrentUser } from '@/lib/auth';
import type { TSavedEventItem } from '@tribe/contracts/profile';

async function json<T>(method: string, path: string, data?: unknown, init?: RequestInit): Promise<T> {
  const res = await apiRequest(method, path, data, init);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** A change that answers the user: it replaces the signed-in user everywhere. */
function useUserChange<TVars>(run: (v: TVars) => Promise<TPublicUser>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: (user) => setCurrentUser(queryClient, user) });
}

export const useUpdateProfile = () =>
  useUserChange((v: { firstName: string; lastName: string; username: string }) => json('PATCH', '/api/profile', v));

export const useUploadPhoto = () =>
  useUserChange((file: File) => {
    const body = new FormData();
    body.append('file', file);
    return json<TPublicUser>('POST', '/api/profile/photo', undefined, { body });
  });

export const useRemovePhoto = () => useUserChange(() => json<TPublicUser>('DELETE', '/api/profile/photo'));

export const useChangePassword = () =>
  useMutation({
    mutationFn: (v: { currentPassword: string; newPassword: string }) =>
      json<{ message: string }>('POST', '/api/profile/password', v),
  });

export const useRequestEmailChange = () =>
  useMutation({
    mutationFn: (v: { newEmail: string; password: string }) =>
      json<{ message: string }>('POST', '/api/profile/email', v),
  });

export const useConfirmEmailChange = () =>
  useUserChange((v: { code: string }) => json<TPublicUser>('POST', '/api/profile/email/confirm', v));

export const useDeleteAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { password: string }) => json<{ message: string }>('DELETE', '/api/profile', v),
    onSuccess: () => {
      setCurrentUser(queryClient, null);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
};

/** A saved event of the account's (GET /api/profile/saved-events). */
export type AccountSavedEvent = TSavedEventItem;

export const savedEventsQueryKey = ['/api/profile/saved-events'] as const;

export const useAccountSavedEvents = (enabled: boolean) =>
  useQuery({
    queryKey: savedEventsQueryKey,
    queryFn: ({ signal }) => apiGet<{ events: AccountSavedEvent[] }>(savedEventsQueryKey[0], { signal }),
    enabled,
    retry: false,
  });

export const useUnsaveEvent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => json<null>('DELETE', `/api/profile/saved-events/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: savedEventsQueryKey }),
  });
};
