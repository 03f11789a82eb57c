import { useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiGet } from '@/lib/api-client';

/**
 * The signed-in user as GET /api/auth/me returns it. Lenient on purpose: a missing optional
 * field must not sign anyone out, so only `username` is required.
 */
export const ZUser = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  username: z.string(),
  email: z.string().nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  profileImage: z.string().nullish(),
  isHost: z.boolean().nullish(),
  emailVerified: z.boolean().nullish(),
});
export type TUser = z.infer<typeof ZUser>;

export const meQueryKey = ['/api/auth/me'] as const;

/** Local browser storage key that mirrors the signed-in user (spec section 3). */
export const USER_STORAGE_KEY = 'userData';

function mirrorToStorage(user: TUser | null) {
  try {
    if (user) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    else localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode, quota); the query cache stays the source of truth.
  }
}

/**
 * GET /api/auth/me. Never throws: 401 means signed out (silent); any other failure is logged
 * and also treated as signed out, so the header always settles (spec section 4, Authentication).
 */
export async function getMe(signal?: AbortSignal): Promise<TUser | null> {
  let user: TUser | null = null;
  try {
    user = ZUser.parse(await apiGet<unknown>(meQueryKey[0], { signal }));
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 401)) console.error('Failed to fetch current user', err);
  }
  mirrorToStorage(user);
  return user;
}

/** Replaces the current user everywhere: query cache and local storage (login, logout). */
export function setCurrentUser(queryClient: QueryClient, user: TUser | null) {
  queryClient.setQueryData(meQueryKey, user);
  mirrorToStorage(user);
}

/** Current user: `data` is the user, null when signed out, undefined while loading. */
export function useUser() {
  return useQuery({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal), retry: false });
}
